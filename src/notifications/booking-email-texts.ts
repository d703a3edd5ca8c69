import { HOLD_MINUTES } from '../db/bookings';
import type { Language } from '../languages/languages';

/**
 * What the e-mails about a booking say to the visitor, in their language
 * (the page's they booked from). `{…}` names a fact (src/facts/facts.ts),
 * filled in when the e-mail is written; the call's time is written by Intl
 * in the visitor's zone, and in Paris when the clocks differ.
 */
export interface BookingEmailTexts {
  greeting: string;
  signature: string;
  /** The labels of the call's lines. */
  when: string;
  inParis: string;
  length: string;
  /** The slot is held: confirm it from the link. */
  hold: { subject: string; intro: string; ask: string; expiry: string; notYou: string };
  /** How the call happens: the invitation's description too. */
  how: string;
  manage: string;
  confirmed: { subject: string; intro: string; calendar: string };
  moved: { subject: string; intro: string; calendar: string };
  cancelled: { subject: string; byVisitor: string; byOwner: string; calendar: string; again: string };
  reminder: { subject: string; intro: string };
  /** The event's title in the visitor's calendar. */
  summary: string;
}

const MINUTES = HOLD_MINUTES;

export const BOOKING_EMAIL_TEXTS: Record<Language, BookingEmailTexts> = {
  fr: {
    greeting: 'Bonjour,',
    signature: 'Maïa, Sillage Communication',
    when: 'Date et heure\u00a0:',
    inParis: 'À Paris\u00a0:',
    length: 'Durée\u00a0:',
    hold: {
      subject: 'Confirmez votre premier échange avec Sillage Communication',
      intro: 'Vous avez choisi ce créneau pour votre premier échange avec Maïa\u00a0:',
      ask: `Pour le réserver, confirmez-le dans les ${MINUTES}\u00a0minutes en ouvrant ce lien\u00a0:`,
      expiry: 'Sans confirmation dans ce délai, le créneau redevient disponible pour quelqu’un d’autre.',
      notYou: 'Si vous n’avez rien demandé, ignorez cet e-mail\u00a0: rien ne sera réservé.',
    },
    how: 'À l’heure convenue, appelez Maïa au {phone}. Vous préférez la visio\u00a0? Répondez à cet e-mail\u00a0: elle vous enverra un lien.',
    manage: 'Pour déplacer ou annuler ce premier échange\u00a0:',
    confirmed: {
      subject: 'Votre premier échange est confirmé',
      intro: 'C’est confirmé\u00a0: Maïa vous attend pour votre premier échange. Il est offert, et ne vous engage à rien.',
      calendar: 'L’invitation jointe vous permet d’ajouter cet échange à votre agenda.',
    },
    moved: {
      subject: 'Votre premier échange est déplacé',
      intro: 'C’est noté\u00a0: votre premier échange est déplacé. Voici son nouveau créneau\u00a0:',
      calendar: 'L’invitation jointe met votre agenda à jour.',
    },
    cancelled: {
      subject: 'Votre premier échange est annulé',
      byVisitor: 'C’est noté\u00a0: votre premier échange est annulé.',
      byOwner: 'Maïa ne pourra malheureusement pas assurer votre premier échange à l’heure prévue et vous prie de l’en excuser.',
      calendar: 'La mise à jour jointe retire cet échange de votre agenda.',
      again: 'Pour choisir un autre créneau\u00a0:',
    },
    reminder: {
      subject: 'Rappel\u00a0: votre premier échange a lieu demain',
      intro: 'À demain\u00a0! Voici l’heure de votre premier échange avec Maïa\u00a0:',
    },
    summary: 'Premier échange avec Sillage Communication',
  },
  en: {
    greeting: 'Hello,',
    signature: 'Maïa, Sillage Communication',
    when: 'When:',
    inParis: 'In Paris:',
    length: 'Length:',
    hold: {
      subject: 'Confirm your first call with Sillage Communication',
      intro: 'You’ve chosen this time for your first call with Maïa:',
      ask: `To book it, please confirm within ${MINUTES} minutes using this link:`,
      expiry: 'If you don’t confirm it in time, we’ll release it for someone else.',
      notYou: 'If you didn’t request this, simply ignore this email and nothing will be booked.',
    },
    how: 'At the time of your call, ring Maïa on {phone}. Prefer a video call? Just reply to this email and she’ll send you a link.',
    manage: 'To reschedule or cancel your call:',
    confirmed: {
      subject: 'Your first call is confirmed',
      intro: 'You’re booked in: Maïa is looking forward to your first call. It’s free, and you’re under no obligation.',
      calendar: 'Open the attached invitation to add it to your calendar.',
    },
    moved: {
      subject: 'Your first call has been rescheduled',
      intro: 'Done: your first call has been rescheduled. Here’s the new time:',
      calendar: 'Open the attached invitation to update your calendar.',
    },
    cancelled: {
      subject: 'Your first call has been cancelled',
      byVisitor: 'As you asked, we’ve cancelled your first call:',
      byOwner: 'Unfortunately, Maïa can no longer take your first call at the time you booked, and she apologises for any inconvenience:',
      calendar: 'The attached update will remove it from your calendar.',
      again: 'To book a new time:',
    },
    reminder: {
      subject: 'Reminder: your call with Maïa is tomorrow',
      intro: 'Just a quick reminder that your first call with Maïa is tomorrow:',
    },
    summary: 'First call with Sillage Communication',
  },
  es: {
    greeting: 'Hola:',
    signature: 'Maïa, Sillage Communication',
    when: 'Cuándo:',
    inParis: 'En París:',
    length: 'Duración:',
    hold: {
      subject: 'Confirma tu primera llamada con Sillage Communication',
      intro: 'Has elegido esta hora para tu primera llamada con Maïa:',
      ask: `Para reservarla, confírmala en los próximos ${MINUTES} minutos con este enlace:`,
      expiry: 'Si no la confirmas a tiempo, la hora queda libre para otra persona.',
      notYou: 'Si no lo has pedido tú, ignora este correo: no se reservará nada.',
    },
    how: 'A la hora elegida, llama a Maïa al {phone}. ¿Prefieres una videollamada? Responde a este correo y te enviará un enlace.',
    manage: 'Para cambiar la hora de tu primera llamada o cancelarla:',
    confirmed: {
      subject: 'Tu primera llamada está confirmada',
      intro: '¡Todo listo! Maïa te espera para tu primera llamada, gratuita y sin compromiso.',
      calendar: 'Abre la invitación adjunta para añadir la llamada a tu calendario.',
    },
    moved: {
      subject: 'Nueva hora para tu primera llamada',
      intro: 'Hecho: tu primera llamada ya tiene nueva hora.',
      calendar: 'Abre la invitación adjunta para actualizar tu calendario.',
    },
    cancelled: {
      subject: 'Tu primera llamada queda cancelada',
      byVisitor: 'Hecho: hemos cancelado tu primera llamada.',
      byOwner: 'Por desgracia, Maïa no podrá atender tu primera llamada a la hora prevista y te pide disculpas.',
      calendar: 'La actualización adjunta elimina la llamada de tu calendario.',
      again: 'Para elegir otra hora:',
    },
    reminder: {
      subject: 'Recordatorio: mañana tienes tu primera llamada',
      intro: 'Te recordamos que mañana tienes tu primera llamada con Maïa:',
    },
    summary: 'Primera llamada con Sillage Communication',
  },
};
