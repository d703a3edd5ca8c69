import type { PageMeta, ThreeFaq } from './types';

/** The French blog page; the cards come from the articles. */
export interface BlogPage {
  meta: PageMeta;
  title: string;
  intro: string;
  /** Accessible name of the group of category buttons. */
  filterLabel: string;
  /** The "all categories" button: "Tous". */
  allLabel: string;
  /** Exactly "Aucun article dans cette catégorie pour le moment." */
  emptyMessage: string;
  newsletter: {
    title: string;
    text: string;
    emailLabel: string;
    emailPlaceholder: string;
    button: string;
    /** One sentence on consent and unsubscribing (at most one newsletter a month). */
    privacyNote: string;
    /** Date of `privacyNote`'s wording, recorded with each sign-up: change it with the wording. */
    consentVersion: string;
  };
  faq: ThreeFaq;
}

export const BLOG_PAGE: BlogPage = {
  meta: {
    title: 'Blog marketing et communication | Sillage Communication',
    description:
      'Conseils concrets en marketing, communication, référencement local et coaching pour artisans et PME, de Périgueux à la côte basque.',
  },
  title: 'Le blog de Sillage Communication',
  intro:
    'Des conseils pratiques pour mieux communiquer, attirer des clients près de chez vous et soigner votre image, sans jargon. Maïa y partage ce qu’elle applique chaque jour avec les artisans, PME et entreprises qu’elle accompagne. Choisissez une catégorie ou parcourez tous les articles.',
  filterLabel: 'Filtrer les articles par catégorie',
  allLabel: 'Tous',
  emptyMessage: 'Aucun article dans cette catégorie pour le moment.',
  newsletter: {
    title: 'Recevez nos conseils par e-mail',
    text: 'Une newsletter au plus par mois, avec des conseils pratiques à appliquer tout de suite : réseaux sociaux, fiche Google, supports imprimés, prise de parole. Rien de plus, et jamais de publicité envahissante.',
    emailLabel: 'Votre adresse e-mail',
    emailPlaceholder: 'prenom@entreprise.fr',
    button: 'S’abonner',
    privacyNote:
      'Votre adresse sert uniquement à l’envoi de la newsletter, et chaque envoi contient un lien pour vous désinscrire en un clic.',
    consentVersion: '2026-11-21',
  },
  faq: [
    {
      question: 'À quel rythme publiez-vous de nouveaux articles ?',
      answer:
        'Nous publions 2 à 3 articles par mois, en prenant le temps de les rendre vraiment utiles. Pour ne rien manquer, inscrivez-vous à la newsletter : elle vous arrive au plus une fois par mois, avec l’essentiel des derniers conseils.',
    },
    {
      question: 'Puis-je vous suggérer un sujet ?',
      answer:
        'Avec plaisir ! Si une question revient souvent dans votre activité, écrivez-nous à contact@sillage-communication.fr ou via le formulaire de contact. Les sujets qui parlent au plus grand nombre de lecteurs rejoignent notre calendrier éditorial.',
    },
    {
      question: 'Puis-je réutiliser vos conseils ?',
      answer:
        'Bien sûr, ils sont faits pour être appliqués dans votre entreprise, sans aucune formalité. Vous pouvez aussi citer un court extrait en mentionnant la source et en renvoyant vers l’article. En revanche, pour reproduire un article entier, demandez-nous d’abord notre accord par e-mail.',
    },
  ],
};
