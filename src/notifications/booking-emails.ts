import { EmailMessage } from 'cloudflare:email';
import { BOOKING_UID_DOMAIN } from '../booking/booking-uid';
import { invitationEmail } from '../booking/invitation-email';
import { invitationIcs } from '../booking/invitation';
import { BOOKING_RULES } from '../booking/rules';
import { callTimeText, zoneNameText } from '../booking/slot-text';
import { offsetAt } from '../booking/zoned-time';
import { AGENCY } from '../content/agency';
import { shownBooking, type StoredBooking } from '../db/bookings';
import { factText, siteFactTexts } from '../facts/fact-text';
import { fillFacts } from '../facts/fact-texts';
import { FACTS } from '../facts/facts';
import { tokenUrl } from '../forms/outcome-urls';
import { LANGUAGE_SPECS, type Language } from '../languages/languages';
import { linkTo } from '../routes';
import { BOOKING_EMAIL_TEXTS } from './booking-email-texts';

/**
 * The e-mails of a booking: to the visitor through BOOKING_EMAIL (any
 * address, from BOOKING_FROM), in their language; to the owner through
 * NOTIFICATION_EMAIL, in French, with the same invitation, so that her
 * calendar holds every call. A failure is logged and never thrown: the
 * booking is stored either way, and the visitor's page never depends on it.
 */

/** What changed, which the e-mails and the invitation's method follow. */
export type BookingChange = 'confirmed' | 'moved' | 'cancelled';

const fill = (text: string, language: Language) =>
  fillFacts(text, siteFactTexts(language), language, (name) => {
    throw new Error(`src/notifications/booking-email-texts.ts: unknown fact "{${name}}"`);
  });

/** The site's page `id` in `language`, absolute, with a link's `secret`. */
const pageLink = (env: Cloudflare.Env, id: 'booking' | 'booking-confirmation' | 'booking-management', language: Language, secret?: string) =>
  env.SITE_URL + (secret ? tokenUrl(linkTo(id, language), secret) : linkTo(id, language));

/** The call's lines: when, in the visitor's zone and named; in Paris when the clocks differ; how long. */
function callLines(booking: StoredBooking): string[] {
  const texts = BOOKING_EMAIL_TEXTS[booking.language];
  const { startAt: start, zone, language } = booking;
  const lines = [`${texts.when} ${callTimeText(start, zone, language)} (${zoneNameText(zone, language, start)})`];
  if (offsetAt(start, zone) !== offsetAt(start, BOOKING_RULES.zone)) lines.push(`${texts.inParis} ${callTimeText(start, BOOKING_RULES.zone, language)}`);
  lines.push(`${texts.length} ${factText(language, 'firstCallLength')}`);
  return lines;
}

/** A unique Message-ID on the booking's domain: the send_email binding refuses a message without one. */
const messageId = () => `<${crypto.randomUUID()}@${BOOKING_UID_DOMAIN}>`;

/** Sends `send()`, logging a failure with `what` (never what the visitor wrote); whether it went. */
async function attempt(what: string, send: () => Promise<unknown>): Promise<boolean> {
  try {
    await send();
    return true;
  } catch (error) {
    console.error(`Booking e-mail not sent: ${what}.`, error);
    return false;
  }
}

/**
 * The e-mail sent when a slot is held: the call, and the link that confirms
 * it within the hold. Plain text, the link whole, so it can be checked
 * before it is opened.
 */
export function sendHoldLink(env: Cloudflare.Env, booking: StoredBooking, confirmSecret: string): Promise<boolean> {
  const texts = BOOKING_EMAIL_TEXTS[booking.language];
  const text = [
    texts.greeting,
    '',
    texts.hold.intro,
    ...callLines(booking),
    '',
    texts.hold.ask,
    pageLink(env, 'booking-confirmation', booking.language, confirmSecret),
    '',
    texts.hold.expiry,
    '',
    texts.hold.notYou,
    '',
    '—',
    texts.signature,
  ].join('\n');
  return attempt(`confirmation link of booking ${booking.id}`, () =>
    env.BOOKING_EMAIL.send({ from: env.BOOKING_FROM, to: booking.email, replyTo: FACTS.email, subject: texts.hold.subject, text }),
  );
}

/** The invitation's calendar text (its method, UID, SEQUENCE and times in UTC) for `booking` as it stands. */
function invitationOf(booking: StoredBooking, method: 'REQUEST' | 'CANCEL', now: number): string {
  const texts = BOOKING_EMAIL_TEXTS[booking.language];
  return invitationIcs({
    method,
    uid: booking.uid,
    sequence: booking.sequence,
    stamp: now,
    start: booking.startAt,
    end: booking.endAt,
    organizer: { name: AGENCY.name, email: FACTS.email },
    attendee: { name: booking.name, email: booking.email },
    summary: texts.summary,
    description: fill(texts.how, booking.language),
    location: factText(booking.language, 'phoneInternational'),
  });
}

/**
 * The visitor's e-mail for a change of their booking, its invitation beside
 * the text: a REQUEST once confirmed or moved, with the management link; a
 * CANCEL once cancelled, with the way to book again.
 */
function visitorEmail(env: Cloudflare.Env, booking: StoredBooking, change: BookingChange, ics: string, manageSecret?: string): string {
  const texts = BOOKING_EMAIL_TEXTS[booking.language];
  const language = booking.language;
  const body =
    change === 'cancelled'
      ? [
          booking.cancelledBy === 'owner' ? texts.cancelled.byOwner : texts.cancelled.byVisitor,
          ...callLines(booking),
          '',
          texts.cancelled.calendar,
          '',
          texts.cancelled.again,
          pageLink(env, 'booking', language),
        ]
      : [
          texts[change].intro,
          ...callLines(booking),
          '',
          fill(texts.how, language),
          texts[change].calendar,
          '',
          texts.manage,
          pageLink(env, 'booking-management', language, manageSecret),
        ];
  return invitationEmail({
    from: { name: AGENCY.name, email: env.BOOKING_FROM },
    to: { name: booking.name, email: booking.email },
    replyTo: { email: FACTS.email },
    subject: texts[change].subject,
    text: [texts.greeting, '', ...body, '', '—', texts.signature].join('\n'),
    ics,
    method: change === 'cancelled' ? 'CANCEL' : 'REQUEST',
    messageId: messageId(),
    date: Date.now(),
  });
}

const OWNER_SUBJECTS: Record<BookingChange, string> = {
  confirmed: 'Rendez-vous réservé',
  moved: 'Rendez-vous déplacé',
  cancelled: 'Rendez-vous annulé',
};

/** The owner's e-mail's first line, which says what happened (a cancellation may be hers). */
const OWNER_INTROS: Record<BookingChange, string> = {
  confirmed: 'Un premier échange vient d’être réservé sur le site.',
  moved: 'Un premier échange réservé sur le site vient d’être déplacé par le visiteur.',
  cancelled: 'Un premier échange réservé sur le site vient d’être annulé.',
};

/**
 * The owner's e-mail, in French whatever the visitor's language, with the
 * same invitation: who booked, when (in Paris, and in the visitor's zone),
 * and what they wrote, every control character written out. Replying to it
 * answers the visitor.
 */
function ownerEmail(env: Cloudflare.Env, stored: StoredBooking, change: BookingChange, ics: string): string {
  const booking = shownBooking(stored);
  const paris = callTimeText(booking.startAt, BOOKING_RULES.zone, 'fr');
  const cancelledBy = change === 'cancelled' ? [`Annulé par\u00a0: ${booking.cancelledBy === 'owner' ? 'vous, depuis le bureau' : 'le visiteur, depuis le lien de son e-mail'}`] : [];
  return invitationEmail({
    from: { name: AGENCY.name, email: env.NOTIFY_FROM },
    to: { email: env.NOTIFY_TO },
    replyTo: { name: booking.name, email: stored.email },
    subject: `${OWNER_SUBJECTS[change]}\u00a0: ${booking.name}, ${paris}`,
    text: [
      OWNER_INTROS[change],
      '',
      `Date et heure\u00a0: ${paris} (heure de Paris)`,
      `Heure du visiteur\u00a0: ${callTimeText(booking.startAt, booking.zone, 'fr')} (${booking.zone})`,
      ...cancelledBy,
      '',
      `Nom\u00a0: ${booking.name}`,
      `E-mail\u00a0: ${booking.email}`,
      `Entreprise\u00a0: ${booking.company || '(non précisée)'}`,
      `Langue\u00a0: ${LANGUAGE_SPECS[booking.language].name}`,
      '',
      'Son projet en quelques mots\u00a0:',
      booking.note || '(non précisé)',
      '',
      '—',
      `Répondez à cet e-mail pour écrire à ${booking.name}. Rendez-vous n°\u00a0${booking.id}.`,
    ].join('\n'),
    ics,
    method: change === 'cancelled' ? 'CANCEL' : 'REQUEST',
    messageId: messageId(),
    date: Date.now(),
  });
}

/**
 * Sends the invitation of `booking`, just confirmed, moved or cancelled
 * (its SEQUENCE raised by the move or the cancellation), to the visitor and
 * to the owner: a REQUEST, or a CANCEL. `manageSecret` is the management
 * link's, for a REQUEST.
 */
export async function sendInvitations(env: Cloudflare.Env, booking: StoredBooking, change: BookingChange, manageSecret?: string): Promise<void> {
  const ics = invitationOf(booking, change === 'cancelled' ? 'CANCEL' : 'REQUEST', Date.now());
  await Promise.all([
    attempt(`${change} invitation of booking ${booking.id} to its visitor`, () =>
      env.BOOKING_EMAIL.send(new EmailMessage(env.BOOKING_FROM, booking.email, visitorEmail(env, booking, change, ics, manageSecret))),
    ),
    attempt(`${change} invitation of booking ${booking.id} to the owner`, () =>
      env.NOTIFICATION_EMAIL.send(new EmailMessage(env.NOTIFY_FROM, env.NOTIFY_TO, ownerEmail(env, booking, change, ics))),
    ),
  ]);
}

/** The reminder, the day before the call: the call, how it happens, and the management link. */
export function sendReminder(env: Cloudflare.Env, booking: StoredBooking, manageSecret: string): Promise<boolean> {
  const texts = BOOKING_EMAIL_TEXTS[booking.language];
  const text = [
    texts.greeting,
    '',
    texts.reminder.intro,
    ...callLines(booking),
    '',
    fill(texts.how, booking.language),
    '',
    texts.manage,
    pageLink(env, 'booking-management', booking.language, manageSecret),
    '',
    '—',
    texts.signature,
  ].join('\n');
  return attempt(`reminder of booking ${booking.id}`, () =>
    env.BOOKING_EMAIL.send({ from: env.BOOKING_FROM, to: booking.email, replyTo: FACTS.email, subject: texts.reminder.subject, text }),
  );
}
