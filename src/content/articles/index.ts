import type { Language } from '../../i18n/languages';
import type { Article } from './article';
import frBusinessCards from './fr/cartes-visite-rendez-vous';
import frGoodies from './fr/goodies-objets-publicitaires';
import frGoogleBusiness from './fr/google-business-avis-2-heures';
import frCoachingPitch from './fr/coaching-pitch-salon-30-minutes';
import enBusinessCards from './en/business-cards-win-meetings';
import enGoodies from './en/branded-goodies-that-work';
import enGoogleBusiness from './en/google-business-reviews-in-2-hours';
import enSimpleWebsite from './en/simple-effective-website';
import esBusinessCards from './es/tarjetas-reuniones';
import esGoodies from './es/objetos-promocionales-que-funcionan';
import esGoogleBusiness from './es/google-business-resenas-en-2-horas';
import esSimpleWebsite from './es/web-simple-eficaz';

/** Every article in every language, newest first within a language. */
export const ARTICLES: readonly Article[] = [
  frBusinessCards,
  frGoodies,
  frGoogleBusiness,
  frCoachingPitch,
  enBusinessCards,
  enGoodies,
  enGoogleBusiness,
  enSimpleWebsite,
  esBusinessCards,
  esGoodies,
  esGoogleBusiness,
  esSimpleWebsite,
].sort((a, b) => b.date.localeCompare(a.date));

export function articlesIn(language: Language): Article[] {
  return ARTICLES.filter((article) => article.language === language);
}

/** Path of an article: always language-prefixed, French included. */
export function articlePath(article: Pick<Article, 'language' | 'slug'>): string {
  return `/${article.language}/blog/${article.slug}`;
}

export { readTimeMinutes } from './read-time';
