import { LEGAL_DOCUMENTS } from '../generated/content';
import type { Language } from '../i18n/languages';
import type { Route } from '../routes';
import type { LegalDocument, LegalPageId } from './schemas/legal-document';

/** The legal notice, privacy policy and terms (legal/<document>/<language>.md). */
export { LEGAL_DOCUMENTS };
export type { LegalDocument, LegalPageId };

/** The legal document a route shows, in `language`. */
export function legalDocument(route: Route, language: Language): LegalDocument {
  const document = LEGAL_DOCUMENTS[route.id as LegalPageId]?.[language];
  if (!document) throw new Error(`No legal document ${route.id} in ${language}`);
  return document;
}
