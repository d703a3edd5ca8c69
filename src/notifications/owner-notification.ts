import type { StoredContactMessage } from '../db/contact-messages';
import { LANGUAGE_OPTIONS } from '../i18n/languages';

/**
 * The e-mail that tells the agency about a contact message, in French (the
 * agency's language) whatever the visitor's language. Replying to it answers
 * the visitor, whose address is the Reply-To.
 */
export function ownerNotification(message: StoredContactMessage): { subject: string; text: string } {
  const received = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Paris' }).format(
    new Date(message.createdAt),
  );
  return {
    subject: `Nouveau message de ${message.name} via le site`,
    text: [
      `Nouveau message reçu par le formulaire du site, le ${received} (heure de Paris).`,
      '',
      `Nom : ${message.name}`,
      `E-mail : ${message.email}`,
      `Entreprise : ${message.company || '(non précisée)'}`,
      `Langue : ${LANGUAGE_OPTIONS[message.language].name}`,
      `Page : ${message.sourcePage}`,
      '',
      'Message :',
      message.message,
      '',
      '—',
      `Répondez à cet e-mail pour écrire à ${message.name}. Message n° ${message.id} ; la liste des messages : npm run messages.`,
    ].join('\n'),
  };
}
