import * as v from 'valibot';
import { faqItem, independentTranslation } from './fields';

/** home/<language>.md: what the home page reads from content (its other texts are in the dictionaries). */
export const homeSchema = v.strictObject({
  /** The home page's questions; the FAQ page lists them first. */
  faq: v.pipe(v.array(faqItem), v.length(5, 'must be a list of exactly five questions')),
  independentTranslation,
});

export type HomeContent = v.InferOutput<typeof homeSchema>;
