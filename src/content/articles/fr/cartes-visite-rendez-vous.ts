import type { Article } from '../article';

const article: Article = {
  slug: 'cartes-visite-rendez-vous',
  language: 'fr',
  translationKey: 'business-cards',
  title: 'Carte de visite : le petit carton qui décroche des rendez-vous',
  excerpt:
    'Papier, finition, informations essentielles, QR code : comment une carte de visite bien conçue transforme une poignée de main en rendez-vous.',
  date: '2025-09-15',
  author: 'Maïa',
  category: 'communication',
  metaTitle: 'Carte de visite : décrocher des rendez-vous',
  metaDescription:
    'Artisans, PME : papier, finition, mentions utiles, QR code et erreurs à éviter pour une carte de visite qui donne envie de vous rappeler.',
  body: [
    {
      type: 'p',
      text: 'Vous êtes menuisier à Périgueux, gérante d’une PME à Anglet ou dirigeant d’une entreprise qui exporte : tôt ou tard, quelqu’un vous demandera « Vous avez une carte ? ». Ce moment dure trois secondes, et pourtant il décide souvent de la suite. Une carte bien pensée donne envie de vous rappeler ; une carte bâclée finit au fond d’une poche, puis à la poubelle. Voici ce que dix ans auprès d’artisans et de PME m’ont appris sur ce petit carton.',
    },
    { type: 'h2', text: 'Le papier et la finition : ce que la main perçoit avant les yeux' },
    {
      type: 'p',
      text: 'Avant même de lire votre nom, votre interlocuteur touche la carte. Un papier trop fin, qui se plie au premier contact, envoie un message de fragilité. À l’inverse, une carte épaisse et agréable au toucher inspire confiance immédiatement.',
    },
    {
      type: 'ul',
      items: [
        'Le grammage : visez 350 g/m² au minimum. Au-delà de 400 g/m², la carte gagne en présence, ce qui convient bien aux métiers de la matière, comme l’ébénisterie, la taille de pierre ou la maroquinerie.',
        'Le papier : un couché mat reste le choix le plus polyvalent. Un papier recyclé ou non couché, légèrement texturé, raconte une démarche artisanale ou écologique, à condition qu’elle soit réelle.',
        'La finition : un pelliculage mat au toucher velouté protège la carte et la rend agréable en main. Un marquage à chaud ou un vernis sélectif sur le logo attire l’œil, mais un seul effet suffit.',
        'Le format : le classique 85 × 55 mm se range dans tous les portefeuilles. Un format carré surprend, mais il risque de rester sur le bureau plutôt que dans le porte-cartes.',
      ],
    },
    {
      type: 'p',
      text: 'Mon conseil : demandez toujours un échantillon de papier avant de lancer l’impression. On ne choisit pas un toucher sur un écran.',
    },
    { type: 'h2', text: 'Ce qu’il faut imprimer, et ce qu’il faut oser enlever' },
    {
      type: 'p',
      text: 'Une carte de visite n’est pas une plaquette. Son rôle : rappeler qui vous êtes, ce que vous faites et comment vous joindre. Tout le reste gêne la lecture. Sur le recto, je recommande de s’en tenir à l’essentiel :',
    },
    {
      type: 'ul',
      items: [
        'votre prénom et votre nom, bien lisibles, suivis de votre fonction ;',
        'le nom et le logo de l’entreprise ;',
        'une phrase qui dit concrètement ce que vous faites, par exemple « Rénovation de charpentes anciennes en Dordogne » plutôt que « Solutions bois sur mesure » ;',
        'un numéro de téléphone direct, une adresse e-mail professionnelle et l’adresse de votre site.',
      ],
    },
    {
      type: 'p',
      text: 'Le verso peut accueillir l’adresse de votre atelier, vos horaires ou la photo d’une réalisation. Si vous travaillez avec une clientèle étrangère, un recto en français et un verso en anglais ou en espagnol font une vraie différence : vos interlocuteurs voient que vous avez pensé à eux. Enfin, ne descendez pas sous 7 points pour la taille du texte ; une adresse e-mail illisible, c’est un contact perdu.',
    },
    { type: 'h2', text: 'Le QR code : utile, à condition de savoir où il mène' },
    {
      type: 'p',
      text: 'Le QR code a retrouvé sa place sur les cartes de visite, et c’est une bonne chose. Bien utilisé, il évite à votre futur client de recopier vos coordonnées. Encore faut-il choisir la bonne destination.',
    },
    {
      type: 'p',
      text: 'Faites pointer le QR code vers une page vraiment utile : une fiche contact à enregistrer en un geste dans le téléphone, votre page de prise de rendez-vous ou votre fiche Google Business, où l’on découvre vos avis clients. Évitez en revanche la simple page d’accueil de votre site, qui oblige à chercher l’information. Prévoyez au moins 2 cm de côté, testez-le avec plusieurs téléphones avant l’impression et ajoutez quelques mots à côté, comme « Enregistrez mon contact », pour que l’on sache ce qu’on va y trouver. Dernier point : utilisez une adresse que vous maîtrisez, afin de pouvoir changer la destination sans réimprimer tout le stock.',
    },
    { type: 'h2', text: 'Les erreurs qui font perdre des rendez-vous' },
    {
      type: 'p',
      text: 'Au fil des projets, je retrouve souvent les mêmes écueils :',
    },
    {
      type: 'ul',
      items: [
        'Une adresse e-mail gratuite alors que vous avez votre propre nom de domaine : elle affaiblit votre crédibilité.',
        'Des informations périmées, corrigées au stylo. Mieux vaut réimprimer une petite série.',
        'Une carte qui ne ressemble ni à votre site, ni à votre camionnette, ni à vos devis. La cohérence visuelle rassure ; le décalage interroge.',
        'Trop de couleurs, trop de polices, trop d’informations. Deux polices et trois couleurs suffisent largement.',
        'Des cartes oubliées au bureau le jour du salon ou de la visite de chantier. Gardez-en toujours une dizaine dans votre portefeuille et dans la boîte à gants.',
      ],
    },
    {
      type: 'p',
      text: 'J’ajoute une erreur plus discrète : tendre sa carte sans rien dire. Accompagnez-la d’une phrase qui donne une raison de vous rappeler : « Appelez-moi quand vous aurez les plans, je passe voir le chantier dans la semaine. » La carte devient alors la trace d’une promesse, et plus seulement un bout de papier.',
    },
    { type: 'h2', text: 'Délais et budget : à quoi vous attendre' },
    {
      type: 'p',
      text: 'Chez Sillage Communication, la création d’une carte de visite démarre à partir de 500 €, avec 2 à 3 tours de corrections inclus. Comptez à partir d’une semaine entre la validation du projet et la livraison des cartes.',
    },
    {
      type: 'p',
      text: 'Votre carte actuelle vous ressemble-t-elle encore ? Apportez-la lors d’un premier échange gratuit de 20 minutes, sans engagement : nous la regarderons ensemble et vous repartirez avec des pistes concrètes, que vous travailliez ensuite avec nous ou non. Écrivez-moi à contact@sillage-communication.fr ou appelez le 05 53 45 67 89, du lundi au vendredi, de 9 h à 18 h.',
    },
  ],
};

export default article;
