import * as v from 'valibot';
import { AGENCY } from '../agency';

/**
 * Field types shared by the content collections' schemas. The content build
 * (scripts/content/) checks every Markdown file's frontmatter against them;
 * the worker only imports their types.
 */
export const text = v.pipe(v.string(), v.nonEmpty('must not be empty'));

/**
 * A field with one value for every language (an article's date, its
 * category): the owner's text editor sets it in French and copies it to the
 * other languages' files (src/desk/editor/schema-fields.ts).
 */
export const shared = <Schema extends v.GenericSchema>(schema: Schema) => v.pipe(schema, v.metadata({ shared: true }));

/** YYYY-MM-DD, quoted or not. */
export const isoDate = v.pipe(v.string(), v.isoDate('must be a date written YYYY-MM-DD'));

/** The last part of the page's path, e.g. `a-propos` for /a-propos. */
export const slug = v.pipe(v.string(), v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens, e.g. "mentions-legales"'));

/** A text of at most `max` characters, or of `min` to `max`, saying why in `reason`. */
export const sized = (max: number, reason: string, min = 1) =>
  v.pipe(
    text,
    v.minLength(min, `must be at least ${min} characters long: ${reason}`),
    v.maxLength(max, `must be at most ${max} characters long: ${reason}`),
  );

/** What search engines show of a page under its title. */
export const metaDescription = sized(160, 'search engines show 70 to 160 characters of a description', 70);

/** Search engines show about 60 characters of a page's title. */
const TITLE_LENGTH = 60;

/** The head of a page: its own `<title>`, which the site follows with the agency's name (or, on the home, leads with it), and its description. */
export const meta = {
  metaTitle: sized(TITLE_LENGTH - ` | ${AGENCY.name}`.length, `with " | ${AGENCY.name}" the page title stays within the ${TITLE_LENGTH} characters search engines show`),
  metaDescription,
};

/**
 * `independentTranslation: true` on an English or Spanish file written
 * separately for its language (an article first written in English or
 * Spanish): the build does not look for the French file's figures in it. The
 * legal pages are translations of the French, and never take it. `false`, as
 * the text editor writes an unticked box, is the same as leaving it out.
 */
export const independentTranslation = v.optional(v.boolean('must be true or false, or left out'));

/**
 * The slugs a page had before (`formerSlugs: [imprenta-identidad-visual]`):
 * their addresses answer a permanent redirect to the page, so links and
 * search results that name the old address still reach it.
 */
export const formerSlugs = v.optional(v.array(slug, 'must be a list of slugs'));

export const faqItem = v.strictObject({ question: text, answer: text });
export type FaqItem = v.InferOutput<typeof faqItem>;

/** The three questions a page shows above its closing call to action. */
export const threeFaq = v.strictTuple([faqItem, faqItem, faqItem], 'must be a list of exactly three questions');

/** A closing call to action; its button leads to the contact page. */
export const callToAction = v.strictObject({ title: text, text: text, button: text });
export type CallToAction = v.InferOutput<typeof callToAction>;
