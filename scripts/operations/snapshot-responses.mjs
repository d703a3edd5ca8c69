// Saves every public response of the site (each page of the sitemap, the
// homes, the site files, a few 404s and refusals) into a folder, one file per
// request with its status and headers first, so that two snapshots, taken
// before and after a change that should be invisible, can be compared with
// `diff -r`. Each page is also asked with HEAD, revalidated with its ETag,
// posted to, and asked under other spellings (a trailing slash, `/index.html`,
// `.html`): what a static file and the Worker may answer differently.
// The requests go through `wrangler dev`, so through wrangler's own routing
// of static files and the Worker (wrangler.toml's [assets]).
// Usage: node scripts/operations/snapshot-responses.mjs <folder>
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startDevServer } from './dev-server.mjs';

const folder = process.argv[2];
if (!folder) throw new Error('Usage: node scripts/operations/snapshot-responses.mjs <folder>');
const SITE_URL = 'https://www.sillage-communication.fr';
/** Headers that change from one run to the next whatever the code. */
const VOLATILE = new Set(['date', 'cf-ray', 'report-to', 'nel', 'server-timing', 'age']);

const { origin, stop } = await startDevServer();
try {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1].replace(SITE_URL, ''));
  const extra = ['/', '/en', '/es', '/sitemap.xml', '/robots.txt', '/site.webmanifest', '/rss.xml', '/en/rss.xml', '/es/rss.xml',
    '/page-inconnue', '/en/unknown-page', '/es/pagina-desconocida', '/services/inconnu', '/fr/blog/inconnu', '/newsletter',
    '/newsletter/unsubscribe', '/en/newsletter/confirm',
    // The blog filtered by a category through its query, as its links did before the categories had addresses of their own.
    '/blog?categorie=seo-local', '/blog?newsletter=subscribed&categorie=seo-local', '/blog?categorie=inconnue', '/en/blog?category=local-seo', '/es/blog?categoria=seo-local'];
  const paths = [...new Set([...pages, ...extra])].sort();
  await mkdir(folder, { recursive: true });
  let saved = 0;
  const save = async (path, suffix, init = {}) => {
    const response = await fetch(origin + path, { redirect: 'manual', ...init });
    const headers = [...response.headers].filter(([name]) => !VOLATILE.has(name)).map(([name, value]) => `${name}: ${value}`);
    const body = await response.text();
    const name = (path === '/' ? '_root' : path.replaceAll('/', '_')) + suffix;
    await writeFile(join(folder, name), `${response.status}\n${headers.join('\n')}\n\n${body}`);
    saved += 1;
    return response;
  };
  for (const path of paths) {
    const response = await save(path, '');
    if (!pages.includes(path)) continue;
    await save(path, '.head', { method: 'HEAD' });
    const etag = response.headers.get('etag');
    if (etag) await save(path, '.revalidated', { headers: { 'if-none-match': etag } });
    await save(path, '.post', { method: 'POST' });
    if (path === '/') continue;
    for (const spelling of [`${path}/`, `${path}/index.html`, `${path}.html`]) await save(spelling, '');
  }
  console.log(`${saved} responses saved in ${folder}`);
} finally {
  stop();
}
