import * as v from 'valibot';
import type { Language } from '../../i18n/languages';
import type { Block } from '../rich-text';
import { independentTranslation, isoDate, text } from './fields';

export const ARTICLE_CATEGORIES = ['marketing', 'communication', 'local-seo', 'coaching', 'web-design'] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

/** blog/<language>/<slug>.md: one article in one language; the file name is its slug. */
export const articleSchema = v.strictObject({
  /** Shared by the translations of one article, so each can link to the others. */
  translationKey: v.pipe(v.string(), v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens')),
  title: text,
  excerpt: text,
  date: isoDate,
  author: v.picklist(['Maïa']),
  category: v.picklist(ARTICLE_CATEGORIES),
  /** Followed by "| Sillage" in the page title. */
  metaTitle: text,
  metaDescription: text,
  independentTranslation,
});

/** A blog article. The read time is computed from its body. */
export type Article = v.InferOutput<typeof articleSchema> & {
  slug: string;
  language: Language;
  body: readonly Block[];
  /** Counted by the content build from the body (src/content/read-time.ts), so no render counts words. */
  readTimeMinutes: number;
};
