import { COUNTED_FACTS } from '../facts/fact-text';
import { factTexts, fillFacts } from '../facts/fact-texts';
import { FACTS, type CountedFacts, type Facts } from '../facts/facts';
import { en } from './en';
import { es } from './es';
import { fr, type DictionaryKey } from './fr';
import { inEveryLanguage, type Language } from './languages';

/**
 * The dictionary of `language` with the agency's facts filled in
 * (`{quoteDelay}`: 48 h, 48 hours, 48 horas). An unknown name throws, so a
 * typo fails every test rather than showing braces.
 */
export function dictionaryTexts(language: Language, facts: Facts = FACTS, counted: CountedFacts = COUNTED_FACTS): Partial<Record<string, string>> {
  const texts = factTexts(language, facts, counted);
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

/** Filled in once per language, when the module loads. */
const DICTIONARIES = inEveryLanguage((language) => dictionaryTexts(language));

/**
 * The text of `key` in `language`. A key with no entry shows the key itself,
 * so a missing translation is visible on the page rather than blank.
 *
 * @example translate('en', 'nav.about') // 'About'
 */
export function translate(language: Language, key: DictionaryKey): string {
  return DICTIONARIES[language][key] ?? key;
}

export type { DictionaryKey };
