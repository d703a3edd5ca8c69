import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { pageTexts, loadPageTexts } from '../../src/content/page-texts';
import { buildFiles } from '../../src/http/build-files';
import { homeFaq } from '../../src/content/faq';
import { LEGAL_ROUTES } from '../../src/content/legal';
import { routeEntry } from '../../src/content/language-content';
import { countWords } from '../../src/content/rich-text';
import { PROJECTS } from '../../src/content/projects';
import { servicesIn } from '../../src/content/services';
import { TESTIMONIALS } from '../../src/content/testimonials';
import type { RouteId } from '../../src/routes';
import { LANGUAGES } from '../../src/languages/languages';
import { SERVICE_IDS } from '../../src/routes';
import { EVERY_ARTICLE as ARTICLES } from './texts';

// The editorial rules (lengths of titles, descriptions and articles) are the
// content build's: it refuses a file that breaks them (test/content/).
describe('articles', () => {
  it('each exist in every language, linked as translations of one another', () => {
    const keys = new Set(ARTICLES.map((article) => article.translationKey));
    expect(keys.size).toBeGreaterThan(0);
    for (const key of keys) {
      const translations = ARTICLES.filter((article) => article.translationKey === key);
      expect(translations.map((article) => article.language).sort()).toEqual([...LANGUAGES].sort());
      expect(new Set(translations.map((article) => article.category)).size).toBe(1);
    }
  });

  it.each(ARTICLES.map((article) => [`${article.language}/${article.slug}`, article] as const))('%s shows its read time at 200 words a minute', async (_, article) => {
    // The body is among the build's files, which only the article's page reads.
    const id = `article:${article.translationKey}` as RouteId;
    await loadPageTexts(article.language, buildFiles(env));
    expect(article.readTimeMinutes).toBe(Math.round(countWords(pageTexts(article.language, id).body as Parameters<typeof countWords>[0]) / 200));
  });
});

describe('home content', () => {
  it('gives every service its card in every language, in one order', () => {
    for (const language of LANGUAGES) {
      const services = servicesIn(language);
      expect(services.map((service) => service.id)).toEqual(SERVICE_IDS);
      for (const service of services) expect(service.card.title && service.card.summary).toBeTruthy();
    }
  });

  it('features testimonials on the home, and describes every project picture in every language', () => {
    expect(TESTIMONIALS.some((testimonial) => testimonial.featured)).toBe(true);
    for (const image of PROJECTS.flatMap((project) => project.images)) for (const language of LANGUAGES) expect(image.alt[language]).toBeTruthy();
  });

  it('asks the same questions in every language', () => {
    for (const language of LANGUAGES) expect(homeFaq(language).length).toBe(homeFaq('fr').length);
  });

  it('has every legal document in every language, in sections', () => {
    for (const route of LEGAL_ROUTES) {
      for (const language of LANGUAGES) expect(routeEntry(route, language).sections.length).toBeGreaterThan(0);
    }
  });
});
