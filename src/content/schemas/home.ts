import * as v from 'valibot';
import { faqItem, independentTranslation, meta, text } from './fields';

/** home/<language>.md: the home page's own texts (its interface words, such as the video's labels, are in the dictionaries). */
export const homeSchema = v.strictObject({
  /** The page's own title: the agency's name leads it in `<title>`. */
  ...meta,
  /**
   * The first screen: a small line above the title, the title, a sentence, the buttons down to the
   * services and to the contact page, and under them `note`, the free first call's promise stated whole.
   */
  hero: v.strictObject({ eyebrow: text, title: text, subtitle: text, cta: text, secondaryCta: text, note: text }),
  /** The method in three cards, in the order of their icons (clarity, image, method). */
  pillars: v.strictObject({
    title: text,
    items: v.strictTuple([v.strictObject({ title: text, text: text }), v.strictObject({ title: text, text: text }), v.strictObject({ title: text, text: text })], 'must be a list of exactly three pillars'),
  }),
  /** The promises made to every client, also repeated once a message is sent. */
  promises: v.strictObject({ title: text, exchange: text, quote: text, answer: text }),
  /** The agency in a few lines, and the labels of its key figures (the figures are facts). */
  about: v.strictObject({
    title: text,
    lead: text,
    text: text,
    stats: v.strictObject({ rating: text, projects: text, years: text, languages: text }),
    more: text,
  }),
  /** The home page's questions; the FAQ page lists them first. */
  faq: v.pipe(v.array(faqItem), v.length(5, 'must be a list of exactly five questions')),
  independentTranslation,
});

export type HomeContent = v.InferOutput<typeof homeSchema>;
