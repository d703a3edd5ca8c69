import type { ServiceId } from '../services';
import type { CallToAction, PageMeta, TextSection, ThreeFaq } from './types';

/** The French page of one service (the six pages share one component). */
export interface ServicePage {
  meta: PageMeta;
  /** The page's h1. */
  title: string;
  intro: string;
  /** What the service includes, one string separated by " · " (split for display as a list). */
  offerings: string;
  /** The static sections the specification lists for this service. */
  sections: readonly TextSection[];
  faq: ThreeFaq;
  cta: CallToAction;
}

export const SERVICE_PAGES: Record<ServiceId, ServicePage> = {
  strategy: {
    meta: {
      title: 'Stratégie marketing à Périgueux | Sillage Communication',
      description:
        'Audit marketing en 2 à 3 semaines et plan d’action concret pour artisans et PME, à Périgueux et Biarritz. Premier échange de 20 minutes offert.',
    },
    title: 'Stratégie & marketing : un plan clair pour attirer des clients sérieux',
    intro:
      'Vous multipliez les actions de communication sans savoir lesquelles vous rapportent vraiment ? Nous commençons par un audit marketing de 2 à 3 semaines, puis nous construisons avec vous un plan d’action concret, à la mesure de votre budget et de votre temps. Artisans, PME ou entreprises tournées vers l’international : l’objectif est toujours d’attirer des clients sérieux sans disperser vos efforts.',
    offerings:
      'Audit marketing en 2 à 3 semaines · Analyse de la concurrence · Définition des cibles · Positionnement et message clé · Plan d’action sur 12 mois · Priorités et budget · Indicateurs de suivi',
    sections: [
      {
        heading: 'Le diagnostic : 2 à 3 semaines pour y voir clair',
        blocks: [
          {
            type: 'p',
            text: 'Avant de vous proposer quoi que ce soit, nous prenons le temps de comprendre votre activité. L’audit marketing dure 2 à 3 semaines : un premier entretien approfondi avec vous, sur place ou en visio, puis un travail d’analyse sur vos supports, vos chiffres et votre marché. Nous regardons en particulier :',
          },
          {
            type: 'ul',
            items: [
              'vos clients actuels : qui ils sont, comment ils vous ont trouvé et ce qui les a décidés ;',
              'vos concurrents directs, autour de Périgueux, sur la côte basque ou sur vos marchés à l’étranger : leurs messages, leurs offres et leur présence en ligne ;',
              'vos supports existants : site web, fiche Google Business, réseaux sociaux, cartes de visite, brochures et signalétique ;',
              'la cohérence de votre image et de votre discours d’un support à l’autre ;',
              'ce que vous investissez aujourd’hui, en argent comme en temps, et ce que cela vous rapporte réellement.',
            ],
          },
          {
            type: 'p',
            text: 'Avec votre accord, nous pouvons aussi interroger quelques clients ou partenaires pour savoir comment ils vous perçoivent. À l’issue du diagnostic, nous vous présentons nos constats lors d’un rendez-vous dédié : ce qui fonctionne déjà, ce qui vous freine, et les occasions que vous n’exploitez pas encore. Pas de jargon ni de rapport interminable : des constats concrets, illustrés par vos propres exemples.',
          },
        ],
      },
      {
        heading: 'Le plan d’action : ce que vous recevez',
        blocks: [
          {
            type: 'p',
            text: 'Le diagnostic débouche sur un plan d’action écrit, pensé pour être appliqué par une petite équipe et non rangé dans un tiroir. Vous recevez :',
          },
          {
            type: 'ul',
            items: [
              'une synthèse claire du diagnostic, avec vos forces et vos points faibles ;',
              'vos cibles prioritaires, décrites simplement, avec ce qui compte vraiment pour chacune ;',
              'votre positionnement et un message clé, formulés avec vos mots ;',
              'une liste d’actions classées par priorité, avec pour chacune l’objectif, le support concerné, le temps à y consacrer et un ordre de grandeur du budget ;',
              'un calendrier sur 12 mois qui tient compte de vos saisons fortes, de vos salons et de vos disponibilités ;',
              'quelques indicateurs simples pour mesurer les résultats et ajuster le tir.',
            ],
          },
          {
            type: 'p',
            text: 'Vous restez libre de mettre ce plan en œuvre seul, avec votre équipe ou avec nous, action par action. Si vous souhaitez nous confier une partie du travail, qu’il s’agisse de votre identité visuelle, de votre site web, de votre fiche Google Business ou d’un coaching, chaque prestation fait l’objet d’un devis séparé, envoyé sous 48 h et sans engagement.',
          },
        ],
      },
    ],
    faq: [
      {
        question: 'Combien de temps dure l’audit marketing ?',
        answer:
          'Comptez 2 à 3 semaines entre l’entretien de lancement et la présentation du diagnostic. Ce délai nous laisse le temps d’analyser vos supports, vos clients et vos concurrents sans trop vous solliciter : un entretien au départ, quelques échanges par e-mail ou par téléphone, puis la restitution.',
      },
      {
        question: 'Mon entreprise est petite : une stratégie marketing est-elle vraiment utile ?',
        answer:
          'C’est justement quand les moyens sont limités qu’il faut bien choisir ses actions. Le plan est dimensionné pour votre structure : peu d’actions, mais les bonnes, que vous pouvez tenir dans la durée. Une grande partie de nos clients sont des artisans ou des entreprises de quelques personnes.',
      },
      {
        question: 'Suis-je obligé de vous confier la mise en œuvre du plan ?',
        answer:
          'Non, le plan d’action vous appartient et vous pouvez l’appliquer seul ou avec d’autres prestataires. Si vous souhaitez notre aide sur certaines actions, nous vous envoyons un devis sous 48 h, sans engagement.',
      },
    ],
    cta: {
      title: 'Parlons de votre stratégie',
      text: 'Réservez un premier échange de 20 minutes, gratuit et sans engagement : Maïa fait le point avec vous sur votre situation et vous dit si un audit marketing est le bon point de départ.',
      button: 'Réserver mon échange offert',
    },
  },

  print: {
    meta: {
      title: 'Print et identité visuelle | Sillage Communication',
      description:
        'Logo, charte graphique, cartes de visite dès 500 €, brochures, signalétique : une identité visuelle cohérente, avec 2 à 3 tours de révisions inclus.',
    },
    title: 'Print & identité visuelle : une image cohérente sur tous vos supports',
    intro:
      'Votre logo, vos cartes de visite, votre brochure et votre enseigne sont souvent le premier contact qu’un client a avec vous. Nous créons une identité visuelle qui vous ressemble et nous la déclinons sur tous vos supports imprimés, avec le même soin du détail. Chaque projet suit un processus en trois étapes, avec 2 à 3 tours de révisions inclus.',
    offerings:
      'Création de logo · Charte graphique · Cartes de visite · Brochures et plaquettes · Flyers et affiches · Signalétique et enseignes · Packaging et goodies',
    sections: [
      {
        heading: 'Notre processus créatif en trois étapes',
        blocks: [
          {
            type: 'p',
            text: 'Une identité visuelle réussie ne sort pas d’un chapeau : elle part de votre métier, de vos clients et de ce qui vous distingue. Que vous ayez besoin de simples cartes de visite ou d’une identité complète, nous avançons toujours en trois temps :',
          },
          {
            type: 'ol',
            items: [
              'Découverte : nous échangeons sur votre activité, vos valeurs, vos clients et vos goûts, sur place ou en visio. Nous examinons vos supports actuels et ceux de vos concurrents, puis nous rédigeons un brief que vous validez avant tout travail graphique.',
              'Propositions : nous vous présentons plusieurs pistes créatives, mises en situation sur vos futurs supports (carte de visite, façade, véhicule, emballage) pour que vous puissiez juger sur pièce. Vous choisissez la direction qui vous parle le plus.',
              'Finalisation : nous affinons la piste retenue avec vous, au fil de 2 à 3 tours de révisions inclus dans le devis. Vous recevez ensuite les fichiers définitifs, prêts pour l’impression comme pour le web, et une charte graphique qui explique comment les utiliser.',
            ],
          },
          {
            type: 'p',
            text: 'Si vous le souhaitez, nous préparons aussi les fichiers avec votre imprimeur et vérifions les épreuves avant le tirage, pour éviter les mauvaises surprises de couleurs ou de découpe.',
          },
        ],
      },
      {
        heading: 'Nos spécialités, délais et tarifs',
        blocks: [
          {
            type: 'p',
            text: 'Nous concevons tous les supports qui portent votre image au quotidien :',
          },
          {
            type: 'ul',
            items: [
              'Cartes de visite : souvent le premier support que vous remettez à un client, et le plus sous-estimé. À partir de 500 €, livrées à partir d’une semaine.',
              'Brochures et plaquettes commerciales : pour présenter votre offre en détail, en français, en anglais ou en espagnol. Comptez 2 à 3 semaines.',
              'Flyers et affiches : pour une ouverture, un événement, une saison ou un salon.',
              'Signalétique : enseigne, vitrophanie, panneaux de chantier, kakémonos pour vos stands.',
              'Packaging : étiquettes, boîtes et emballages qui donnent envie et restent fidèles à votre marque.',
              'Goodies : objets personnalisés et utiles, à offrir à vos clients et partenaires.',
            ],
          },
          {
            type: 'p',
            text: 'Pour une identité visuelle complète, du logo à la charte graphique et à sa déclinaison sur vos principaux supports, prévoyez 6 à 8 semaines. Les tarifs vont de 500 € pour des cartes de visite à plusieurs milliers d’euros pour une identité complète : chaque projet fait l’objet d’un devis détaillé, envoyé sous 48 h.',
          },
        ],
      },
    ],
    faq: [
      {
        question: 'Combien coûtent des cartes de visite ou un logo ?',
        answer:
          'La création de cartes de visite démarre à 500 €. Pour un logo ou une identité visuelle complète, le prix dépend du nombre de supports à décliner et peut atteindre plusieurs milliers d’euros. Vous recevez un devis détaillé sous 48 h, sans engagement.',
      },
      {
        question: 'Combien de tours de révisions sont prévus ?',
        answer:
          'Deux à trois tours de révisions sont inclus dans chaque devis, lors de l’étape de finalisation. C’est en général largement suffisant, car la phase de découverte et les propositions mises en situation permettent de partir dans la bonne direction dès le début.',
      },
      {
        question: 'J’ai déjà un logo : pouvez-vous simplement le moderniser ?',
        answer:
          'Oui. Nous pouvons faire évoluer votre logo plutôt que de repartir de zéro, pour conserver la reconnaissance acquise auprès de vos clients. Nous en profitons pour poser une charte graphique simple, afin que tous vos supports restent cohérents.',
      },
    ],
    cta: {
      title: 'Un projet de logo, de cartes ou de brochure ?',
      text: 'Présentez-le-nous lors d’un échange de 20 minutes, gratuit et sans engagement. Vous repartez avec des premières idées et, si vous le souhaitez, un devis sous 48 h.',
      button: 'Réserver mon échange offert',
    },
  },

  'social-web': {
    meta: {
      title: 'Réseaux sociaux et sites web | Sillage Communication',
      description:
        'Sites web rapides livrés en 4 à 6 semaines, référencement local et formation pour animer vos réseaux sociaux vous-même, à Périgueux et Biarritz.',
    },
    title: 'Réseaux sociaux & sites web : être trouvé, et bien compris',
    intro:
      'Vos clients vous cherchent d’abord en ligne. Nous créons des sites web simples, rapides et bien référencés, et nous vous formons à animer vos réseaux sociaux vous-même, avec méthode et sans y passer vos soirées. L’objectif : une présence en ligne régulière et cohérente, que vous maîtrisez.',
    offerings:
      'Création de site web vitrine · Référencement local · Formation aux réseaux sociaux · Calendrier éditorial · Articles de blog · Newsletter mensuelle',
    sections: [
      {
        heading: 'Une approche pédagogique : vous apprenez à publier vous-même',
        blocks: [
          {
            type: 'p',
            text: 'Personne ne parle mieux de votre métier que vous. Plutôt que de prendre vos réseaux sociaux en main à votre place, nous vous donnons la méthode et les outils pour le faire bien, puis nous vous laissons la main. L’accompagnement porte sur l’essentiel :',
          },
          {
            type: 'ul',
            items: [
              'choisir un ou deux réseaux vraiment utiles pour vos clients, plutôt que de vouloir être partout ;',
              'définir un ton, quelques thèmes récurrents et un rythme réaliste de 2 à 3 publications par semaine ;',
              'réaliser des photos et des vidéos soignées avec votre téléphone, à l’atelier, sur le chantier ou en boutique ;',
              'construire un calendrier éditorial simple et préparer vos publications à l’avance, pour ne pas y penser tous les jours ;',
              'répondre aux commentaires et aux messages, et lire vos statistiques pour savoir ce qui fonctionne.',
            ],
          },
          {
            type: 'p',
            text: 'Après la formation, nous restons disponibles pour relire vos publications, répondre à vos questions ou ajuster votre calendrier. Et si vous préférez déléguer certains contenus, comme une campagne de lancement ou la couverture d’un salon, nous pouvons les produire pour vous, sur devis.',
          },
        ],
      },
      {
        heading: 'Des sites web pensés pour le référencement',
        blocks: [
          {
            type: 'p',
            text: 'Un bon site de petite entreprise n’a pas besoin d’être compliqué. Nous concevons des sites simples, rapides et pensés d’abord pour le mobile, l’écran sur lequel la plupart de vos clients vous découvrent. Comptez 4 à 6 semaines entre le lancement du projet et la mise en ligne.',
          },
          { type: 'h3', text: 'Ce que comprend votre site' },
          {
            type: 'ul',
            items: [
              'une structure claire : qui vous êtes, ce que vous faites, où vous intervenez et comment vous joindre ;',
              'des textes écrits pour vos clients comme pour Google, en français et, si besoin, en anglais ou en espagnol ;',
              'un référencement local soigné : pages par ville ou par secteur, lien avec votre fiche Google Business, coordonnées identiques partout ;',
              'un site rapide, sécurisé et facile à mettre à jour.',
            ],
          },
          {
            type: 'p',
            text: 'Pour faire vivre votre site dans la durée, nous vous suggérons de publier 2 à 3 articles de blog par mois, en répondant aux questions que vos clients vous posent réellement. Une newsletter, au plus une par mois, complète le dispositif sans lasser vos abonnés.',
          },
        ],
      },
    ],
    faq: [
      {
        question: 'Combien de temps faut-il pour créer un site web ?',
        answer:
          'Comptez 4 à 6 semaines entre le premier rendez-vous et la mise en ligne, selon le nombre de pages et la disponibilité de vos textes et de vos photos. Le calendrier est fixé avec vous dès le devis, étape par étape.',
      },
      {
        question: 'À quel rythme faut-il publier sur les réseaux sociaux ?',
        answer:
          'Nous conseillons 2 à 3 publications par semaine : c’est suffisant pour rester visible, et tenable dans la durée pour une petite équipe. La régularité compte davantage que le volume, et la formation vous apprend justement à préparer vos publications à l’avance.',
      },
      {
        question: 'Pourrai-je modifier mon site moi-même ?',
        answer:
          'Oui. Nous vous montrons comment mettre à jour vos textes, vos photos et vos articles de blog, pour que vous ne dépendiez pas de nous au quotidien. Nous restons disponibles si vous avez besoin d’aide ou d’une évolution plus importante.',
      },
    ],
    cta: {
      title: 'Envie d’une présence en ligne qui vous ressemble ?',
      text: 'Parlons de votre site ou de vos réseaux sociaux lors d’un échange de 20 minutes, gratuit et sans engagement, par téléphone ou en visio.',
      button: 'Réserver mon échange offert',
    },
  },

  'google-business': {
    meta: {
      title: 'Google Business et avis clients | Sillage Communication',
      description:
        'Optimisez votre fiche Google Business avec la méthode 30/60/30 : audit, optimisation et formation aux avis. Premiers effets visibles en 2 à 4 semaines.',
    },
    title: 'Google Business & avis : gagnez en visibilité locale',
    intro:
      'Quand un client cherche un artisan ou un commerce près de chez lui, c’est souvent votre fiche Google Business qu’il voit en premier, avant même votre site. Nous optimisons votre fiche et vous apprenons à répondre aux avis grâce à une méthode simple en trois temps : 30 minutes d’audit, 60 minutes d’optimisation et 30 minutes de formation. Deux heures au total, pour des améliorations visibles en 2 à 4 semaines.',
    offerings:
      'Audit de votre fiche Google Business · Optimisation complète de la fiche · Catégories et mots-clés · Photos et publications · Collecte d’avis clients · Formation aux réponses aux avis',
    sections: [
      {
        heading: 'La méthode 30/60/30 : deux heures pour une fiche qui travaille pour vous',
        blocks: [
          {
            type: 'p',
            text: 'Inutile d’y consacrer des journées entières : notre méthode tient en deux heures, réparties en trois temps que nous menons avec vous, sur place ou en visio.',
          },
          {
            type: 'ol',
            items: [
              '30 minutes d’audit : nous passons votre fiche en revue avec vous (catégories, horaires, description, photos, avis, questions des internautes) et nous la comparons à celles de vos concurrents les mieux placés sur Google Maps.',
              '60 minutes d’optimisation : nous corrigeons et complétons la fiche ensemble : catégorie principale et catégories secondaires, description avec les bons mots-clés, zone desservie, services, photos de qualité, premières publications et lien vers votre site.',
              '30 minutes de formation aux avis : vous apprenez à répondre à tous les avis, positifs comme négatifs, avec le ton juste, et à en demander de nouveaux à vos clients satisfaits, simplement et au bon moment.',
            ],
          },
          {
            type: 'p',
            text: 'Vous repartez avec une fiche complète, des modèles de réponses aux avis à personnaliser et une courte routine hebdomadaire pour garder votre fiche vivante. Que votre entreprise soit à Périgueux, à Biarritz, à Anglet ou ailleurs, le principe reste le même.',
          },
        ],
      },
      {
        heading: 'Les résultats observés',
        blocks: [
          {
            type: 'p',
            text: 'Une fiche Google Business bien tenue est l’un des leviers de visibilité locale les plus rentables pour une petite entreprise. Voici ce que nous constatons :',
          },
          {
            type: 'ul',
            items: [
              '87 % des consommateurs lisent les avis avant de choisir un professionnel : vos réponses comptent presque autant que votre note.',
              '85 % des fiches que nous optimisons atteignent le top 3 de Google Maps.',
              'La note moyenne progresse de 0,5 à 1 point en 3 mois, grâce à une collecte d’avis plus régulière et à des réponses soignées.',
              'Les premières améliorations sont visibles en 2 à 4 semaines : plus d’appels, plus de demandes d’itinéraire, plus de visites sur votre site.',
            ],
          },
          {
            type: 'p',
            text: 'Ces résultats dépendent bien sûr de votre secteur, de la concurrence locale et de la régularité avec laquelle vous faites vivre votre fiche ensuite. C’est pourquoi la formation fait partie intégrante de la méthode : une fiche optimisée puis laissée à l’abandon perd vite son avance, alors qu’une fiche suivie quelques minutes par semaine continue de vous apporter des clients.',
          },
        ],
      },
    ],
    faq: [
      {
        question: 'Combien de temps faut-il pour voir des résultats ?',
        answer:
          'Les premières améliorations sont généralement visibles en 2 à 4 semaines après l’optimisation. Côté note moyenne, nous constatons une progression de 0,5 à 1 point en 3 mois, à condition de continuer à demander des avis et à y répondre.',
      },
      {
        question: 'Faut-il vraiment répondre aux avis négatifs ?',
        answer:
          'Oui, toujours, et de préférence rapidement. Une réponse calme, factuelle et tournée vers la solution rassure les futurs clients : 87 % des consommateurs lisent les avis, et beaucoup lisent aussi vos réponses. C’est précisément ce que nous travaillons pendant les 30 minutes de formation.',
      },
      {
        question: 'Je n’ai pas encore de fiche Google Business : pouvez-vous la créer ?',
        answer:
          'Oui. Nous créons la fiche avec vous, nous vous aidons à la faire valider par Google, puis nous appliquons la même méthode d’optimisation et de formation. Vous restez propriétaire de votre fiche et de vos accès.',
      },
    ],
    cta: {
      title: 'Votre fiche Google est-elle à la hauteur ?',
      text: 'En 20 minutes, gratuitement et sans engagement, Maïa jette un premier regard sur votre fiche Google Business et vous indique les améliorations prioritaires.',
      button: 'Réserver mon échange offert',
    },
  },

  international: {
    meta: {
      title: 'Développement international | Sillage Communication',
      description:
        'Communication en français, en anglais et en espagnol : adaptation culturelle de vos supports, accompagnement à l’export et coaching pour vos salons.',
    },
    title: 'Développement international : communiquer en français, en anglais et en espagnol',
    intro:
      'Vendre à l’étranger ne se résume pas à traduire votre brochure. Nous adaptons votre communication aux marchés francophones, anglophones et hispanophones, et nous vous accompagnons concrètement dans vos démarches à l’export. Entre la Dordogne et la côte basque, aux portes de l’Espagne, nous travaillons chaque jour dans ces trois langues.',
    offerings:
      'Supports en français, anglais et espagnol · Adaptation culturelle des messages · Site web multilingue · Préparation de salons à l’étranger · Accompagnement à l’export · Coaching de pitch en anglais ou en espagnol',
    sections: [
      {
        heading: 'Marchés francophones, anglophones et hispanophones',
        blocks: [
          {
            type: 'p',
            text: 'Nous travaillons en français, en anglais et en espagnol, trois langues qui ouvrent la porte à une grande partie de vos clients potentiels, en Europe comme ailleurs. Pour chaque marché visé, nous vous aidons à répondre aux bonnes questions avant d’investir :',
          },
          {
            type: 'ul',
            items: [
              'qui sont vos clients sur ce marché, et qu’attendent-ils d’un fournisseur français ?',
              'à quels concurrents locaux vont-ils vous comparer ?',
              'quels canaux privilégier : salons, distributeurs, LinkedIn, site web ou prospection directe ?',
            ],
          },
          {
            type: 'p',
            text: 'Vous échangez avec nous dans la langue de votre choix, et vos partenaires étrangers peuvent être associés au projet sans intermédiaire. Les réponses à ces questions orientent ensuite tout le reste : les supports à adapter, les salons à viser et le budget à prévoir.',
          },
        ],
      },
      {
        heading: 'Adaptation culturelle, pas simple traduction',
        blocks: [
          {
            type: 'p',
            text: 'Un message qui fonctionne en Dordogne peut tomber à plat à Londres ou à Madrid. Le ton, l’humour, les arguments qui rassurent, la façon de présenter un prix ou une garantie : tout varie d’une culture à l’autre. Nous réécrivons vos supports pour chaque public plutôt que de les traduire mot à mot, qu’il s’agisse de votre site web, de vos brochures, de vos présentations commerciales ou de vos publications sur les réseaux sociaux.',
          },
          {
            type: 'p',
            text: 'Nous veillons aussi aux détails qui trahissent une traduction hâtive : unités, formats de date, noms de produits, visuels ou couleurs mal perçus. Votre identité visuelle reste la même partout ; seule la manière de parler à chaque client change.',
          },
        ],
      },
      {
        heading: 'Accompagnement à l’export',
        blocks: [
          {
            type: 'p',
            text: 'Communiquer n’est qu’une partie du travail. Nous vous accompagnons aussi dans les étapes concrètes de votre développement à l’étranger :',
          },
          {
            type: 'ul',
            items: [
              'choisir un ou deux marchés prioritaires et définir un rythme d’entrée réaliste ;',
              'préparer vos salons professionnels : stand, documentation et cartes de visite dans la bonne langue ;',
              'rédiger vos e-mails de prospection et vos présentations pour des distributeurs ou des acheteurs étrangers ;',
              'adapter votre site et votre fiche Google Business pour être trouvé par une clientèle internationale, notamment touristique.',
            ],
          },
          {
            type: 'p',
            text: 'Nous avançons à votre rythme, marché après marché, en nous appuyant sur ce qui fonctionne déjà en France. Chaque accompagnement fait l’objet d’un devis sur mesure, envoyé sous 48 h et sans engagement.',
          },
        ],
      },
      {
        heading: 'Coaching pour l’international',
        blocks: [
          {
            type: 'p',
            text: 'Rien ne remplace le contact direct avec vos futurs clients. Nous vous préparons à présenter votre entreprise en anglais ou en espagnol avec assurance, même si vous ne vous sentez pas parfaitement à l’aise dans la langue. En séance individuelle ou lors d’un atelier de 2 h, 4 h ou une journée, nous travaillons votre pitch, les questions difficiles et les usages commerciaux propres à chaque pays.',
          },
          {
            type: 'p',
            text: 'Juste avant un salon, le coaching express de 30 minutes vous permet de répéter une dernière fois. Vous repartez avec un discours clair, adapté à vos interlocuteurs, et des réponses prêtes pour les objections les plus fréquentes.',
          },
        ],
      },
    ],
    faq: [
      {
        question: 'Faites-vous de la traduction ?',
        answer:
          'Nous allons plus loin que la traduction : nous adaptons vos textes à chaque culture, en français, en anglais et en espagnol, pour qu’ils sonnent naturels aux yeux d’un lecteur local. Pour des documents juridiques qui exigent une traduction assermentée, nous vous orientons vers un traducteur spécialisé.',
      },
      {
        question: 'Par quel marché commencer à l’export ?',
        answer:
          'Tout dépend de votre produit, de vos clients actuels et de vos moyens. Nous vous conseillons de commencer par un ou deux marchés prioritaires, choisis après analyse, plutôt que de viser partout à la fois. Le premier échange de 20 minutes permet déjà d’y voir plus clair.',
      },
      {
        question: 'Pouvez-vous échanger directement avec mes partenaires étrangers ?',
        answer:
          'Oui. Nous échangeons en anglais ou en espagnol avec vos distributeurs, agents ou clients, en visio ou par téléphone. Cela évite les pertes d’information et fait gagner du temps à tout le monde.',
      },
    ],
    cta: {
      title: 'Un projet à l’international ?',
      text: 'Parlons-en lors d’un échange de 20 minutes, gratuit et sans engagement, en français, en anglais ou en espagnol selon votre préférence.',
      button: 'Réserver mon échange offert',
    },
  },

  coaching: {
    meta: {
      title: 'Coaching et formation | Sillage Communication',
      description:
        'Coaching pitch salon express de 30 minutes et ateliers de 2 h, 4 h ou une journée pour dirigeants et équipes : prise de parole, réseaux sociaux, avis.',
    },
    title: 'Coaching & formation : gagnez en aisance et en autonomie',
    intro:
      'Présenter votre entreprise sur un salon, animer vos réseaux sociaux, prendre la parole devant des clients ou devant votre équipe : ces compétences s’apprennent. Nous proposons un coaching individuel et des ateliers pratiques de 2 h, 4 h ou une journée, conçus pour les dirigeants et les équipes des petites entreprises. Vous travaillez sur vos propres situations et repartez avec des outils utilisables dès le lendemain.',
    offerings:
      'Coaching pitch salon express de 30 minutes · Coaching individuel de dirigeants · Formation d’équipes · Prise de parole en public · Ateliers réseaux sociaux et avis Google · Ateliers de 2 h, 4 h ou une journée · Séances en français, en anglais ou en espagnol',
    sections: [
      {
        heading: 'Coaching pitch salon express : 30 minutes avant le grand jour',
        blocks: [
          {
            type: 'p',
            text: 'Sur un salon professionnel, tout se joue souvent dans les premières secondes d’une conversation. Le coaching express dure 30 minutes, sur place ou en visio, quelques jours avant l’événement. Il est idéal quand le temps manque et que vous voulez arriver prêt sur votre stand. En 30 minutes, nous :',
          },
          {
            type: 'ul',
            items: [
              'écoutons votre présentation telle que vous la feriez face à un visiteur ;',
              'la resserrons autour d’une accroche claire, de deux ou trois arguments forts et d’une proposition de suite concrète ;',
              'préparons des réponses courtes aux questions que l’on vous pose le plus souvent ;',
              'répétons jusqu’à ce que le discours devienne naturel, en français, en anglais ou en espagnol.',
            ],
          },
          {
            type: 'p',
            text: 'Vous repartez avec un pitch court, facile à retenir et à adapter selon votre interlocuteur, qu’il s’agisse d’un acheteur, d’un distributeur ou d’un simple curieux. Si vous exposez régulièrement, un atelier plus long permet ensuite de former toute l’équipe présente sur le stand.',
          },
        ],
      },
      {
        heading: 'Pour les dirigeants et pour les équipes',
        blocks: [
          {
            type: 'p',
            text: 'Le coaching individuel s’adresse aux dirigeants qui veulent gagner en assurance : présenter leur entreprise à un banquier ou à un partenaire, animer une réunion, répondre à un journaliste, défendre un devis ou prendre la parole lors d’un événement. Nous partons de vos situations réelles et avançons à votre rythme, en séances espacées pour vous laisser le temps de mettre en pratique.',
          },
          {
            type: 'p',
            text: 'Les formations d’équipe visent l’autonomie collective : que vos collaborateurs sachent présenter l’entreprise d’une même voix, publier sur les réseaux sociaux avec le bon ton, accueillir un client au téléphone ou répondre à un avis Google sans improviser. Chaque programme est adapté à votre métier, que vous dirigiez un atelier artisanal ou une PME de plusieurs services.',
          },
          {
            type: 'p',
            text: 'Les séances ont lieu dans vos locaux, dans un rayon de 100 km autour de Périgueux et de Biarritz, ou à distance en visio.',
          },
        ],
      },
      {
        heading: 'Nos ateliers : 2 h, 4 h ou une journée',
        blocks: [
          {
            type: 'p',
            text: 'Chaque atelier est construit sur mesure à partir de vos besoins, dans l’un de ces trois formats :',
          },
          {
            type: 'ul',
            items: [
              'Atelier de 2 h : un sujet précis, traité de façon très concrète. Par exemple répondre aux avis Google, présenter son entreprise en quelques phrases ou préparer un mois de publications sur les réseaux sociaux.',
              'Atelier de 4 h : une demi-journée pour approfondir un thème et s’entraîner, comme la prise de parole en public avec mises en situation, ou la prise en main complète d’un réseau social avec la création de votre calendrier éditorial.',
              'Atelier d’une journée : un programme complet pour acquérir une vraie autonomie, par exemple bâtir votre plan de communication de A à Z ou préparer toute une équipe à un salon, du pitch au suivi des contacts après l’événement.',
            ],
          },
          {
            type: 'p',
            text: 'Chaque atelier alterne apports courts et exercices pratiques sur vos propres supports. Les participants repartent avec un document récapitulatif et un plan d’action personnel. Les ateliers peuvent être animés en français, en anglais ou en espagnol.',
          },
        ],
      },
    ],
    faq: [
      {
        question: 'Pouvez-vous adapter un atelier à notre métier ?',
        answer:
          'C’est même la règle. Avant chaque atelier, nous échangeons avec vous sur votre activité, le niveau des participants et vos objectifs, puis nous construisons les exercices à partir de vos propres supports et situations. Un atelier pour une équipe d’artisans ne ressemble pas à un atelier pour les commerciaux d’une PME tournée vers l’export.',
      },
      {
        question: 'Trente minutes de coaching avant un salon, est-ce suffisant ?',
        answer:
          'En 30 minutes, on ne transforme pas une personne, mais on clarifie un discours et on gagne beaucoup en confiance. Le coaching express est idéal quelques jours avant un salon, quand votre présentation existe déjà et demande à être resserrée. Pour aller plus loin, un atelier de 2 h ou de 4 h permet de travailler la prise de parole en profondeur.',
      },
      {
        question: 'Les ateliers peuvent-ils avoir lieu dans nos locaux ?',
        answer:
          'Oui, si votre entreprise se trouve dans un rayon de 100 km autour de Périgueux ou de Biarritz. Au-delà, nous animons les séances en visio, avec des exercices pensés pour le travail à distance. Les ateliers ont lieu du lundi au vendredi, entre 9 h et 18 h.',
      },
    ],
    cta: {
      title: 'Prêt à gagner en aisance ?',
      text: 'Décrivez-nous votre besoin lors d’un échange de 20 minutes, gratuit et sans engagement : nous vous proposerons le format le plus adapté, du coaching express à l’atelier d’une journée.',
      button: 'Réserver mon échange offert',
    },
  },
};
