import { csvFile } from '../text/csv-cell';
import { deskText } from './i18n/desk-text';
import { allMessages } from './messages/desk-messages';
import { confirmedSubscribers } from './subscribers/desk-subscribers';

/**
 * A byte order mark first: without it, Excel reads a CSV file as the system's
 * code page and garbles every accent. Cells that a spreadsheet would compute
 * start with an apostrophe (src/text/csv-cell.ts).
 */
const BYTE_ORDER_MARK = '\uFEFF';

/** Every stored message, newest first, for a spreadsheet. */
export async function messagesCsv(db: D1Database): Promise<string> {
  const header = ['csv.id', 'csv.received', 'csv.language', 'csv.name', 'csv.email', 'csv.company', 'csv.message', 'csv.page', 'csv.handled', 'csv.notification'] as const;
  const rows = (await allMessages(db)).map((message) => [
    message.id,
    message.createdAt,
    message.language,
    message.name,
    message.email,
    message.company,
    message.message,
    message.sourcePage,
    message.handledAt,
    message.notification,
  ]);
  return BYTE_ORDER_MARK + csvFile([header.map((key) => deskText(key)), ...rows]);
}

/** The confirmed newsletter addresses, for a mailing tool: address, language, when confirmed. */
export async function subscribersCsv(db: D1Database): Promise<string> {
  const rows = (await confirmedSubscribers(db)).map((subscriber) => [subscriber.email, subscriber.language, subscriber.confirmedAt]);
  return BYTE_ORDER_MARK + csvFile([[deskText('csv.email'), deskText('csv.language'), deskText('csv.confirmed')], ...rows]);
}
