import { AGENCY } from '../content/agency';
import { articlePath, articlesIn } from '../content/articles';
import { PAGES_UPDATED } from '../content/content-dates';
import { factText } from '../facts/fact-text';
import { translate } from '../i18n/dictionary';
import { DEFAULT_LANGUAGE, type Language } from '../languages/languages';
import { linkTo } from '../routes';
import { escapeXml } from './xml';

/** Where a language's feed lives: /rss.xml for French, /en/rss.xml and /es/rss.xml. */
export function feedPath(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '/rss.xml' : `/${language}/rss.xml`;
}

/** An ISO date as RSS wants it (RFC 822): "Mon, 17 Nov 2025 00:00:00 GMT". */
const rfc822 = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).toUTCString();

/**
 * The RSS 2.0 feed of a language's articles, newest first. Its link is the blog
 * of that language.
 */
export function rssFeed(siteUrl: string, language: Language): string {
  const articles = articlesIn(language);
  const items = articles.map((article) => {
    const url = siteUrl + articlePath(article);
    return `<item>
<title>${escapeXml(article.title)}</title>
<link>${escapeXml(url)}</link>
<guid isPermaLink="true">${escapeXml(url)}</guid>
<description>${escapeXml(article.excerpt)}</description>
<pubDate>${rfc822(article.date)}</pubDate>
<category>${escapeXml(translate(language, `blog.category.${article.category}`))}</category>
<dc:creator>${escapeXml(article.author)}</dc:creator>
</item>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel>
<title>${escapeXml(translate(language, 'feed.title'))}</title>
<link>${escapeXml(siteUrl + linkTo('blog', language))}</link>
<description>${escapeXml(translate(language, 'blog.lead'))}</description>
<language>${language}</language>
<copyright>${escapeXml(`© ${factText(language, 'buildYear')} ${AGENCY.name}`)}</copyright>
<lastBuildDate>${rfc822(articles[0]?.date ?? PAGES_UPDATED)}</lastBuildDate>
<atom:link href="${escapeXml(siteUrl + feedPath(language))}" rel="self" type="application/rss+xml"/>
${items.join('\n')}
</channel>
</rss>
`;
}
