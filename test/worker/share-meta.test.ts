import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_SPECS, LANGUAGES } from '../../src/languages/languages';
import { servedPaths } from '../../src/routes';
import { allShareImages } from '../../src/seo/share-images';
import { decodeEntities, queryAll } from './html';
import { pngSize } from './png';

const ORIGIN = 'https://example.com';

/** The page's Open Graph and Twitter tags: property or name → contents, in order. */
async function shareTags(path: string): Promise<{ html: string; tags: Record<string, string[]> }> {
  const html = await (await exports.default.fetch(ORIGIN + path)).text();
  const tags: Record<string, string[]> = {};
  for (const meta of await queryAll(html, 'head meta[property], head meta[name^="twitter:"]')) {
    const key = meta.attributes.property ?? meta.attributes.name!;
    (tags[key] ??= []).push(decodeEntities(meta.attributes.content!));
  }
  return { html, tags };
}

async function assetPng(url: string): Promise<{ width: number; height: number }> {
  const response = await env.ASSETS.fetch(ORIGIN + new URL(url).pathname);
  expect(response.status, url).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/png');
  return pngSize(await response.arrayBuffer());
}

describe.each(servedPaths())('$path', ({ path, language, route }) => {
  it('has Open Graph and Twitter card tags describing the page', async () => {
    const { html, tags } = await shareTags(path);
    const [title] = await queryAll(html, 'title');
    const [description] = await queryAll(html, 'meta[name="description"]');
    expect(tags['og:title']).toEqual([title!.text]);
    expect(tags['og:description']).toEqual([decodeEntities(description!.attributes.content!)]);
    expect(tags['og:url']).toEqual([env.SITE_URL + path]);
    expect(tags['og:type']).toEqual([route.kind === 'article' ? 'article' : 'website']);
    expect(tags['og:site_name']).toEqual(['Sillage Communication']);
    expect(tags['og:locale']).toEqual([LANGUAGE_SPECS[language].locale]);
    const others = LANGUAGES.filter((other) => other !== language);
    expect(tags['og:locale:alternate'] ?? []).toEqual(others.map((other) => LANGUAGE_SPECS[other].locale));
    expect(tags['og:image']).toHaveLength(1);
    expect(tags['og:image']![0]).toMatch(new RegExp(`^${env.SITE_URL}/images/share/[a-z]+-${language}\\.png$`));
    expect(tags['og:image:width']).toEqual(['1200']);
    expect(tags['og:image:height']).toEqual(['630']);
    expect(tags['og:image:alt']![0]).toMatch(/^Sillage Communication — .{10,}/);
    expect(tags['twitter:card']).toEqual(['summary_large_image']);
  });
});

describe('share images', () => {
  it('are 1200×630 PNGs served from the assets, one per page family and language', async () => {
    const images = allShareImages();
    expect(images.length).toBeGreaterThanOrEqual(6);
    for (const image of images) expect(await assetPng(ORIGIN + image.path), image.path).toEqual({ width: 1200, height: 630 });
  });

  it('are the same within a family and differ between families', async () => {
    const imageOf = async (path: string) => (await shareTags(path)).tags['og:image']![0];
    expect(await imageOf('/services/coaching-formation')).toBe(await imageOf('/services'));
    expect(await imageOf('/fr/blog/cartes-visite-rendez-vous')).toBe(await imageOf('/blog'));
    expect(await imageOf('/blog')).not.toBe(await imageOf('/services'));
    expect(await imageOf('/en')).not.toBe(await imageOf('/'));
  });
});

describe('icons', () => {
  it('are linked from every page and served at their stated sizes', async () => {
    const html = await (await exports.default.fetch(`${ORIGIN}/en/terms`)).text();
    const link = async (selector: string) => (await queryAll(html, selector)).map((found) => found.attributes);
    const [svg] = await link('link[rel="icon"][type="image/svg+xml"]');
    const svgResponse = await env.ASSETS.fetch(ORIGIN + svg!.href);
    expect(svgResponse.status).toBe(200);
    expect(await svgResponse.text()).toContain('<svg');
    const [png] = await link('link[rel="icon"][type="image/png"]');
    expect(png!.sizes).toBe('32x32');
    expect(await assetPng(ORIGIN + png!.href)).toEqual({ width: 32, height: 32 });
    const [apple] = await link('link[rel="apple-touch-icon"]');
    expect(await assetPng(ORIGIN + apple!.href)).toEqual({ width: 180, height: 180 });
    expect(apple!.href).toBe('/apple-touch-icon.png');
    const [manifest] = await link('link[rel="manifest"]');
    expect(manifest!.href).toBe('/site.webmanifest');
    expect((await link('meta[name="theme-color"]'))[0]!.content).toBe('#0e4f5c');
  });

  it('are listed in the web app manifest with names and colours', async () => {
    const response = await exports.default.fetch(`${ORIGIN}/site.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    const manifest = (await response.json()) as Record<string, any>;
    expect(manifest).toMatchObject({
      name: 'Sillage Communication',
      short_name: 'Sillage',
      start_url: '/',
      theme_color: '#0e4f5c',
      background_color: '#fbf8f3',
    });
    expect(manifest.icons.map((icon: { purpose: string }) => icon.purpose).sort()).toEqual(['any', 'any', 'maskable']);
    for (const icon of manifest.icons) {
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(await assetPng(ORIGIN + icon.src), icon.src).toEqual({ width, height });
    }
  });
});
