import { CONFIRMATION_VALID_DAYS } from '../db/newsletter-subscribers';
import type { Language } from '../languages/languages';

interface ConfirmationTexts {
  subject: string;
  greeting: string;
  ask: string;
  expiry: string;
  notYou: string;
  signature: string;
}

const DAYS = CONFIRMATION_VALID_DAYS;

/** The confirmation e-mail's texts in each language; the same figures in all three. */
const TEXTS: Record<Language, ConfirmationTexts> = {
  fr: {
    subject: 'Confirmez votre inscription à la newsletter de Sillage Communication',
    greeting: 'Bonjour,',
    ask: 'Pour recevoir notre newsletter (une par mois au plus), confirmez votre inscription en ouvrant ce lien\u00a0:',
    expiry: `Ce lien est valable ${DAYS}\u00a0jours et ne sert qu’une fois. Sans confirmation, votre adresse est supprimée.`,
    notYou: 'Si vous n’avez rien demandé, ignorez cet e-mail\u00a0: vous ne recevrez rien d’autre.',
    signature: 'L’équipe de Sillage Communication',
  },
  en: {
    subject: 'Confirm your subscription to the Sillage Communication newsletter',
    greeting: 'Hello,',
    ask: 'To start receiving our newsletter (one a month at most), please confirm your subscription using this link:',
    expiry: `This link is valid for ${DAYS} days and can only be used once. If you don’t confirm, we’ll delete your address.`,
    notYou: 'If you didn’t ask for this, just ignore this email: you won’t receive anything else from us.',
    signature: 'The Sillage Communication team',
  },
  es: {
    subject: 'Confirma tu suscripción a la newsletter de Sillage Communication',
    greeting: 'Hola:',
    ask: 'Para recibir nuestra newsletter (como máximo, una al mes), confirma tu suscripción haciendo clic en este enlace:',
    expiry: `Este enlace es válido durante ${DAYS} días y solo se puede usar una vez. Si no confirmas, borraremos tu dirección.`,
    notYou: 'Si no te has suscrito tú, ignora este correo: no recibirás nada más.',
    signature: 'El equipo de Sillage Communication',
  },
};

/**
 * The e-mail that asks a new subscriber to confirm their address (double
 * opt-in), in their language, with the confirmation page's link. Plain text:
 * the link is shown whole, so it can be checked before it is opened.
 */
export function newsletterConfirmation(language: Language, link: string): { subject: string; text: string } {
  const texts = TEXTS[language];
  return {
    subject: texts.subject,
    text: [texts.greeting, '', texts.ask, link, '', texts.expiry, '', texts.notYou, '', '—', texts.signature].join('\n'),
  };
}
