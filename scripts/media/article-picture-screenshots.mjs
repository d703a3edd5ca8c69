// Screenshots of an article with a picture, in French, English and Spanish at
// 390 and 1280 px: the site has no photo of its own yet (the owner adds them),
// so this copies the repository to a temporary folder, gives one article a
// picture drawn for the purpose (test/pictures.ts), builds and serves the copy,
// and captures the article's first screen and whole page in each language. The
// French first screens are the owner's guide's (docs/guide-textes.md). Look at
// each before committing them.
// Usage: npx node scripts/media/article-picture-screenshots.mjs
import { execFileSync } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { findChromium } from '../../test/e2e/chromium.mjs';
import { onWholePage } from '../../test/e2e/whole-page.mjs';
import { importTs } from '../build/import-ts.mjs';
import { startDevServer } from '../operations/dev-server.mjs';

const here = process.cwd();
const OUT = resolve(process.env.SHOT_DIR ?? 'test-results/screenshots/article-picture');
const GUIDE = resolve('docs/images/guide-textes');
const { samplePicture, giveArticlePicture, PICTURED_ARTICLE } = await importTs('test/pictures.ts');
const { ROUTES } = await importTs('src/every-article.ts');
const route = ROUTES.find((each) => each.id === `article:${PICTURED_ARTICLE}`);

// The repository's files as they are in this worktree (committed or not), and its packages.
const copy = await mkdtemp(join(tmpdir(), 'article-picture-'));
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' }).split('\n').filter(Boolean);
for (const file of files) {
  const exists = await stat(file).then(() => true, () => false);
  if (!exists) continue;
  await mkdir(dirname(join(copy, file)), { recursive: true });
  await copyFile(file, join(copy, file));
}
await symlink(resolve('node_modules'), join(copy, 'node_modules'));
await writeFile(join(copy, 'src/content/pictures/cote-basque.jpg'), await samplePicture());
await giveArticlePicture(join(copy, 'src/content'), '/pictures/cote-basque.jpg');

process.chdir(copy);
const server = await startDevServer({ vars: { SITE_URL: '{origin}' } });
const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox', '--disable-gpu'] });
try {
  await mkdir(OUT, { recursive: true });
  for (const width of [390, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: width < 600 ? 844 : 800 }, deviceScaleFactor: 1, reducedMotion: 'reduce' });
    // A visitor who has answered the audience question already: the banner would cover the picture.
    await page.context().addInitScript(() => {
      localStorage.setItem('cookie-consent', 'rejected');
      localStorage.setItem('cookie-consent-date', new Date().toISOString());
    });
    for (const [language, path] of Object.entries(route.paths)) {
      await page.goto(server.origin + path, { waitUntil: 'networkidle' });
      const picture = await page.locator('.article-picture img').evaluate((img) => ({ src: img.currentSrc, width: img.naturalWidth, alt: img.alt }));
      console.log(`${path} at ${width} px: ${picture.src.replace(server.origin, '')} (${picture.width} px wide), alt "${picture.alt}"`);
      const first = join(OUT, `${language}-${width}.png`);
      await page.screenshot({ path: first });
      await onWholePage(page, () => page.screenshot({ path: join(OUT, `${language}-${width}-whole.png`) }));
      if (language === 'fr') await copyFile(first, join(GUIDE, `08-article-photo-${width}.png`));
    }
    await page.close();
  }
  console.log(`${OUT}/*.png, ${GUIDE}/08-article-photo-*.png`);
} finally {
  await browser.close();
  server.stop();
  process.chdir(here);
  await rm(copy, { recursive: true, force: true });
}
