import type { Language } from '../languages/languages';
import type { ErrorStatus } from '../error-status';

/**
 * The keys pages are kept under, in the isolate's memory, in the data
 * centre's cache and among the pages the build rendered in advance. A key
 * names everything that changes a page's HTML, so the pages kept are bounded
 * by the route table.
 */

/** The key of a page of the route table: its path, the variant its page declares and its form's outcome, if any. */
export function routePageKey(path: string, variant: string, outcome?: string): string {
  return `${path}?${variant}${outcome ? `&${outcome}` : ''}`;
}

/** The key of the error page for `status` in `language`. */
export function errorPageKey(status: ErrorStatus, language: Language): string {
  return `${status}:${language}`;
}
