import { CONTACT_FIELDS, CONTACT_MESSAGE } from '../records/contact-message';
import { csvFile } from '../text/csv-cell';
import { deskText } from './i18n/desk-text';
import { allMessages } from './messages/desk-messages';
import { confirmedSubscribers } from './subscribers/desk-subscribers';

/** Every stored message, newest first, for the owner's spreadsheet (src/text/csv-cell.ts: French Excel's format, no cell to compute): one column per field of its record. */
export async function messagesCsv(db: D1Database): Promise<string> {
  const header = [
    deskText('csv.id'),
    deskText('csv.received'),
    deskText('csv.language'),
    ...CONTACT_FIELDS.map((field) => CONTACT_MESSAGE.fields[field].label.fr.toLocaleLowerCase('fr')),
    deskText('csv.page'),
    deskText('csv.handled'),
    deskText('csv.notification'),
  ];
  const rows = (await allMessages(db)).map((message) => [
    message.id,
    message.createdAt,
    message.language,
    ...CONTACT_FIELDS.map((field) => message[field]),
    message.sourcePage,
    message.handledAt,
    message.notification,
  ]);
  return csvFile([header, ...rows]);
}

/**
 * The confirmed newsletter addresses, for a mailing tool: address, language,
 * when confirmed. The addresses come out as typed: the newsletter form refuses
 * one a spreadsheet would compute (src/forms/newsletter-schema.ts).
 */
export async function subscribersCsv(db: D1Database): Promise<string> {
  const rows = (await confirmedSubscribers(db)).map((subscriber) => [subscriber.email, subscriber.language, subscriber.confirmedAt]);
  return csvFile([[deskText('csv.email'), deskText('csv.language'), deskText('csv.confirmed')], ...rows]);
}
