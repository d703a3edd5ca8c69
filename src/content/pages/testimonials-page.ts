import type { CallToAction, PageMeta, ThreeFaq } from './types';

/** The testimonials page; the six cards come from TESTIMONIALS. */
export interface TestimonialsPage {
  meta: PageMeta;
  title: string;
  intro: string;
  results: { heading: string; tiles: readonly [ResultTile, ResultTile, ResultTile] };
  cta: CallToAction;
  faq: ThreeFaq;
}

export interface ResultTile {
  /** Exactly "+40%", "x3" or "100%". */
  value: string;
  label: string;
}

export const TESTIMONIALS_PAGE: TestimonialsPage = {
  meta: {
    title: 'Avis et témoignages clients | Sillage Communication',
    description:
      'Note moyenne de 5/5 sur plus de 50 projets : lisez les avis d’artisans, de PME et d’entreprises exportatrices accompagnés par Sillage Communication.',
  },
  title: 'Ce que nos clients disent de nous',
  intro:
    'Artisans, commerçants, PME et entreprises tournées vers l’export : ils nous ont confié leur communication et racontent ici ce qui a changé pour eux. Sur plus de 50 projets menés, nos clients nous attribuent une note moyenne de 5/5.',
  results: {
    heading: 'Les résultats constatés par nos clients',
    tiles: [
      { value: '+40%', label: 'de demandes de clients sérieux' },
      { value: 'x3', label: 'de visibilité locale' },
      { value: '100%', label: 'd’image cohérente sur tous les supports' },
    ],
  },
  cta: {
    title: 'Et si le prochain témoignage était le vôtre ?',
    text: 'Parlons de vos objectifs lors d’un premier échange de 20 minutes, offert et sans engagement. Vous recevez ensuite un devis sous 48 h.',
    button: 'Réserver mon échange offert',
  },
  faq: [
    {
      question: 'Ces avis sont-ils authentiques ?',
      answer:
        'Oui. Chaque témoignage publié ici provient d’un client que nous avons réellement accompagné, et il est reproduit avec son accord. Pour respecter la vie privée de chacun, nous indiquons seulement le prénom et l’initiale du nom, avec le nom de l’entreprise.',
    },
    {
      question: 'Puis-je échanger avec un ancien client ?',
      answer:
        'C’est possible. Si vous le souhaitez, nous pouvons vous mettre en relation avec un client dont le projet ressemble au vôtre, après avoir obtenu son accord. Parlez-en à Maïa lors de votre premier échange de 20 minutes.',
    },
    {
      question: 'Quels résultats puis-je attendre ?',
      answer:
        'Cela dépend de votre point de départ, de votre secteur et des actions menées : nous ne promettons aucun chiffre avant d’avoir étudié votre situation. Certains effets arrivent vite, comme après l’optimisation d’une fiche Google Business, dont les améliorations sont visibles en 2 à 4 semaines. D’autres, comme une nouvelle identité visuelle ou une stratégie marketing, se mesurent sur plusieurs mois, avec des indicateurs que nous définissons ensemble dès le départ.',
    },
  ],
};
