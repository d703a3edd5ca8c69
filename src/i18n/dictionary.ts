import { en } from './en';
import { es } from './es';
import { fr, type DictionaryKey } from './fr';
import type { Language } from './languages';

const DICTIONARIES: Record<Language, Partial<Record<string, string>>> = { fr, en, es };

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
