import type { Language } from '../../i18n/languages';
import type { ContentBlock } from '../blocks';

export const ARTICLE_CATEGORIES = ['marketing', 'communication', 'local-seo', 'coaching', 'web-design'] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

/** A blog article. The body is typed blocks; the read time is computed from it. */
export interface Article {
  slug: string;
  language: Language;
  /** Shared by the translations of one article, so each can link to the others. */
  translationKey: string;
  title: string;
  excerpt: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  author: 'Maïa';
  category: ArticleCategory;
  metaTitle: string;
  metaDescription: string;
  body: readonly ContentBlock[];
}
