import { formatMoment } from '../format';
import { deskText } from '../i18n/desk-text';
import type { DeskMessage } from './desk-messages';

/** Whether the owner dealt with the message: « À traiter », or when she marked it handled. */
export const handledText = (message: DeskMessage): string =>
  message.handledAt ? deskText('state.handled', { date: formatMoment(message.handledAt) }) : deskText('state.new');

/** What became of the owner's notification e-mail of the message. */
export function notificationText(message: DeskMessage): string {
  if (message.notification === 'sent') return deskText('notification.sent');
  if (message.notification === 'pending') return deskText('notification.pending');
  return message.nextNotificationAt
    ? deskText('notification.retry', { date: formatMoment(message.nextNotificationAt) })
    : deskText('notification.givenUp');
}
