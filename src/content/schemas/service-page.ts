import * as v from 'valibot';
import type { TextSection } from '../rich-text';
import { callToAction, independentTranslation, meta, slug, text, threeFaq } from './fields';

/** services/<service id>/<language>.md: one service's page. Its `##` sections come from the body. */
export const servicePageSchema = v.strictObject({
  slug,
  ...meta,
  /** The page's h1. */
  title: text,
  intro: text,
  /** What the service includes, shown as a list. */
  offerings: v.pipe(v.array(text), v.minLength(1, 'must list at least one offering')),
  faq: threeFaq,
  cta: callToAction,
  independentTranslation,
});

export type ServicePageContent = v.InferOutput<typeof servicePageSchema> & { sections: readonly TextSection[] };
