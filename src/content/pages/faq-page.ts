import type { FaqItem } from '../faq';
import type { PageMeta } from './types';

/** The FAQ page; the main list starts with the five home questions (HOME_FAQ.fr). */
export interface FaqPage {
  meta: PageMeta;
  title: string;
  intro: string;
  contactLinkText: string;
  mainHeading: string;
  /** The eight French-only questions that follow the five home questions. */
  moreQuestions: readonly FaqItem[];
  practicalHeading: string;
  practical: readonly FaqItem[];
  linkCards: {
    heading: string;
    services: { title: string; text: string };
    work: { title: string; text: string };
    testimonials: { title: string; text: string };
    contact: { title: string; text: string };
  };
  closing: { title: string; text: string; button: string; emailText: string };
}

export const FAQ_PAGE: FaqPage = {
  meta: {
    title: 'Questions fréquentes (FAQ) | Sillage Communication',
    description:
      'Devis, révisions, audit marketing, réseaux sociaux, Google Business, coaching : les réponses de Sillage Communication à vos questions les plus courantes.',
  },
  title: 'Questions fréquentes',
  intro:
    'Avant de vous lancer, vous avez sans doute des questions sur notre façon de travailler, nos délais ou nos tarifs. Vous trouverez ici les réponses à celles que l’on nous pose le plus souvent. Et si la vôtre n’y figure pas, Maïa vous répond sous 24 h.',
  contactLinkText: 'Vous ne trouvez pas votre réponse ? Écrivez-nous',
  mainHeading: 'Vos questions, nos réponses',
  moreQuestions: [
    {
      question: 'Que se passe-t-il après le premier échange, et comment est construit le devis ?',
      answer:
        'À partir de ce que vous nous avez confié sur vos objectifs, votre budget et votre calendrier, nous vous envoyons un devis détaillé sous 48 h. Il précise les prestations, les livrables, le nombre de tours de révisions, les délais et le prix, poste par poste. Il reste valable pendant la durée qui y est indiquée, ce qui vous laisse le temps de réfléchir : rien ne démarre avant votre signature.',
    },
    {
      question: 'Combien de tours de révisions sont inclus ?',
      answer:
        'Chaque prestation de création comprend 2 à 3 tours de révisions, selon ce que précise le devis. Un tour correspond à une liste de modifications regroupées et transmises en une seule fois, ce qui rend les échanges plus clairs et plus rapides. Si vous souhaitez aller au-delà, nous vous proposons d’abord un devis complémentaire.',
    },
    {
      question: 'Combien de temps dure un audit marketing ?',
      answer:
        'Comptez 2 à 3 semaines entre notre premier rendez-vous de travail et la restitution. Pendant ce temps, nous analysons votre offre, vos clients, vos concurrents et l’ensemble de vos supports, en ligne comme imprimés. Vous recevez ensuite un bilan clair et un plan d’action priorisé, que vous pouvez mettre en œuvre par vous-même ou avec nous.',
    },
    {
      question: 'À quel rythme faut-il publier sur les réseaux sociaux ?',
      answer:
        'Pour la plupart des entreprises que nous accompagnons, nous conseillons 2 à 3 publications par semaine. C’est un rythme suffisant pour rester visible et tenable dans la durée, même quand on a un métier à faire tourner. Mieux vaut publier régulièrement sur un ou deux réseaux bien choisis que s’éparpiller partout.',
    },
    {
      question: 'Rédigez-vous des articles de blog et des newsletters ?',
      answer:
        'Oui, nous pouvons prendre en charge la rédaction de votre blog et de votre newsletter, en français, en anglais ou en espagnol. Nous recommandons en général 2 à 3 articles par mois et au plus une newsletter par mois, pour informer vos clients sans les lasser. Chaque texte est écrit pour vos lecteurs et pensé pour le référencement.',
    },
    {
      question: 'En combien de temps voit-on les résultats sur Google Business ?',
      answer:
        'Les premières améliorations de votre fiche sont généralement visibles en 2 à 4 semaines, et la note moyenne progresse le plus souvent de 0,5 à 1 point en 3 mois. 85 % des fiches que nous optimisons atteignent le top 3 de Google Maps. Un enjeu de taille, puisque 87 % des consommateurs lisent les avis avant de choisir une entreprise.',
    },
    {
      question: 'Quelles formules de coaching proposez-vous ?',
      answer:
        'Pour un besoin ponctuel, le coaching express de 30 minutes vous prépare à présenter votre entreprise en quelques phrases sur un salon professionnel. Pour aller plus loin, nos ateliers durent 2 h, 4 h ou une journée entière, en individuel ou avec votre équipe. Le contenu est toujours adapté à votre situation : prise de parole, réseaux sociaux ou réponse aux avis en ligne.',
    },
    {
      question: 'À qui appartiennent les fichiers à la fin du projet ?',
      answer:
        'Une fois la facture intégralement réglée, les créations finales vous appartiennent : nous vous remettons les fichiers définitifs, prêts pour l’impression et pour le web, et vous cédons les droits d’utilisation précisés dans le devis. Les fichiers de travail et les pistes non retenues restent à l’agence, sauf mention contraire du devis. Si vous souhaitez récupérer les fichiers sources, il suffit de le demander dès le départ.',
    },
  ],
  practicalHeading: 'Informations pratiques',
  practical: [
    {
      question: 'Quels sont vos horaires ?',
      answer:
        'Nous sommes joignables du lundi au vendredi, de 9 h à 18 h, par téléphone au 05 53 45 67 89 ou par e-mail. En dehors de ces horaires, laissez-nous un message : nous vous rappelons dès le jour ouvré suivant.',
    },
    {
      question: 'Sous quel délai répondez-vous ?',
      answer:
        'Nous répondons à chaque demande sous 24 h, qu’elle arrive par e-mail, par téléphone ou via le formulaire de contact. Si vous attendez un devis, vous le recevez sous 48 h après notre premier échange.',
    },
    {
      question: 'Où intervenez-vous ?',
      answer:
        'Nos bureaux sont à Périgueux, en Dordogne, et à Biarritz, sur la côte basque, et nous accompagnons aussi les entreprises d’Anglet. Nous nous déplaçons dans un rayon de 100 km autour de Périgueux et de Biarritz. Au-delà, en France comme à l’étranger, nous travaillons en visio ou par téléphone.',
    },
    {
      question: 'Comment se passe le paiement ?',
      answer:
        'Rien ne se vend ni ne se paie en ligne sur ce site : chaque prestation fait l’objet d’un devis signé, puis d’une facture. Les conditions de paiement, échéance et moyen de règlement, sont indiquées sur le devis, le virement bancaire étant le plus simple. Pour les projets longs, la facturation peut se faire par étapes.',
    },
    {
      question: 'Que faites-vous de mes données ?',
      answer:
        'Les informations que vous nous transmettez servent uniquement à vous répondre, à préparer votre devis et à mener votre projet ; elles ne sont jamais revendues. Nous les conservons au maximum 3 ans après notre dernier contact. Vous pouvez à tout moment demander à les consulter, les corriger ou les supprimer en écrivant à contact@sillage-communication.fr.',
    },
  ],
  linkCards: {
    heading: 'Pour aller plus loin',
    services: {
      title: 'Nos services',
      text: 'Stratégie, identité visuelle, web, Google Business, international et coaching : découvrez tout ce que nous pouvons faire pour vous.',
    },
    work: {
      title: 'Nos réalisations',
      text: 'Parcourez quelques projets menés avec des artisans et des PME, de Périgueux à la côte basque.',
    },
    testimonials: {
      title: 'Témoignages',
      text: 'Nos clients racontent, avec leurs mots, ce que notre accompagnement a changé pour leur entreprise.',
    },
    contact: {
      title: 'Contact',
      text: 'Réservez votre premier échange de 20 minutes, offert et sans engagement.',
    },
  },
  closing: {
    title: 'Une question reste sans réponse ?',
    text: 'Chaque projet est différent : parlons du vôtre. Maïa vous répond sous 24 h et vous propose, si vous le souhaitez, un premier échange de 20 minutes, gratuit et sans engagement.',
    button: 'Nous contacter',
    emailText: 'Ou écrivez-nous directement :',
  },
};
