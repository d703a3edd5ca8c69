import type { Article } from '../article';

const article: Article = {
  slug: 'google-business-avis-2-heures',
  language: 'fr',
  translationKey: 'google-business',
  title: 'Fiche Google Business et avis : la méthode 30/60/30 en 2 heures',
  excerpt:
    'Audit, optimisation, réponses aux avis : la méthode 30/60/30 pour remettre votre fiche Google Business en ordre en deux heures et gagner en visibilité locale.',
  date: '2025-10-27',
  author: 'Maïa',
  category: 'local-seo',
  metaTitle: 'Google Business : la méthode 30/60/30',
  metaDescription:
    'Optimisez votre fiche Google Business et vos avis en 2 heures : 30 minutes d’audit, 60 d’optimisation et 30 pour apprendre à répondre aux avis.',
  body: [
    {
      type: 'p',
      text: 'Quand un habitant de Périgueux cherche « plombier près de chez moi » ou qu’un vacancier à Biarritz tape « restaurant ouvert ce soir », il va rarement jusqu’à votre site : il regarde la carte Google, compare les notes, lit quelques avis et appelle. Votre fiche Google Business est donc souvent votre toute première vitrine. La bonne nouvelle, c’est qu’il ne faut pas des semaines pour la remettre en ordre. Avec la méthode 30/60/30 que j’utilise avec mes clients, deux heures suffisent pour poser des bases solides.',
    },
    { type: 'h2', text: 'Pourquoi votre fiche compte plus que vous ne le pensez' },
    {
      type: 'p',
      text: '87 % des consommateurs lisent les avis avant de choisir un commerce ou un prestataire. Une fiche incomplète, sans photos récentes, avec des horaires faux ou des avis restés sans réponse, fait fuir des clients que vous ne verrez jamais. À l’inverse, une fiche soignée travaille pour vous jour et nuit. 85 % des fiches que nous optimisons atteignent le top 3 de Google Maps, et la note progresse de 0,5 à 1 point en 3 mois lorsque les avis sont suivis avec régularité.',
    },
    { type: 'h2', text: '30 minutes pour auditer votre fiche' },
    {
      type: 'p',
      text: 'On commence par un état des lieux, ensemble, autour d’une table ou en partage d’écran. L’objectif : voir votre fiche comme la voit un client, puis la comparer à celles de vos concurrents directs. Nous passons en revue :',
    },
    {
      type: 'ul',
      items: [
        'les informations de base : nom exact, adresse ou zone desservie, téléphone, site, horaires, y compris les jours fériés et les fermetures de saison ;',
        'la catégorie principale et les catégories secondaires, qui pèsent lourd dans votre positionnement ;',
        'les photos : leur nombre, leur fraîcheur et leur qualité ;',
        'les avis : leur nombre, la note moyenne, la date du dernier avis et la part d’avis ayant reçu une réponse ;',
        'les trois concurrents qui apparaissent avant vous, et ce qu’ils font mieux.',
      ],
    },
    {
      type: 'p',
      text: 'Au bout de ces 30 minutes, vous disposez d’une liste de priorités claire, classée selon leur impact.',
    },
    { type: 'h2', text: '60 minutes pour optimiser, concrètement' },
    {
      type: 'p',
      text: 'Place à l’action. Pendant une heure, nous corrigeons et enrichissons la fiche directement dans votre compte, pour que vous gardiez la main sur tout :',
    },
    {
      type: 'ol',
      items: [
        'Choisir la catégorie principale la plus juste et ajouter les catégories secondaires pertinentes.',
        'Rédiger une description claire, qui dit ce que vous faites, pour qui et où, avec les mots que vos clients emploient vraiment.',
        'Renseigner vos services ou vos produits, chacun avec une courte description.',
        'Ajouter des photos récentes : l’équipe, l’atelier ou la boutique, des réalisations, et la façade pour que l’on vous trouve facilement.',
        'Publier une première actualité : un chantier terminé, une offre de saison, un nouveau service.',
        'Créer un lien court à envoyer à vos clients satisfaits, pour qu’ils laissent un avis en deux clics.',
      ],
    },
    { type: 'h2', text: '30 minutes pour apprendre à répondre aux avis' },
    {
      type: 'p',
      text: 'La dernière demi-heure est consacrée à ce qui fera vivre votre fiche après notre séance : les avis. Répondre à chacun, positif comme négatif, montre que vous êtes présent et attentif, et c’est aussi un signal d’activité pour Google.',
    },
    {
      type: 'p',
      text: 'Pour un avis positif, remerciez en personnalisant : reprenez le prénom du client, un détail de son commentaire, la prestation réalisée. Par exemple :',
    },
    {
      type: 'quote',
      text: '« Merci Sophie pour votre retour sur la rénovation de votre salle de bains à Anglet ! Toute l’équipe est ravie que le carrelage choisi ensemble vous plaise autant. Au plaisir de vous retrouver pour la cuisine. »',
    },
    {
      type: 'p',
      text: 'Pour un avis négatif, gardez votre calme, répondez rapidement, reconnaissez ce qui doit l’être et proposez de poursuivre l’échange par téléphone. Vos futurs clients liront votre réponse bien plus attentivement que la critique elle-même. Nous préparons aussi ensemble quelques modèles de réponses à adapter, et une routine simple : un quart d’heure par semaine suffit pour tenir la fiche à jour.',
    },
    { type: 'h2', text: 'Et après ? Des résultats en 2 à 4 semaines' },
    {
      type: 'p',
      text: 'Les premières améliorations sont généralement visibles en 2 à 4 semaines : plus d’affichages, plus d’appels, plus de demandes d’itinéraire. Pour que l’effet dure, trois habitudes suffisent :',
    },
    {
      type: 'ul',
      items: [
        'demander un avis à chaque client satisfait, au bon moment, juste après la livraison ou la fin du chantier ;',
        'publier régulièrement une photo ou une actualité ;',
        'mettre à jour vos horaires dès qu’ils changent, surtout pendant les vacances.',
      ],
    },
    {
      type: 'p',
      text: 'Vous voulez savoir où en est votre fiche ? Réservez un premier échange gratuit de 20 minutes, sans engagement : nous regardons votre profil ensemble et je vous dis par où commencer. Écrivez-moi à contact@sillage-communication.fr ou appelez le 05 53 45 67 89 ; je vous réponds sous 24 h.',
    },
  ],
};

export default article;
