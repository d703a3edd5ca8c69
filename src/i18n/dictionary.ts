import { siteFactTexts } from '../facts/fact-text';
import { fillFacts, type FactTexts } from '../facts/fact-texts';
import { en } from './en';
import { es } from './es';
import { fr, type DictionaryFileKey } from './fr';
import type { Language } from '../languages/languages';
import { BOOKING } from '../records/booking';
import { CONTACT_MESSAGE } from '../records/contact-message';
import { recordTexts, type RecordTextKey } from '../records/record';

/**
 * Every key of the interface's texts: the dictionary files', and those of the
 * records' fields, declared beside each field (src/records/): its label and
 * the message of each of its rules.
 */
export type DictionaryKey = DictionaryFileKey | RecordTextKey<typeof CONTACT_MESSAGE> | RecordTextKey<typeof BOOKING>;

/** Each language's dictionary file (src/i18n/<code>.ts). */
const DICTIONARY_FILES: Record<Language, Readonly<Record<DictionaryFileKey, string>>> = { fr, en, es };

/** The dictionary file of each language, with the records' texts in it. */
function dictionary(language: Language): Record<DictionaryKey, string> {
  return { ...DICTIONARY_FILES[language], ...recordTexts(CONTACT_MESSAGE, language), ...recordTexts(BOOKING, language) };
}

/**
 * The dictionary of `language` with the agency's facts filled in
 * (`{quoteDelay}`: 48 h, 48 hours, 48 horas). An unknown name throws, so a
 * typo fails every test rather than showing braces.
 */
export function dictionaryTexts(language: Language, texts: FactTexts): Partial<Record<string, string>> {
  return Object.fromEntries(
    Object.entries(dictionary(language)).map(([key, text]) => [
      key,
      fillFacts(text, texts, language, (name) => {
        throw new Error(`src/i18n/${language}.ts: "${key}": unknown fact "{${name}}" (src/facts/facts.ts)`);
      }),
    ]),
  );
}

/** Filled in once per language, when a render first needs it: a new isolate starts without this work. */
const DICTIONARIES = new Map<Language, Partial<Record<string, string>>>();

/**
 * The text of `key` in `language`. A key with no entry shows the key itself,
 * so a missing translation is visible on the page rather than blank.
 *
 * @example translate('en', 'nav.about') // 'About'
 */
export function translate(language: Language, key: DictionaryKey): string {
  let texts = DICTIONARIES.get(language);
  if (!texts) DICTIONARIES.set(language, (texts = dictionaryTexts(language, siteFactTexts(language))));
  return texts[key] ?? key;
}

/** Whether `text` is a key of the dictionaries (fr.ts is the reference, and the others have its keys). */
export const isDictionaryKey = (text: string): text is DictionaryKey => (KEYS ??= new Set(Object.keys(dictionary('fr')))).has(text);
let KEYS: ReadonlySet<string> | undefined;
