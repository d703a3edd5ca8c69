import type { PageMeta, ThreeFaq } from './types';

/** The French contact page. Form labels live in the dictionaries (the form is shared). */
export interface ContactPage {
  meta: PageMeta;
  title: string;
  intro: string;
  /** Exactly three items: free 20-minute exchange, quote under 48h, guaranteed responsiveness. */
  banner: readonly [string, string, string];
  coordinatesHeading: string;
  socialHeading: string;
  formHeading: string;
  appointment: {
    title: string;
    text: string;
    button: string;
    /** Subject of the mailto link: an appointment request. */
    mailSubject: string;
    /** French greeting body of the mailto link. */
    mailBody: string;
  };
  faq: ThreeFaq;
}

export const CONTACT_PAGE: ContactPage = {
  meta: {
    title: 'Contact et premier échange offert | Sillage Communication',
    description:
      'Contactez Sillage Communication à Périgueux ou Biarritz : premier échange de 20 minutes offert, réponse sous 24 h et devis sous 48 h, sans engagement.',
  },
  title: 'Contactez Sillage Communication',
  intro:
    'Un projet de communication, une question sur nos services ou simplement l’envie d’en parler ? Écrivez-nous, appelez-nous ou réservez directement un échange de 20 minutes avec Maïa. Nous vous répondons sous 24 h, du lundi au vendredi.',
  banner: [
    'Premier échange de 20 minutes offert',
    'Devis sous 48 h',
    'Réactivité garantie : réponse sous 24 h',
  ],
  coordinatesHeading: 'Nos coordonnées',
  socialHeading: 'Suivez-nous',
  formHeading: 'Envoyez-nous un message',
  appointment: {
    title: 'Réservez votre échange de 20 minutes',
    text: 'Présentez-nous votre projet lors d’un premier échange gratuit et sans engagement, par téléphone ou en visio. Indiquez-nous vos disponibilités : Maïa vous propose un créneau sous 24 h, du lundi au vendredi entre 9 h et 18 h.',
    button: 'Réserver un rendez-vous de 20 minutes',
    mailSubject: 'Demande de rendez-vous – échange de 20 minutes',
    mailBody:
      'Bonjour Maïa,\n\nJe souhaiterais réserver un échange de 20 minutes pour vous présenter mon projet.\n\nMon entreprise :\n\nMes disponibilités :\n\nCordialement,\n',
  },
  faq: [
    {
      question: 'Quand allez-vous me répondre ?',
      answer:
        'Nous répondons à chaque message sous 24 h, du lundi au vendredi de 9 h à 18 h. Un message envoyé le vendredi soir ou le week-end reçoit donc sa réponse dès le lundi. Si vous demandez un devis, vous le recevez sous 48 h après notre premier échange.',
    },
    {
      question: 'Suis-je engagé en vous contactant ?',
      answer:
        'Non, pas du tout : le premier échange de 20 minutes est gratuit et sans engagement, tout comme le devis. Rien ne démarre tant que vous n’avez pas signé ce devis. Vous prenez le temps de réfléchir, et vous êtes libre de donner suite ou non.',
    },
    {
      question: 'Peut-on se rencontrer en personne ?',
      answer:
        'Oui, nous nous déplaçons volontiers dans un rayon de 100 km autour de Périgueux et de Biarritz, Anglet compris, pour vous rencontrer dans vos locaux. Au-delà, nous travaillons en visio ou par téléphone, avec exactement le même suivi. Précisez simplement dans votre message la formule que vous préférez.',
    },
  ],
};
