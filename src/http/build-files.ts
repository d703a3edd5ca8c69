import type { BuildFileReader } from '../content/page-texts';

/**
 * The build's files among the static files (what only an article's page
 * shows), read through the ASSETS binding as the pages the build rendered
 * are (prerendered-pages.ts), from the Worker's bindings. A file the build wrote and the binding does not
 * answer is a broken deployment: said loudly, as a server error.
 */
export function buildFiles({ ASSETS: assets, SITE_URL: siteUrl }: { ASSETS: Fetcher; SITE_URL: string }): BuildFileReader {
  return async (path) => {
    const response = await assets.fetch(new URL(path, siteUrl));
    if (response.ok) return response.text();
    await response.body?.cancel();
    throw new Error(`The build's file ${path} answered ${response.status}`);
  };
}
