import type { Localized } from '../i18n/languages';

export const SERVICE_IDS = ['strategy', 'print', 'social-web', 'google-business', 'international', 'coaching'] as const;
export type ServiceId = (typeof SERVICE_IDS)[number];

/** One of the six services: its card on the home and the services overview. Its page is services/<id>/<language>.md. */
export interface Service {
  /** Also names its illustration, assets/images/services/<id>.svg. */
  id: ServiceId;
  title: Localized;
  /** One or two sentences for the card. */
  description: Localized;
}

export const SERVICES: readonly Service[] = [
  {
    id: 'strategy',
    title: {
      fr: 'Stratégie & marketing',
      en: 'Strategy & marketing',
      es: 'Estrategia y marketing',
    },
    description: {
      fr: 'Un audit de votre marketing, des cibles claires et un plan d’actions concret pour attirer des clients sérieux sans disperser votre budget.',
      en: 'An audit of your marketing, clearly defined targets and a practical action plan to win serious clients without spreading your budget thin.',
      es: 'Una auditoría de tu marketing, objetivos claros y un plan de acción concreto para atraer clientes serios sin dispersar tu presupuesto.',
    },
  },
  {
    id: 'print',
    title: {
      fr: 'Print & identité visuelle',
      en: 'Print & visual identity',
      es: 'Imprenta e identidad visual',
    },
    description: {
      fr: 'Logo, charte graphique, cartes de visite et brochures : une image cohérente et professionnelle sur tous vos supports imprimés.',
      en: 'Logo, brand guidelines, business cards and brochures: a consistent, professional image across everything you print.',
      es: 'Logotipo, manual de marca, tarjetas de visita y folletos: una imagen coherente y profesional en todos tus soportes impresos.',
    },
  },
  {
    id: 'social-web',
    title: {
      fr: 'Réseaux sociaux & sites web',
      en: 'Social media & websites',
      es: 'Redes sociales y sitios web',
    },
    description: {
      fr: 'Un site clair et rapide, des réseaux sociaux animés avec régularité : vos clients vous trouvent et comprennent vite ce que vous faites.',
      en: 'A clear, fast website and regularly updated social media, so customers find you and quickly understand what you do.',
      es: 'Una web clara y rápida y unas redes sociales activas con regularidad: tus clientes te encuentran y entienden enseguida lo que haces.',
    },
  },
  {
    id: 'google-business',
    title: {
      fr: 'Google Business & avis',
      en: 'Google Business & reviews',
      es: 'Google Business y reseñas',
    },
    description: {
      fr: 'Une fiche Google Business optimisée et des réponses aux avis maîtrisées pour gagner en visibilité locale, notamment sur Google Maps.',
      en: 'An optimised Google Business Profile and well-handled replies to reviews to boost your local visibility, especially on Google Maps.',
      es: 'Una ficha de Google Business optimizada y respuestas a las reseñas bien gestionadas para ganar visibilidad local, sobre todo en Google Maps.',
    },
  },
  {
    id: 'international',
    title: {
      fr: 'Développement international',
      en: 'International development',
      es: 'Desarrollo internacional',
    },
    description: {
      fr: 'Des supports adaptés aux marchés francophones, anglophones et hispanophones, et un accompagnement concret pour réussir à l’export.',
      en: 'Marketing materials adapted to French-, English- and Spanish-speaking markets, plus hands-on support to help you succeed in export.',
      es: 'Materiales adaptados a los mercados francófonos, anglófonos e hispanohablantes, y un acompañamiento práctico para triunfar en la exportación.',
    },
  },
  {
    id: 'coaching',
    title: {
      fr: 'Coaching & formation',
      en: 'Coaching & training',
      es: 'Coaching y formación',
    },
    description: {
      fr: 'Des ateliers de 2 h, 4 h ou une journée pour gagner en autonomie : prise de parole, réseaux sociaux, pitch pour vos salons.',
      en: 'Workshops of 2 hours, 4 hours or a full day to build your confidence and independence: public speaking, social media, trade-show pitches.',
      es: 'Talleres de 2 h, 4 h o una jornada para ganar autonomía: hablar en público, redes sociales y presentaciones para tus ferias.',
    },
  },
];
