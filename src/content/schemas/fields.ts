import * as v from 'valibot';

/**
 * Field types shared by the content collections' schemas. The content build
 * (scripts/content/) checks every Markdown file's frontmatter against them;
 * the worker only imports their types.
 */
export const text = v.pipe(v.string(), v.nonEmpty('must not be empty'));

/** YYYY-MM-DD, quoted or not. */
export const isoDate = v.pipe(v.string(), v.isoDate('must be a date written YYYY-MM-DD'));

/** The last part of the page's path, e.g. `a-propos` for /a-propos. */
export const slug = v.pipe(v.string(), v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens, e.g. "mentions-legales"'));

/** The head of a page: `<title>` (at most 60 characters, ending with the agency's name) and its description. */
export const meta = {
  metaTitle: text,
  metaDescription: text,
};

/**
 * `independentTranslation: true` on an English or Spanish file written
 * separately for its language (the shorter legal pages, some articles): the
 * build does not look for the French file's figures in it.
 */
export const independentTranslation = v.optional(v.literal(true, 'must be true, or left out'));

export const faqItem = v.strictObject({ question: text, answer: text });
export type FaqItem = v.InferOutput<typeof faqItem>;

/** The three questions a page shows above its closing call to action. */
export const threeFaq = v.strictTuple([faqItem, faqItem, faqItem], 'must be a list of exactly three questions');

/** A closing call to action; its button leads to the contact page. */
export const callToAction = v.strictObject({ title: text, text: text, button: text });
export type CallToAction = v.InferOutput<typeof callToAction>;
