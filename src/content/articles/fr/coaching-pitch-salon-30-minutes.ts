import type { Article } from '../article';

const article: Article = {
  slug: 'coaching-pitch-salon-30-minutes',
  language: 'fr',
  translationKey: 'coaching-pitch',
  title: 'Pitch de salon : le préparer en 30 minutes chrono',
  excerpt:
    'Quelques secondes pour convaincre chaque visiteur : la méthode de notre coaching express pour préparer un pitch de salon clair et naturel en 30 minutes.',
  date: '2025-11-17',
  author: 'Maïa',
  category: 'coaching',
  metaTitle: 'Préparer son pitch de salon en 30 minutes',
  metaDescription:
    'Coaching express : construisez en 30 minutes un pitch de salon clair et convaincant, puis allez plus loin avec nos ateliers de 2 h, 4 h ou 1 jour.',
  body: [
    {
      type: 'p',
      text: 'Un salon professionnel, ce sont souvent des semaines de préparation pour le stand, les supports et les goodies, et quelques secondes seulement pour convaincre chaque visiteur qui ralentit devant vous. Beaucoup de dirigeants que j’accompagne connaissent parfaitement leur métier, mais cherchent leurs mots quand on leur demande : « Vous faites quoi, exactement ? » Rassurez-vous : un pitch efficace ne s’improvise pas, mais il se prépare vite. C’est tout l’objet du coaching express de 30 minutes que je propose avant un salon.',
    },
    { type: 'h2', text: 'Ce qu’un visiteur de salon veut entendre' },
    {
      type: 'p',
      text: 'Un visiteur de salon est fatigué, sollicité de toutes parts et pressé. Il ne cherche pas l’histoire de votre entreprise ; il veut savoir, en quelques secondes, si vous pouvez lui être utile. Votre pitch doit donc répondre à trois questions, dans cet ordre :',
    },
    {
      type: 'ul',
      items: [
        'Pour qui travaillez-vous ?',
        'Quel problème résolvez-vous pour ces clients ?',
        'Pourquoi vous plutôt qu’un autre ?',
      ],
    },
    {
      type: 'p',
      text: 'Tout le reste, vos certifications, votre parc de machines ou la date de création de l’entreprise, viendra ensuite, si la conversation s’engage.',
    },
    { type: 'h2', text: 'La méthode express, minute par minute' },
    {
      type: 'p',
      text: 'Voici comment nous utilisons ces 30 minutes, à votre bureau ou en visio :',
    },
    {
      type: 'ol',
      items: [
        'De la 1re à la 5e minute : vous présentez votre activité comme vous le faites d’habitude. Je chronomètre et je note les mots qui accrochent, et ceux qui perdent l’auditeur.',
        'De la 5e à la 15e minute : nous construisons ensemble une accroche de deux ou trois phrases, sur la trame « J’aide [qui] à [obtenir quel résultat] grâce à [votre différence] ».',
        'De la 15e à la 25e minute : vous répétez à voix haute, plusieurs fois, jusqu’à ce que les phrases vous appartiennent. Nous préparons aussi une question d’ouverture et une réponse aux deux objections que vous entendez le plus souvent.',
        'De la 25e à la 30e minute : nous fixons ce que vous voulez obtenir de chaque échange, qu’il s’agisse d’un rendez-vous, d’une démonstration ou simplement de coordonnées.',
      ],
    },
    {
      type: 'p',
      text: 'Un exemple : Julien R., couvreur près de Périgueux, commençait par « Nous sommes une entreprise familiale fondée il y a trente ans… ». À la fin de la séance, son accroche était devenue : « J’aide les propriétaires de maisons anciennes du Périgord à refaire leur toiture sans dénaturer le bâti, avec des matériaux d’origine. » Les visiteurs concernés se reconnaissent immédiatement ; les autres passent leur chemin, et c’est très bien ainsi.',
    },
    { type: 'h2', text: 'Le jour J : les gestes qui changent tout' },
    {
      type: 'p',
      text: 'Un bon pitch ne suffit pas s’il reste dans votre poche. Sur le stand, quelques réflexes simples font la différence :',
    },
    {
      type: 'ul',
      items: [
        'Restez debout, à l’avant du stand, plutôt qu’assis derrière une table ou les yeux rivés sur votre téléphone.',
        'Ouvrez par une question plutôt que par votre présentation : « Vous êtes dans quel secteur ? » vous permet d’adapter votre pitch à la personne qui vous fait face.',
        'Parlez moins, écoutez plus : un bon échange de salon, c’est surtout de l’écoute.',
        'Notez au dos de chaque carte de visite reçue ce qui a été dit et ce que vous avez promis.',
        'Si vous attendez des visiteurs étrangers, préparez une version de votre pitch en anglais ou en espagnol.',
      ],
    },
    {
      type: 'p',
      text: 'Et surtout, relancez dans la semaine. Un contact de salon refroidit très vite ; un e-mail personnalisé, qui rappelle votre échange et la promesse faite sur le stand, fait toute la différence.',
    },
    { type: 'h2', text: 'Aller plus loin : des ateliers de 2 h, 4 h ou 1 jour' },
    {
      type: 'p',
      text: 'Le coaching express est idéal quand le salon approche et que le temps manque. Si vous voulez aller plus loin, ou préparer toute votre équipe, nos ateliers de coaching durent 2 heures, 4 heures ou une journée complète, selon vos objectifs :',
    },
    {
      type: 'ul',
      items: [
        'en 2 heures, chaque participant construit son pitch et s’entraîne en conditions réelles ;',
        'en 4 heures, on y ajoute la gestion des objections, la prise de contact et la relance après le salon ;',
        'en une journée, on travaille l’ensemble de votre prise de parole, du pitch à la présentation commerciale, avec de nombreuses mises en situation.',
      ],
    },
    {
      type: 'p',
      text: 'Chaque atelier est adapté à votre métier et à vos interlocuteurs, y compris pour les salons à l’étranger, où les codes de présentation ne sont pas tout à fait les mêmes qu’en France.',
    },
    {
      type: 'p',
      text: 'Votre prochain salon approche ? Réservez un premier échange gratuit de 20 minutes, sans engagement : nous verrons ensemble si le coaching express suffit ou si un atelier convient mieux à votre équipe. Je suis joignable du lundi au vendredi, de 9 h à 18 h, au 05 53 45 67 89 ou à contact@sillage-communication.fr.',
    },
  ],
};

export default article;
