import { recordNotificationAttempt, type StoredContactMessage } from '../db/contact-messages';
import { ownerNotification } from './owner-notification';

/**
 * E-mails the agency about a stored message through the send_email binding,
 * then records the outcome on the row. A failure is logged and leaves the
 * message stored and marked unsent, for the daily job to send again after a
 * growing delay, a bounded number of times; it never throws, as the visitor's
 * message is safe either way.
 */
export async function notifyOwner(env: Cloudflare.Env, message: StoredContactMessage): Promise<boolean> {
  const { subject, text } = ownerNotification(message);
  let sent = false;
  try {
    await env.NOTIFICATION_EMAIL.send({ from: env.NOTIFY_FROM, to: env.NOTIFY_TO, replyTo: message.email, subject, text });
    sent = true;
  } catch (error) {
    console.error(`Notification of contact message ${message.id} failed; it stays stored, marked unsent.`, error);
  }
  try {
    await recordNotificationAttempt(env.DB, message, sent);
  } catch (error) {
    console.error(`Could not record the notification state of contact message ${message.id}.`, error);
  }
  return sent;
}
