import { siteFactTexts } from '../facts/fact-text';
import { fillFacts, type FactTexts } from '../facts/fact-texts';
import { en } from './en';
import { es } from './es';
import { fr, type DictionaryKey } from './fr';
import type { Language } from './languages';

/**
 * The dictionary of `language` with the agency's facts filled in
 * (`{quoteDelay}`: 48 h, 48 hours, 48 horas). An unknown name throws, so a
 * typo fails every test rather than showing braces.
 */
export function dictionaryTexts(language: Language, texts: FactTexts): Partial<Record<string, string>> {
  const dictionary: Record<string, string> = { fr, en, es }[language];
  return Object.fromEntries(
    Object.entries(dictionary).map(([key, text]) => [
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
  let dictionary = DICTIONARIES.get(language);
  if (!dictionary) DICTIONARIES.set(language, (dictionary = dictionaryTexts(language, siteFactTexts(language))));
  return dictionary[key] ?? key;
}

/** Whether `text` is a key of the dictionaries (fr.ts is the reference, and the others have its keys). */
export const isDictionaryKey = (text: string): text is DictionaryKey => Object.hasOwn(fr, text);

export type { DictionaryKey };
