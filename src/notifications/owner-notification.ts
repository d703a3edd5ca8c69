import { shownContactMessage, type StoredContactMessage } from '../db/contact-messages';
import { LANGUAGE_SPECS } from '../languages/languages';
import { CONTACT_MESSAGE } from '../records/contact-message';
import { lineFieldNames, textFieldNames } from '../records/record';

const LINE_FIELDS = lineFieldNames(CONTACT_MESSAGE);
const TEXT_FIELDS = textFieldNames(CONTACT_MESSAGE);

/**
 * The e-mail that tells the agency about a contact message, in French (the
 * agency's language) whatever the visitor's language. Replying to it answers
 * the visitor, whose address is the Reply-To. What the visitor typed is
 * shown with any control character written out, as the forms refuse them
 * anyway: none reaches the subject line or the owner's mail client.
 */
export function ownerNotification(stored: StoredContactMessage): { subject: string; text: string } {
  const message = shownContactMessage(stored);
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
      `Langue : ${LANGUAGE_SPECS[message.language].name}`,
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
