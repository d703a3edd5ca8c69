import { describe, expect, it } from 'vitest';
import { baseUrl, useChromium } from './fixture';

const chromium = useChromium();

describe('legacy hash redirect', () => {
  it.each([
    ['#about', '/a-propos'],
    ['#services', '/services'],
    ['#work', '/realisations'],
    ['#testimonials', '/temoignages'],
    ['#blog', '/blog'],
    ['#faq', '/faq'],
    ['#contact', '/contact'],
    ['#ancienne-ancre', '/'],
  ])('/%s goes to %s, replacing the history entry', async (hash, target) => {
    const page = await chromium.newPage();
    await page.goto(`${baseUrl}/mentions-legales`);
    await page.goto(`${baseUrl}/${hash}`);
    await page.waitForURL((url) => url.pathname === target && url.hash === '');
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).hash).toBe('');
    await page.goBack();
    expect(new URL(page.url()).pathname).toBe('/mentions-legales');
    await page.context().close();
  });

  it('leaves hashes alone on other pages', async () => {
    const page = await chromium.newPage();
    await page.goto(`${baseUrl}/en#services`);
    await page.waitForLoadState('networkidle');
    expect(page.url()).toBe(`${baseUrl}/en#services`);
    await page.context().close();
  });
});
