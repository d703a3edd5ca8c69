import { COMPANY, EMAIL_ADDRESS, PERSON_NAME } from './person-fields';
import { fieldNames, maxLengths, type RecordSpec, type RecordText } from './record';

/**
 * A booking of the free first call, as the visitor fills it in on the
 * booking page: its one table of fields, as for the contact message
 * (src/records/contact-message.ts). The slot, the visitor's time zone and
 * the language are chosen on the page, not typed; the table also holds the
 * booking's state, times and tokens (migrations/0008_bookings.sql,
 * src/db/bookings.ts).
 */
export const BOOKING = {
  table: 'bookings',
  texts: 'booking',
  fields: {
    name: PERSON_NAME,
    email: EMAIL_ADDRESS,
    company: COMPANY,
    note: {
      input: 'text',
      label: { fr: 'Votre projet en quelques mots', en: 'Your project in a few words', es: 'Tu proyecto en pocas palabras' },
      placeholder: {
        fr: 'Votre activité, ce que vous aimeriez améliorer, vos délais…',
        en: 'Your business, what you’d like to improve, your timescale…',
        es: 'Tu actividad, lo que te gustaría mejorar, tus plazos…',
      },
      maxLength: {
        length: 1000,
        error: {
          fr: 'Votre texte doit tenir en 1\u00a0000 caractères au plus.',
          en: 'Keep it to 1,000 characters or fewer.',
          es: 'Resume tu proyecto en 1000 caracteres como máximo.',
        },
      },
    },
  },
} as const satisfies RecordSpec;

export type BookingField = keyof typeof BOOKING.fields;

/** The booking form's fields, in their order. */
export const BOOKING_FIELDS = fieldNames(BOOKING);

/** What the visitor wrote in the booking form. */
export type BookingText = RecordText<typeof BOOKING.fields>;

/** The longest value of each field: the form's `maxlength`, and the body size limit's measure. */
export const BOOKING_MAX_LENGTH = maxLengths(BOOKING);
