import type { Language } from './languages/languages';

/**
 * Each language's texts are a module of their own, outside the Worker's main
 * module: a new isolate starts without evaluating them, and its first request
 * loads only its own language (src/content/language-content.ts). The imports
 * stay in this file, at the root of src/, because Workers resolve an
 * additional module's name from the main module's folder (wrangler.toml, `rules`).
 */
export const LANGUAGE_MODULES = {
  fr: () => import('./generated/content/fr.js'),
  en: () => import('./generated/content/en.js'),
  es: () => import('./generated/content/es.js'),
} satisfies Record<Language, () => Promise<unknown>>;
