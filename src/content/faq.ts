import type { Localized } from '../i18n/languages';

export interface FaqItem {
  question: string;
  answer: string;
}

/** The five questions of the home page, translated; the FAQ page lists them first. */
export const HOME_FAQ: Localized<readonly FaqItem[]> = {
  fr: [
    {
      question: 'Comment se passe le premier échange gratuit ?',
      answer:
        'Vous nous contactez par téléphone, par e-mail ou via le formulaire, et nous vous répondons sous 24 h pour convenir d’un créneau. Pendant 20 minutes, gratuitement et sans engagement, Maïa fait le point avec vous sur votre activité, vos objectifs et vos contraintes, par téléphone ou en visio. Vous repartez avec des premières pistes concrètes et, si vous le souhaitez, un devis sous 48 h.',
    },
    {
      question: 'Combien de temps dure un projet ?',
      answer:
        'Tout dépend de ce que vous nous confiez : comptez 1 semaine pour des cartes de visite, 2 à 3 semaines pour une brochure, 4 à 6 semaines pour un site web et 6 à 8 semaines pour une identité visuelle complète. Le calendrier est fixé avec vous dès le devis, étape par étape.',
    },
    {
      question: 'Combien coûte une prestation ?',
      answer:
        'Chaque projet fait l’objet d’un devis sur mesure : les tarifs vont de 500 € pour des cartes de visite à plusieurs milliers d’euros pour une identité visuelle complète ou un site web. Vous recevez votre devis sous 48 h, sans engagement. Deux à trois tours de révisions sont inclus, pour que le résultat vous ressemble vraiment.',
    },
    {
      question: 'Vous déplacez-vous ?',
      answer:
        'Oui, nous nous déplaçons dans un rayon de 100 km autour de Périgueux et de Biarritz. Au-delà, nous travaillons en visio ou par téléphone, avec le même suivi. Nous sommes disponibles du lundi au vendredi, de 9 h à 18 h.',
    },
    {
      question: 'Dans quelles langues travaillez-vous ?',
      answer:
        'Nous travaillons en français, en anglais et en espagnol : vous échangez avec nous dans la langue de votre choix, et nous réalisons vos supports dans ces trois langues. C’est aussi le cœur de notre offre de développement international, qui adapte votre communication aux marchés anglophones et hispanophones bien au-delà de la simple traduction.',
    },
  ],
  en: [
    {
      question: 'How does the free first conversation work?',
      answer:
        'Get in touch by phone, by e-mail or through the contact form, and we will reply within 24 hours to arrange a time. For 20 minutes, free of charge and with no obligation, Maïa talks through your business, your goals and your constraints with you, by phone or video call. You come away with some practical first ideas and, if you wish, a quote within 48 hours.',
    },
    {
      question: 'How long does a project take?',
      answer:
        'It depends on what you ask us to do: allow from one week for business cards, 2–3 weeks for a brochure, 4–6 weeks for a website and 6–8 weeks for a complete visual identity. We agree the schedule with you, step by step, when we send the quote.',
    },
    {
      question: 'How much does it cost?',
      answer:
        'Every project is quoted individually: prices range from €500 for business cards to several thousand euros for a complete visual identity or a website. You receive your quote within 48 hours, with no commitment. Two to three rounds of revisions are included, so the final result truly reflects your business.',
    },
    {
      question: 'Do you travel to meet clients?',
      answer:
        'Yes, we travel within 100 km of Périgueux and Biarritz. Further afield, we work by video call or phone, with the same level of support. We are available Monday to Friday, from 9 am to 6 pm.',
    },
    {
      question: 'Which languages do you work in?',
      answer:
        'We work in French, English and Spanish: you can talk to us in whichever language you prefer, and we produce your materials in all three. This is also at the heart of our international development service, which adapts your communication to English- and Spanish-speaking markets, going well beyond simple translation.',
    },
  ],
  es: [
    {
      question: '¿Cómo funciona la primera conversación gratuita?',
      answer:
        'Póngase en contacto con nosotros por teléfono, por correo electrónico o mediante el formulario, y le responderemos en 24 horas para acordar un momento. Durante 20 minutos, de forma gratuita y sin compromiso, Maïa repasa con usted su actividad, sus objetivos y sus limitaciones, por teléfono o por videollamada. Se llevará unas primeras ideas concretas y, si lo desea, un presupuesto en 48 horas.',
    },
    {
      question: '¿Cuánto tiempo lleva un proyecto?',
      answer:
        'Depende de lo que nos encargue: cuente a partir de una semana para unas tarjetas de visita, de 2 a 3 semanas para un folleto, de 4 a 6 semanas para una web y de 6 a 8 semanas para una identidad visual completa. El calendario se fija con usted, paso a paso, en el momento del presupuesto.',
    },
    {
      question: '¿Cuánto cuesta?',
      answer:
        'Cada proyecto tiene un presupuesto a medida: los precios van desde 500 € para unas tarjetas de visita hasta varios miles de euros para una identidad visual completa o una web. Recibirá su presupuesto en 48 horas, sin compromiso. Se incluyen dos o tres rondas de revisiones para que el resultado refleje de verdad su empresa.',
    },
    {
      question: '¿Se desplazan?',
      answer:
        'Sí, nos desplazamos en un radio de 100 km alrededor de Périgueux y Biarritz. Más allá, trabajamos por videollamada o por teléfono, con el mismo seguimiento. Estamos disponibles de lunes a viernes, de 9:00 a 18:00.',
    },
    {
      question: '¿En qué idiomas trabajan?',
      answer:
        'Trabajamos en francés, inglés y español: puede hablar con nosotros en el idioma que prefiera y elaboramos sus materiales en los tres. Es también el núcleo de nuestro servicio de desarrollo internacional, que adapta su comunicación a los mercados anglófonos e hispanohablantes, mucho más allá de una simple traducción.',
    },
  ],
};
