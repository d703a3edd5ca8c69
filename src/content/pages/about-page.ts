import type { CallToAction, PageMeta, TextSection, ThreeFaq } from './types';

export interface AboutPage {
  meta: PageMeta;
  title: string;
  intro: string;
  /** The agency's story and approach. */
  story: TextSection;
  founder: { heading: string; name: string; role: string; bio: readonly string[] };
  values: { heading: string; items: readonly { title: string; text: string }[] };
  faq: ThreeFaq;
  cta: CallToAction;
}

export const ABOUT_PAGE: AboutPage = {
  meta: {
    title: 'À propos de l’agence | Sillage Communication',
    description:
      'Sillage Communication, agence fondée par Maïa Etcheverry à Périgueux et Biarritz : 10 ans d’expérience, plus de 50 projets, en français, anglais et espagnol.',
  },
  title: 'Une agence de communication entre Périgord et Pays basque',
  intro:
    'Depuis 10 ans, Sillage Communication aide les artisans, les PME et les entreprises tournées vers l’international à communiquer clairement. Plus de 50 projets plus tard, nos clients nous attribuent une note moyenne de 5/5. Nous travaillons en français, en anglais et en espagnol, depuis nos bureaux de Périgueux et de Biarritz.',
  story: {
    heading: 'Pourquoi Sillage existe',
    blocks: [
      {
        type: 'p',
        text: 'Beaucoup d’entreprises font un excellent travail sans que leur communication le montre : un logo fait à la hâte, une fiche Google incomplète, un site qui ne dit pas clairement ce qu’elles proposent. Leurs clients potentiels hésitent, puis vont voir ailleurs. Sillage Communication est née pour combler cet écart, avec une conviction simple : un artisan ou une PME mérite une communication aussi soignée qu’une grande entreprise, sans jargon ni budget démesuré.',
      },
      {
        type: 'p',
        text: 'Le sillage, c’est la trace qu’un bateau laisse derrière lui. Nous voulons que votre entreprise laisse la même impression nette et durable chez chaque personne qui la croise, sur une carte de visite, une affiche ou Google Maps.',
      },
      {
        type: 'p',
        text: 'Notre façon de travailler n’a pas changé depuis le premier jour. Tout commence par un échange de 20 minutes, offert et sans engagement, pour comprendre votre activité et vos objectifs. Vous recevez ensuite un devis clair sous 48 h, avec un calendrier étape par étape. Chaque création passe par 2 à 3 tours de révisions, et vos questions trouvent une réponse sous 24 h, du lundi au vendredi de 9 h à 18 h.',
      },
      {
        type: 'p',
        text: 'Nous nous déplaçons dans un rayon de 100 km autour de Périgueux et de Biarritz. Au-delà, nous travaillons en visio ou par téléphone, en français, en anglais ou en espagnol selon vos marchés.',
      },
    ],
  },
  founder: {
    heading: 'La fondatrice',
    name: 'Maïa Etcheverry',
    role: 'Fondatrice et consultante',
    bio: [
      'Formée à la communication et au marketing, Maïa Etcheverry a créé Sillage Communication pour mettre son expérience au service des artisans, des PME et des entreprises qui regardent au-delà des frontières. Elle suit personnellement chaque projet, de la stratégie aux supports imprimés, en passant par les réseaux sociaux et Google Business.',
      'Trilingue, elle travaille en français, en anglais et en espagnol. Elle accompagne ainsi les entreprises qui visent les marchés anglophones et hispanophones, en adaptant leurs supports à chaque culture plutôt qu’en les traduisant mot à mot.',
      'Ses racines sont partagées entre le Périgord et le Pays basque, et elle partage aujourd’hui son temps entre Périgueux et Biarritz. Elle connaît bien le tissu économique de ces deux territoires, leurs marchés, leurs salons et les attentes de leurs clients.',
    ],
  },
  values: {
    heading: 'Nos valeurs',
    items: [
      {
        title: 'Clarté',
        text: 'Nous parlons simplement, sans jargon, et nous concevons des messages que vos clients comprennent en quelques secondes. Nos devis et nos calendriers sont tout aussi lisibles.',
      },
      {
        title: 'Proximité',
        text: 'Vous échangez directement avec Maïa, qui vous répond sous 24 h et se déplace dans un rayon de 100 km autour de Périgueux et de Biarritz.',
      },
      {
        title: 'Méthode',
        text: 'Chaque projet suit des étapes datées et validées avec vous, avec 2 à 3 tours de révisions inclus. Vous savez toujours où en est votre projet.',
      },
      {
        title: 'Honnêteté',
        text: 'Si une action ne vous apportera rien, nous vous le disons, même si elle figurait dans votre demande. Nous ne promettons que ce que nous savons tenir.',
      },
    ],
  },
  faq: [
    {
      question: 'Avec qui vais-je travailler ?',
      answer:
        'Vous travaillez directement avec Maïa Etcheverry, la fondatrice de l’agence, du premier échange jusqu’à la livraison. C’est elle qui écoute vos besoins, prépare votre devis et suit chaque étape de votre projet. Vous avez ainsi un seul interlocuteur, qui connaît votre entreprise et vous répond sous 24 h.',
    },
    {
      question: 'Travaillez-vous avec les petites entreprises et les artisans ?',
      answer:
        'Oui, c’est même le cœur de notre clientèle : artisans du bâtiment, commerces de proximité, indépendants et PME de Dordogne et de la côte basque. Chaque prestation fait l’objet d’un devis adapté à vos besoins et à votre budget, à partir de 500 € pour des cartes de visite. Le premier échange de 20 minutes est offert, pour voir ensemble ce qui vous sera vraiment utile.',
    },
    {
      question: 'Travaillez-vous à distance ou à l’international ?',
      answer:
        'Oui. Nous nous déplaçons dans un rayon de 100 km autour de Périgueux et de Biarritz ; au-delà, nous travaillons en visio ou par téléphone, avec le même suivi. Nous accompagnons aussi les entreprises qui visent les marchés anglophones et hispanophones, en français, en anglais ou en espagnol, en adaptant leurs supports à chaque culture bien au-delà de la simple traduction.',
    },
  ],
  cta: {
    title: 'Faisons connaissance',
    text: 'Parlez-nous de votre entreprise et de vos projets lors d’un premier échange de 20 minutes, offert et sans engagement. Nous vous répondons sous 24 h pour convenir d’un créneau.',
    button: 'Réserver mon échange offert',
  },
};
