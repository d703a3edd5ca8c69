// The pages a deployment knows in advance, rendered at build time by the
// Worker's own code (run in Node by build.mjs): every page of the route table
// as it is without a query, and the 404 page of each language. A new isolate
// then serves them as files (src/http/prerendered-pages.ts) without loading
// React; what only a request can tell (a blog filter, a form's outcome) is
// still rendered once per data centre.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { errorPageKey, routePageKey } from '../../src/http/page-keys';
import { PRERENDERED_FOLDER } from '../../src/http/prerendered-folder';
import { LANGUAGES } from '../../src/languages/languages';
import { errorDocument } from '../../src/render/error-document';
import { renderDocument } from '../../src/render/render-document';
import { routePage } from '../../src/render/render-route';
import { servedPaths } from '../../src/routes';

export interface PrerenderedPage {
  /** The key the Worker looks the page up by (src/http/page-keys.ts). */
  key: string;
  /** Where the page is kept among the static files, which only the Worker reads (src/http/prerendered-folder.ts). */
  file: string;
  html: string;
}

const text = async (stream: Promise<ReadableStream<Uint8Array>>) => new Response(await stream).text();

/**
 * Renders the pages for `siteUrl`; an article's page reads what only it shows
 * from the static files below `staticFolder`, where the build has written them.
 */
export async function prerenderPages(siteUrl: string, staticFolder: string): Promise<PrerenderedPage[]> {
  const pages: PrerenderedPage[] = [];
  const files = (path: string) => readFile(join(staticFolder, path), 'utf8');
  for (const served of servedPaths()) {
    const page = routePage(served, siteUrl, { files });
    // Null: the page depends on its request (a token in the query).
    if (page.variant === null) continue;
    const file = `${PRERENDERED_FOLDER}${served.path === '/' ? '' : served.path}/index.html`;
    pages.push({ key: routePageKey(served.path, page.variant), file, html: await text(page.stream()) });
  }
  for (const language of LANGUAGES) {
    const file = `${PRERENDERED_FOLDER}/404/${language}.html`;
    pages.push({ key: errorPageKey(404, language), file, html: await text(renderDocument(errorDocument(404, language, siteUrl))) });
  }
  return pages;
}
