/**
 * The site's texts, for tests that read them without a request. The Worker
 * loads a language's texts when a request first needs it
 * (src/language-modules.ts), and what only an article's page shows when it
 * renders one (src/content/page-texts.ts); importing this module loads them all first.
 */
import { env } from 'cloudflare:workers';
import { loadPageTexts } from '../../src/content/page-texts';
import { buildFiles } from '../../src/http/build-files';
import { articlesIn } from '../../src/content/articles';
import { servicesIn } from '../../src/content/services';
import { LANGUAGES } from '../../src/languages/languages';
import { loadEveryLanguage, routeEntry } from '../../src/content/language-content';
import { pageOf } from '../../src/pages';
import { linkTo, type ServedPath } from '../../src/routes';
import type { PageHead } from '../../src/seo/page-head';

// What only each article's page shows, from the build's files, as the Worker reads it.
const files = buildFiles(env);
await loadEveryLanguage(files);
await Promise.all(LANGUAGES.map((language) => loadPageTexts(language, files)));

/** Every article in every language, each language's newest first. */
export const EVERY_ARTICLE = LANGUAGES.flatMap((language) => articlesIn(language));

/** A page's head as its component declares it, read without a request. */
export function headOf({ route, language }: Pick<ServedPath, 'route' | 'language'>, siteUrl: string): PageHead {
  return pageOf(route.kind).head({ route, language, entry: routeEntry(route, language), siteUrl, query: new URLSearchParams() });
}

/** The services in their order, in `language`, with the French paths of their pages. */
export const SERVICES_FR = servicesIn('fr').map((service) => ({ ...service, path: linkTo(`service:${service.id}`, 'fr') }));
