import type { RecordField } from './record';

// The fields a person fills in on more than one form (the message, the
// booking): declared once, with their rules and texts, and named by each
// record that asks for them.

/** A person's name: required, at least one visible character, at most 100. */
export const PERSON_NAME = {
  input: 'line',
  autoComplete: 'name',
  label: { fr: 'Nom', en: 'Name', es: 'Nombre' },
  required: { fr: 'Indiquez votre nom.', en: 'Enter your name.', es: 'Indica tu nombre.' },
  visible: {
    fr: 'Votre nom ne contient que des caractères invisibles : retapez-le au clavier.',
    en: 'Retype your name: it contains only invisible characters.',
    es: 'Tu nombre solo contiene caracteres invisibles: vuelve a escribirlo con el teclado.',
  },
  maxLength: {
    length: 100,
    error: {
      fr: 'Votre nom doit tenir en 100 caractères au plus.',
      en: 'Keep your name to 100 characters or fewer.',
      es: 'Tu nombre debe tener 100 caracteres como máximo.',
    },
  },
} as const satisfies RecordField;

/** An e-mail address, as mail servers deliver it and our e-mails' headers carry it (src/records/email-address.ts, checked by src/forms/fields.ts). */
export const EMAIL_ADDRESS = {
  input: 'email',
  autoComplete: 'email',
  label: { fr: 'E-mail', en: 'Email', es: 'Correo electrónico' },
} as const satisfies RecordField;

/** The company, optional, at most 100 characters. */
export const COMPANY = {
  input: 'line',
  autoComplete: 'organization',
  label: { fr: 'Entreprise', en: 'Company', es: 'Empresa' },
  maxLength: {
    length: 100,
    error: {
      fr: 'Le nom de votre entreprise doit tenir en 100 caractères au plus.',
      en: 'Keep your company name to 100 characters or fewer.',
      es: 'El nombre de tu empresa debe tener 100 caracteres como máximo.',
    },
  },
} as const satisfies RecordField;
