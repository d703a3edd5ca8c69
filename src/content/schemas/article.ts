import * as v from 'valibot';
import { ARTICLE_CATEGORIES } from '../../languages/address-words';
import type { Language } from '../../languages/languages';
import type { Block } from '../rich-text';
import { formerSlugs, independentTranslation, isoDate, metaDescription, shared, sized, text } from './fields';
import { pictureAlt, pictureFile, type ArticlePicture } from './picture';

/** blog/<language>/<slug>.md: one article in one language; the file name is its slug. */
export const articleSchema = v.pipe(
  v.strictObject({
    /** Shared by the translations of one article, so each can link to the others. */
    translationKey: v.pipe(v.string(), v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens')),
    /** The article's h1. */
    title: sized(70, 'an article\'s title is read at a glance'),
    excerpt: text,
    date: shared(isoDate),
    author: shared(v.picklist(['Maïa'])),
    category: shared(v.picklist(ARTICLE_CATEGORIES)),
    metaTitle: sized(45, 'followed by " | Sillage", the page title stays within the 60 characters search engines show'),
    metaDescription,
    /** Optional: its picture, one file for every language (./picture.ts), shown under its title and when it is shared. */
    picture: v.optional(pictureFile),
    /** What the picture shows, in this file's language: required with a picture. */
    pictureAlt: v.optional(pictureAlt),
    /** The article's former file names, each redirected to it. */
    formerSlugs,
    independentTranslation,
  }),
  v.forward(
    v.check((article) => article.picture === undefined || article.pictureAlt !== undefined, 'the article has a picture: describe what it shows, in this file\'s language, for those who cannot see it'),
    ['pictureAlt'],
  ),
);

/** How long an article's body is, in words (counted by the content build, which refuses one outside it). */
export const ARTICLE_WORDS = { min: 600, max: 1000 } as const;

/** What only an article's own page shows: the pages listing articles show the rest (src/content/page-texts.ts). */
export const ARTICLE_PAGE_FIELDS = ['body', 'metaTitle', 'metaDescription', 'picture'] as const;

type ArticleFields = Omit<v.InferOutput<typeof articleSchema>, 'picture' | 'pictureAlt'> & {
  /** Its picture, made by the build, with its description in this language. */
  picture?: ArticlePicture;
  slug: string;
  language: Language;
  body: readonly Block[];
  /** Counted by the content build from the body (src/content/read-time.ts), so no render counts words. */
  readTimeMinutes: number;
};

/**
 * A blog article as the pages that list articles show it (cards, the feeds):
 * each language's texts hold that much of every article, so they do not grow
 * much with the blog.
 */
export type ArticleSummary = Omit<ArticleFields, (typeof ARTICLE_PAGE_FIELDS)[number]>;

/** A blog article, as its own page shows it. */
export type Article = ArticleFields;
