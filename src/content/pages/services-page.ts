import type { CallToAction, PageMeta, TextSection } from './types';

/** The services overview; the six cards come from SERVICES. */
export interface ServicesPage {
  meta: PageMeta;
  title: string;
  intro: string;
  /** How a collaboration runs, from the first exchange to delivery. */
  approach: TextSection;
  cta: CallToAction;
}

export const SERVICES_PAGE: ServicesPage = {
  meta: {
    title: 'Nos services de communication | Sillage Communication',
    description:
      'Stratégie, identité visuelle, réseaux sociaux, Google Business, export et coaching : six services sur devis pour les artisans et PME de Périgueux et Biarritz.',
  },
  title: 'Nos services de communication et de marketing',
  intro:
    'Six expertises complémentaires pour rendre votre entreprise lisible, crédible et facile à contacter, à Périgueux, sur la côte basque et au-delà. Vous pouvez nous confier une mission ponctuelle ou un accompagnement complet, toujours sur devis et sans engagement.',
  approach: {
    heading: 'Comment se déroule notre collaboration',
    blocks: [
      {
        type: 'p',
        text: 'Que vous ayez besoin de cartes de visite ou d’une stratégie complète, chaque collaboration suit le même chemin, simple et transparent. À chaque étape, vous savez ce qui se passe, ce que cela coûte et quand ce sera livré.',
      },
      {
        type: 'ol',
        items: [
          'Un premier échange de 20 minutes, offert et sans engagement, par téléphone, en visio ou sur place, pour comprendre votre activité et vos objectifs.',
          'Un devis détaillé sous 48 h, avec le contenu de la prestation, son prix et un calendrier étape par étape. Vous restez libre de ne pas donner suite.',
          'La réalisation, avec 2 à 3 tours de révisions inclus pour ajuster chaque création jusqu’à ce qu’elle vous ressemble vraiment.',
          'La livraison de vos supports et de vos fichiers, accompagnée de conseils pour bien les utiliser, puis un suivi si vous le souhaitez.',
        ],
      },
      {
        type: 'p',
        text: 'Tout au long du projet, vous obtenez une réponse sous 24 h, du lundi au vendredi de 9 h à 18 h. Nous nous déplaçons dans un rayon de 100 km autour de Périgueux et de Biarritz ; au-delà, tout se passe en visio ou par téléphone.',
      },
    ],
  },
  cta: {
    title: 'Un projet, une question ?',
    text: 'Présentez-nous votre besoin lors d’un échange de 20 minutes, offert et sans engagement. Vous recevez ensuite votre devis sous 48 h.',
    button: 'Réserver mon échange offert',
  },
};
