import { createContext, useContext, type ReactNode } from 'react';
import { translate, type DictionaryKey } from './dictionary';
import type { Language } from '../languages/languages';

interface LanguageContextValue {
  language: Language;
  t: (key: DictionaryKey) => string;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

/** Gives every component below it the page language and its dictionary. */
export function LanguageProvider({ language, children }: { language: Language; children: ReactNode }) {
  const value: LanguageContextValue = { language, t: (key) => translate(language, key) };
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

/**
 * The page language and its translation function.
 * Throws when used outside a `LanguageProvider`, where no language is known.
 */
export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage() must be used inside a <LanguageProvider>.');
  return value;
}
