import * as v from 'valibot';
import type { TextSection } from '../rich-text';
import { formerSlugs, independentTranslation, isoDate, meta, shared, slug, text } from './fields';

/** legal/<document>/<language>.md: the legal notice, privacy policy or terms. Its `##` sections come from the body. */
export const legalDocumentSchema = v.strictObject({
  slug,
  formerSlugs,
  ...meta,
  title: text,
  /** The date of the last update, shown under the title. */
  updated: shared(isoDate),
  intro: v.optional(text),
  independentTranslation,
});

export type LegalDocument = v.InferOutput<typeof legalDocumentSchema> & { sections: readonly TextSection[] };
