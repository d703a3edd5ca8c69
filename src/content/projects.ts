import type { Localized } from '../languages/languages';
import type { ServiceId } from '../routes';

export interface ProjectImage {
  /** Path under assets/, e.g. /images/portfolio/diagnostic-1.svg */
  src: string;
  width: number;
  height: number;
  alt: Localized;
}

/** A portfolio project. */
export interface Project {
  slug: string;
  title: Localized;
  description: Localized;
  /** The services the project drew on: shown as tags leading to their pages. */
  services: readonly ServiceId[];
  link?: { url: string; text: Localized };
  images: readonly ProjectImage[];
}

export const PROJECTS: readonly Project[] = [
  {
    slug: 'diagnostic-immobilier',
    services: ['print', 'social-web'],
    title: {
      fr: 'Diag Habitat 24 : identité visuelle complète',
      en: 'Diag Habitat 24: a complete visual identity',
      es: 'Diag Habitat 24: una identidad visual completa',
    },
    description: {
      fr: 'Pour ce cabinet de diagnostics immobiliers de Périgueux, nous avons créé le logo, la charte graphique, les cartes de visite et les plaquettes remises aux agences et aux notaires. Le site web présente simplement chaque diagnostic et permet de demander un rendez-vous en quelques clics\u00a0; les véhicules, eux, portent la même identité sur les routes de Dordogne.',
      en: 'For this property inspection firm in Périgueux, we designed the logo, the brand guidelines, the business cards and the brochures it hands out to estate agents and notaries. The website explains each inspection simply and lets clients request an appointment in a few clicks, and the firm’s vans carry the same identity on the roads of the Dordogne.',
      es: 'Para esta empresa de diagnósticos inmobiliarios de Périgueux creamos el logotipo, el manual de marca, las tarjetas de visita y los folletos que entrega a inmobiliarias y notarías. La web explica cada diagnóstico con sencillez y permite pedir cita en pocos clics, y sus vehículos lucen la misma identidad por las carreteras de la Dordoña.',
    },
    link: {
      url: 'https://www.diag-habitat-24.fr',
      text: { fr: 'Voir le site', en: 'Visit the website', es: 'Ver la web' },
    },
    images: [
      {
        src: '/images/portfolio/diagnostic-1.svg',
        width: 800,
        height: 600,
        alt: {
          fr: 'Logo Diag Habitat 24 et cartes de visite recto verso aux couleurs de la nouvelle charte',
          en: 'Diag Habitat 24 logo and double-sided business cards in the new brand colours',
          es: 'Logotipo de Diag Habitat 24 y tarjetas de visita a doble cara con los colores de la nueva marca',
        },
      },
      {
        src: '/images/portfolio/diagnostic-2.svg',
        width: 800,
        height: 600,
        alt: {
          fr: 'Plaquette de présentation Diag Habitat 24 ouverte sur la liste des diagnostics immobiliers',
          en: 'Diag Habitat 24 brochure open at the list of property inspections',
          es: 'Folleto de presentación de Diag Habitat 24 abierto por la lista de diagnósticos inmobiliarios',
        },
      },
      {
        src: '/images/portfolio/diagnostic-3.svg',
        width: 800,
        height: 600,
        alt: {
          fr: 'Site web Diag Habitat 24 affiché sur un ordinateur portable et sur un téléphone',
          en: 'Diag Habitat 24 website shown on a laptop and a mobile phone',
          es: 'Web de Diag Habitat 24 en un portátil y en un móvil',
        },
      },
      {
        src: '/images/portfolio/diagnostic-4.svg',
        width: 800,
        height: 600,
        alt: {
          fr: 'Utilitaire Diag Habitat 24 habillé du logo, des coordonnées et des couleurs de la marque',
          en: 'Diag Habitat 24 van wrapped with the logo, contact details and brand colours',
          es: 'Furgoneta de Diag Habitat 24 rotulada con el logotipo, los datos de contacto y los colores de la marca',
        },
      },
    ],
  },
  {
    slug: 'page-facebook',
    services: ['social-web'],
    title: {
      fr: 'Page Facebook d’une fromagerie',
      en: 'A cheese shop’s Facebook page',
      es: 'Gestión de una página de Facebook',
    },
    description: {
      fr: 'Nous animons la page de cette fromagerie du centre de Périgueux, à raison de deux à trois publications par semaine : arrivages, recettes de saison, présence sur les marchés. La communauté grandit régulièrement, et les clients parlent en boutique des publications qu’ils ont vues.',
      en: 'We run the Facebook page for a cheese shop in the centre of Périgueux, posting two or three times a week: new arrivals, seasonal recipes and where to find the shop at the markets. The page’s following is growing steadily, and customers mention the posts they’ve seen when they come into the shop.',
      es: 'Gestionamos la página de Facebook de una quesería del centro de Périgueux, con dos o tres publicaciones por semana: quesos recién llegados, recetas de temporada y los mercados a los que va. La comunidad crece de forma constante y los clientes comentan en la tienda las publicaciones que han visto.',
    },
    images: [],
  },
  {
    slug: 'cartes-visite-assureur',
    services: ['print'],
    title: {
      fr: 'Cartes de visite pour un agent d’assurance',
      en: 'Business cards for an insurance agent',
      es: 'Tarjetas de visita para un agente de seguros',
    },
    description: {
      fr: 'Des cartes de visite sobres et rassurantes pour un agent général d’assurance de Biarritz : le recto reprend les couleurs de son agence, le verso réunit les coordonnées et un QR code vers la prise de rendez-vous. Impression sur papier épais mat, pour une carte qu’on garde volontiers.',
      en: 'Understated, reassuring business cards for an insurance agent in Biarritz: the front carries the insurance agency’s colours, and the back has the contact details and a QR code for booking an appointment. Printed on thick matt card – the kind people are happy to hang on to.',
      es: 'Tarjetas de visita sobrias y que inspiran confianza para un agente de seguros de Biarritz: el anverso lleva los colores de la agencia y el reverso reúne los datos de contacto y un código QR para pedir cita. Impresas en papel grueso mate, para que den ganas de guardarlas.',
    },
    images: [
      {
        src: '/images/portfolio/cartes-visite-assureur.svg',
        width: 800,
        height: 600,
        alt: {
          fr: 'Cartes de visite de l’agent d’assurance, recto aux couleurs de son agence et verso avec coordonnées et QR code',
          en: 'The insurance agent’s business cards: front in the insurance agency’s colours, back with contact details and a QR code',
          es: 'Tarjetas de visita del agente de seguros: anverso con los colores de la agencia y reverso con datos de contacto y código QR',
        },
      },
    ],
  },
  {
    slug: 'goodies-cles-usb',
    services: ['print'],
    title: {
      fr: 'Clés USB personnalisées pour un salon',
      en: 'Branded USB sticks for a trade show',
      es: 'Memorias USB personalizadas para una feria',
    },
    description: {
      fr: 'Pour le stand d’une entreprise sur un salon professionnel, nous avons conçu des clés USB gravées à son logo, présentées dans un petit étui cartonné assorti à sa charte. Chaque clé contenait la brochure et les références de l’entreprise\u00a0: les visiteurs repartaient avec un objet utile, et de quoi la recontacter.',
      en: 'For a company’s stand at a trade show, we designed USB sticks engraved with its logo, presented in a small card case to match its branding. Each stick held the company’s brochure and client references, so visitors left with far more than just another promotional item.',
      es: 'Para el stand de una empresa en una feria profesional diseñamos memorias USB grabadas con su logotipo, presentadas en un pequeño estuche de cartón a juego con su imagen de marca. Cada memoria incluía el folleto y los trabajos de referencia de la empresa, para que los visitantes se llevaran mucho más que un simple objeto promocional.',
    },
    images: [
      {
        src: '/images/portfolio/goodies-cles-usb.svg',
        width: 800,
        height: 600,
        alt: {
          fr: 'Clés USB gravées au logo de l’entreprise, posées à côté de leur étui cartonné',
          en: 'USB sticks engraved with the company logo, next to their card case',
          es: 'Memorias USB grabadas con el logotipo de la empresa junto a su estuche de cartón',
        },
      },
    ],
  },
];
