import type { CallToAction, PageMeta, ThreeFaq } from './types';

/** The portfolio page; the four projects come from PROJECTS. */
export interface PortfolioPage {
  meta: PageMeta;
  title: string;
  intro: string;
  otherWork: { heading: string; items: readonly string[] };
  cta: CallToAction;
  faq: ThreeFaq;
}

export const PORTFOLIO_PAGE: PortfolioPage = {
  meta: {
    title: 'Réalisations et références | Sillage Communication',
    description:
      'Identité visuelle, réseaux sociaux, cartes de visite, objets publicitaires : des projets menés par Sillage Communication en Dordogne et sur la côte basque.',
  },
  title: 'Nos réalisations',
  intro:
    'De la carte de visite à l’identité visuelle complète, voici quelques projets menés pour des entreprises de Dordogne et de la côte basque. Chacun est parti d’un besoin concret et d’un premier échange de 20 minutes.',
  otherWork: {
    heading: 'D’autres projets menés pour nos clients',
    items: [
      'Flyers et affiches pour un festival de jazz à Périgueux',
      'Menus et cartes pour un restaurant d’Anglet',
      'Brochure bilingue français-anglais pour des chambres d’hôtes du Périgord noir',
      'Optimisation de la fiche Google Business et des réponses aux avis d’un garage de Bayonne',
      'Site vitrine pour un gîte près de Sarlat',
      'Fiches produits en anglais et en espagnol pour une conserverie artisanale du Périgord',
      'Atelier de 2 h sur Instagram pour un collectif d’artisans d’art de Biarritz',
      'Logo et enseigne pour un salon de coiffure de Bergerac',
    ],
  },
  cta: {
    title: 'Votre projet pourrait être le prochain',
    text: 'Parlez-nous de ce que vous souhaitez réaliser lors d’un échange de 20 minutes, offert et sans engagement. Vous recevez ensuite un devis sous 48 h.',
    button: 'Réserver mon échange offert',
  },
  faq: [
    {
      question: 'Combien de temps faut-il pour réaliser un projet ?',
      answer:
        'Comptez à partir d’une semaine pour des cartes de visite, 2 à 3 semaines pour une brochure, 4 à 6 semaines pour un site web et 6 à 8 semaines pour une identité visuelle complète. Le calendrier précis, révisions comprises, est fixé avec vous dès le devis.',
    },
    {
      question: 'Pouvez-vous me montrer d’autres références ?',
      answer:
        'Oui. Cette page ne présente qu’une partie des plus de 50 projets menés par l’agence, car certains clients préfèrent rester discrets. Lors du premier échange, Maïa peut vous montrer des exemples proches de votre secteur ou de votre besoin, avec l’accord des clients concernés.',
    },
    {
      question: 'À qui appartiennent les fichiers livrés ?',
      answer:
        'Dès le paiement intégral, les droits sur les créations finales livrées vous sont cédés, pour les usages et les supports précisés au devis. Vous recevez les fichiers finaux dans les formats utiles à votre imprimeur ou à votre prestataire web. Les pistes non retenues et les fichiers de travail restent la propriété de l’agence, sauf mention contraire du devis.',
    },
  ],
};
