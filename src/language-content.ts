import type { Article } from './content/schemas/article';
import type { HomeContent } from './content/schemas/home';
import type { LegalDocument, LegalPageId } from './content/schemas/legal-document';
import type { PageContentId, PageContents } from './content/schemas/pages';
import type { ServicePageContent } from './content/schemas/service-page';
import type { ServiceId } from './content/services';
import { LANGUAGES, type Language } from './i18n/languages';

/** Every text of the site in one language, as the content build writes it (src/generated/content/<language>.js). */
export interface LanguageContent {
  servicePages: Partial<Record<ServiceId, ServicePageContent>>;
  legal: Partial<Record<LegalPageId, LegalDocument>>;
  pages: { [Id in PageContentId]?: PageContents[Id] };
  home: HomeContent;
  /** Newest first. */
  articles: readonly Article[];
}

/**
 * Each language's texts are a module of their own, outside the Worker's main
 * module: a new isolate starts without evaluating them, and its first request
 * loads only its own language. The imports stay in this file, at the root of
 * src/, because Workers resolve an additional module's name from the main
 * module's folder (wrangler.toml, `rules`).
 */
const MODULES: Record<Language, () => Promise<{ CONTENT: LanguageContent }>> = {
  fr: () => import('./generated/content/fr.js'),
  en: () => import('./generated/content/en.js'),
  es: () => import('./generated/content/es.js'),
};

const loaded: Partial<Record<Language, LanguageContent>> = {};

/** Loads the texts of `language` (once per isolate); `languageContent` then gives them synchronously. */
export async function loadLanguageContent(language: Language): Promise<LanguageContent> {
  return (loaded[language] ??= (await MODULES[language]()).CONTENT);
}

/** Loads the texts of every language, for what lists them all (the sitemap). */
export async function loadEveryLanguage(): Promise<void> {
  await Promise.all(LANGUAGES.map(loadLanguageContent));
}

/**
 * The texts of `language` for a render, which is synchronous: the request's
 * middleware has loaded them (src/index.ts). Anything else is a bug, said loudly.
 */
export function languageContent(language: Language): LanguageContent {
  const content = loaded[language];
  if (!content) throw new Error(`The texts of "${language}" are used before loadLanguageContent("${language}")`);
  return content;
}
