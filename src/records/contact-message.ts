import { COMPANY, EMAIL_ADDRESS, PERSON_NAME } from './person-fields';
import { type RecordSpec, type RecordText, fieldNames, maxLengths } from './record';

/**
 * A message sent through the contact form: its one table of fields, from
 * which follow the form (its fields, limits and texts), the validation
 * schema, the stored row and its SQL columns, the repeat check, the owner's
 * e-mail, the desk, its CSV export and `npm run messages`. A field added here
 * (and to the table, by a migration) reaches all of them; its texts are its
 * label and the message of each of its rules, in every language.
 */
export const CONTACT_MESSAGE = {
  table: 'contact_messages',
  texts: 'form',
  fields: {
    name: PERSON_NAME,
    email: EMAIL_ADDRESS,
    company: COMPANY,
    message: {
      input: 'text',
      label: { fr: 'Message', en: 'Message', es: 'Mensaje' },
      placeholder: {
        fr: 'Décrivez votre projet ou vos besoins : votre activité, vos objectifs, vos délais…',
        en: 'Tell us about your project or what you need: your business, your goals, your timescale…',
        es: 'Cuéntanos tu proyecto o lo que necesitas: tu actividad, tus objetivos, tus plazos…',
      },
      required: { fr: 'Écrivez votre message.', en: 'Enter your message.', es: 'Escribe tu mensaje.' },
      minLength: {
        length: 10,
        error: {
          fr: 'Votre message doit compter au moins 10 caractères.',
          en: 'Make your message at least 10 characters long.',
          es: 'Tu mensaje debe tener al menos 10 caracteres.',
        },
      },
      maxLength: {
        length: 5000,
        error: {
          fr: 'Votre message doit tenir en 5 000 caractères au plus.',
          en: 'Keep your message to 5,000 characters or fewer.',
          es: 'Tu mensaje debe tener 5000 caracteres como máximo.',
        },
      },
    },
  },
} as const satisfies RecordSpec;

export type ContactField = keyof typeof CONTACT_MESSAGE.fields;

/** The message form's fields, in their order. */
export const CONTACT_FIELDS = fieldNames(CONTACT_MESSAGE);

/** What the visitor wrote in the message form. */
export type ContactMessageText = RecordText<typeof CONTACT_MESSAGE.fields>;

/** The longest value of each field: the form's `maxlength`, and the body size limit's measure. */
export const CONTACT_MAX_LENGTH = maxLengths(CONTACT_MESSAGE);
