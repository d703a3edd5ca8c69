// Full-page Chromium screenshots of the running site, to look at what we build.
// Usage: node scripts/media/screenshots.mjs [base URL] [path …]   (widths: SHOT_WIDTHS="390,1280"; SHOT_SCHEME=dark for the dark theme)
import { mkdir } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { findChromium } from '../../test/e2e/chromium.mjs';
import { onWholePage } from '../../test/e2e/whole-page.mjs';

const [base = 'http://127.0.0.1:8787', ...paths] = process.argv.slice(2);
const widths = (process.env.SHOT_WIDTHS ?? '390,1280').split(',').map(Number);
const out = process.env.SHOT_DIR ?? 'test-results/screenshots';
await mkdir(out, { recursive: true });

const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox'] });
for (const width of widths) {
  // Reduced motion: the staggered reveal would leave below-the-fold items mid-fade in a full-page capture.
  const colorScheme = process.env.SHOT_SCHEME ?? 'light';
  const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: 'reduce', colorScheme });
  for (const path of paths.length ? paths : ['/']) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    // Scroll through once so lazy images load before the full-page capture.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
        scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      scrollTo(0, 0);
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    await page.waitForLoadState('networkidle');
    const scheme = colorScheme === 'dark' ? '-dark' : '';
    const file = `${out}/${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}${scheme}.png`;
    // A viewport as tall as the page, not a full-page capture, which would leave far sections blank.
    await onWholePage(page, () => page.screenshot({ path: file }));
    console.log(file);
  }
  await page.close();
}
await browser.close();
