import { describe, expect, it } from 'vitest';
import { articlesIn } from '../../src/content/articles';
import { homeFaq } from '../../src/content/faq';
import { LEGAL_ROUTES } from '../../src/content/legal';
import { routeEntry } from '../../src/content/language-content';
import { countWords } from '../../src/content/rich-text';
import { ARTICLE_CATEGORIES } from '../../src/content/schemas/article';
import { PROJECTS } from '../../src/content/projects';
import { TESTIMONIALS } from '../../src/content/testimonials';
import { LANGUAGES } from '../../src/i18n/languages';
import { routeById } from '../../src/routes';
import { EVERY_ARTICLE as ARTICLES, SERVICES_FR } from './texts';

describe('articles', () => {
  it('are the twelve slugs of the specification and their three missing translations', () => {
    const slugs = (language: string) => articlesIn(language as 'fr').map((article) => article.slug).sort();
    expect(slugs('fr')).toEqual([
      'cartes-visite-rendez-vous',
      'coaching-pitch-salon-30-minutes',
      'goodies-objets-publicitaires',
      'google-business-avis-2-heures',
      'site-web-simple-efficace',
    ]);
    expect(slugs('en')).toEqual([
      'branded-goodies-that-work',
      'business-cards-win-meetings',
      'google-business-reviews-in-2-hours',
      'simple-effective-website',
      'trade-show-pitch-in-30-minutes',
    ]);
    expect(slugs('es')).toEqual([
      'google-business-resenas-en-2-horas',
      'objetos-promocionales-que-funcionan',
      'pitch-feria-en-30-minutos',
      'tarjetas-reuniones',
      'web-simple-eficaz',
    ]);
  });

  it('each exist in every language, linked as translations of one another', () => {
    const keys = new Set(ARTICLES.map((article) => article.translationKey));
    expect(keys.size).toBe(5);
    for (const key of keys) {
      const translations = ARTICLES.filter((article) => article.translationKey === key);
      expect(translations.map((article) => article.language).sort()).toEqual([...LANGUAGES].sort());
      expect(new Set(translations.map((article) => article.category)).size).toBe(1);
    }
  });

  it.each(ARTICLES.map((article) => [`${article.language}/${article.slug}`, article] as const))(
    '%s is complete',
    (_, article) => {
      expect(article.author).toBe('Maïa');
      expect(article.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(ARTICLE_CATEGORIES).toContain(article.category);
      expect(article.title.length).toBeLessThanOrEqual(70);
      expect(article.metaTitle.length).toBeLessThanOrEqual(45);
      expect(article.metaDescription.length).toBeGreaterThanOrEqual(70);
      expect(article.metaDescription.length).toBeLessThanOrEqual(160);
      const words = countWords(article.body);
      expect(words).toBeGreaterThanOrEqual(600);
      expect(words).toBeLessThanOrEqual(1000);
      expect(article.readTimeMinutes).toBe(Math.round(words / 200));
    },
  );
});

describe('home content', () => {
  it('has six services, six testimonials with three featured, four projects', () => {
    expect(SERVICES_FR).toHaveLength(6);
    expect(TESTIMONIALS).toHaveLength(6);
    expect(TESTIMONIALS.filter((testimonial) => testimonial.featured)).toHaveLength(3);
    expect(PROJECTS).toHaveLength(4);
    expect(PROJECTS.map((project) => project.images.length)).toEqual([4, 0, 1, 1]);
  });

  it('has five FAQ items in every language', () => {
    for (const language of LANGUAGES) expect(homeFaq(language)).toHaveLength(5);
  });

  it('has the three legal documents in every language', () => {
    expect(LEGAL_ROUTES.map((route) => route.id)).toEqual(['legal-notice', 'privacy', 'terms']);
    for (const route of LEGAL_ROUTES) {
      for (const language of LANGUAGES) expect(routeEntry(route, language).sections.length).toBeGreaterThanOrEqual(3);
    }
  });
});
