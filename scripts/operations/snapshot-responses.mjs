// Saves every public response of the site (each page of the sitemap, the
// homes, the site files, a few 404s and refusals) into a folder, one file per
// address with its status and headers first, so that two snapshots, taken
// before and after a change that should be invisible, can be compared with
// `diff -r`. Usage: node scripts/operations/snapshot-responses.mjs <folder>
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
    '/newsletter/unsubscribe', '/en/newsletter/confirm'];
  const paths = [...new Set([...pages, ...extra])].sort();
  await mkdir(folder, { recursive: true });
  for (const path of paths) {
    const response = await fetch(origin + path, { redirect: 'manual' });
    const headers = [...response.headers].filter(([name]) => !VOLATILE.has(name)).map(([name, value]) => `${name}: ${value}`);
    const body = await response.text();
    const name = path === '/' ? '_root' : path.replaceAll('/', '_');
    await writeFile(join(folder, name), `${response.status}\n${headers.join('\n')}\n\n${body}`);
  }
  console.log(`${paths.length} responses saved in ${folder}`);
} finally {
  stop();
}
