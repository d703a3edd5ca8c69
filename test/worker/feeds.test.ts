import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { articlePath, articlesIn } from '../../src/content/articles';
import { BUILD_YEAR } from '../../src/generated/build-date';
import { LANGUAGES } from '../../src/languages/languages';
import { homePath, linkTo } from '../../src/routes';
import { feedPath } from '../../src/seo/rss';
import { escapeXml } from '../../src/seo/xml';
import { queryAll } from './html';
import { parseXml } from './xml';
// Reads the texts without a request.
import './texts';

const ORIGIN = 'https://example.com';

describe.each(LANGUAGES)('the %s feed', (language) => {
  it('is RSS 2.0 with the language and its articles, newest first', async () => {
    const response = await exports.default.fetch(ORIGIN + feedPath(language));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const { rss } = parseXml(await response.text(), ['item']);
    expect(rss.version).toBe('2.0');
    const { channel } = rss;
    expect(channel.language).toBe(language);
    expect(channel.title).toMatch(/Sillage Communication/);
    expect(channel.copyright).toBe(`© ${BUILD_YEAR} Sillage Communication`);
    expect(channel.link).toBe(env.SITE_URL + linkTo('blog', language));
    expect(channel['atom:link'].href).toBe(env.SITE_URL + feedPath(language));
    const articles = articlesIn(language);
    expect(articles.length).toBeGreaterThan(0);
    expect(channel.item.map((item: Record<string, any>) => item.title)).toEqual(articles.map((article) => article.title));
    for (const [index, item] of channel.item.entries()) {
      const article = articles[index]!;
      expect(item.link).toBe(env.SITE_URL + articlePath(article));
      expect(item.guid['#text']).toBe(item.link);
      expect(item.description).toBe(article.excerpt);
      expect(new Date(item.pubDate).toISOString().slice(0, 10)).toBe(article.date);
    }
  });

  it('is linked from the page that lists the articles', async () => {
    const listing = linkTo('blog', language);
    const html = await (await exports.default.fetch(ORIGIN + listing)).text();
    const feeds = await queryAll(html, 'head link[rel="alternate"][type="application/rss+xml"]');
    expect(feeds.map((feed) => feed.attributes.href)).toEqual([feedPath(language)]);
    expect(feeds[0]!.attributes.title).toMatch(/Sillage Communication/);
    // Each home lists the latest articles too, and links the feed.
    const home = await (await exports.default.fetch(ORIGIN + homePath(language))).text();
    expect(await queryAll(home, 'head link[type="application/rss+xml"]')).toHaveLength(1);
  });
});

describe('escapeXml', () => {
  it('escapes the five XML special characters, so any text stays text', () => {
    expect(escapeXml(`Tom & Jerry <b>"hi"</b> l'été`)).toBe('Tom &amp; Jerry &lt;b&gt;&quot;hi&quot;&lt;/b&gt; l&apos;été');
  });
});
