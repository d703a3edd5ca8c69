import * as v from 'valibot';
import type { ServiceId } from '../../generated/routes';
import type { TextSection } from '../rich-text';
import { callToAction, formerSlugs, independentTranslation, meta, shared, slug, text, threeFaq } from './fields';

/**
 * services/<service>/<language>.md: one service's page and its card. The
 * folder's name is the service's id (and names its illustration,
 * assets/images/services/<id>.svg); its `##` sections come from the body.
 */
export const servicePageSchema = v.strictObject({
  slug,
  formerSlugs,
  ...meta,
  /** The page's h1. */
  title: text,
  intro: text,
  /** What the service includes, shown as a list. */
  offerings: v.pipe(v.array(text), v.minLength(1, 'must list at least one offering')),
  faq: threeFaq,
  cta: callToAction,
  /** Its place among the services, the same in every language: 1 first; 2.5 goes between 2 and 3, so the others keep theirs. */
  order: shared(v.pipe(v.number('must be a number: 1 for the first service'), v.minValue(1, 'must be 1 or more'))),
  /** Its card on the home and the services page; the title also names it in the breadcrumb, the testimonials and the structured data. */
  card: v.strictObject({
    title: text,
    /** One or two sentences. */
    summary: text,
  }),
  independentTranslation,
});

export type ServicePageContent = v.InferOutput<typeof servicePageSchema> & { id: ServiceId; sections: readonly TextSection[] };
