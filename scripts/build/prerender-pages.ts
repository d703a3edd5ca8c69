// The pages a deployment knows in advance, rendered at build time by the
// Worker's own code (run in Node by build.mjs): every page of the route table
// as it is without a query, and the 404 page of each language. Those whose
// HTML depends on their path alone are static files at their own address,
// which Cloudflare serves without the Worker (src/http/static-pages.ts); the
// others only the Worker reads (src/prerendered-folder.ts), and a new
// isolate serves them (src/http/prerendered-pages.ts) without loading React.
// What only a request can tell (a form's outcome) is still
// rendered once per data centre.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadArticleRoutes } from '../../src/content/article-index';
import { errorPageKey, routePageKey } from '../../src/http/page-keys';
import { PRERENDERED_FOLDER } from '../../src/prerendered-folder';
import { isStaticPage } from '../../src/http/static-pages';
import { LANGUAGES } from '../../src/languages/languages';
import { errorDocument } from '../../src/render/error-document';
import { renderDocument } from '../../src/render/render-document';
import { routePage } from '../../src/render/render-route';
import { servedPaths } from '../../src/routes';

export interface PrerenderedPage {
  /** The key the Worker looks the page up by (src/http/page-keys.ts). */
  key: string;
  /**
   * The address the page is served at among the static files: its own for a
   * static page, in the folder only the Worker reads for the others.
   */
  address: string;
  /** Whether Cloudflare serves it at its own address without the Worker (src/http/static-pages.ts). */
  isStatic: boolean;
  /** The file of dist/public served at that address (wrangler.toml's html_handling: a folder's index.html, without a trailing slash). */
  file: string;
  html: string;
}

/** The file served at `address`: `/` is /index.html, `/a/b` is /a/b/index.html. */
const fileAt = (address: string) => `${address.replace(/\/$/, '')}/index.html`;

function prerenderedPage(key: string, address: string, isStatic: boolean, html: string): PrerenderedPage {
  return { key, address, isStatic, file: fileAt(address), html };
}

const text = async (stream: Promise<ReadableStream<Uint8Array>>) => new Response(await stream).text();

/**
 * Renders the pages for `siteUrl`; an article's page reads what only it shows
 * from the static files below `staticFolder`, where the build has written them.
 */
export async function prerenderPages(siteUrl: string, staticFolder: string): Promise<PrerenderedPage[]> {
  const pages: PrerenderedPage[] = [];
  const files = (path: string) => readFile(join(staticFolder, path), 'utf8');
  // The articles' routes as the Worker reads them: from the build's file.
  await loadArticleRoutes(files);
  for (const served of servedPaths()) {
    const page = routePage(served, siteUrl, { files });
    // Null: the page depends on its request (a token in the query).
    if (page.variant === null) continue;
    const isStatic = isStaticPage(served);
    const address = isStatic ? served.path : `${PRERENDERED_FOLDER}${served.path === '/' ? '' : served.path}`;
    pages.push(prerenderedPage(routePageKey(served.path, page.variant), address, isStatic, await text(page.stream())));
  }
  for (const language of LANGUAGES) {
    const html = await text(renderDocument(errorDocument(404, language, siteUrl)));
    pages.push(prerenderedPage(errorPageKey(404, language), `${PRERENDERED_FOLDER}/404/${language}`, false, html));
  }
  return pages;
}
