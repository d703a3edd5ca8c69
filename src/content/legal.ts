import type { Language } from '../i18n/languages';
import { languageContent } from '../language-content';
import type { Route } from '../routes';
import type { LegalDocument, LegalPageId } from './schemas/legal-document';

/** The legal notice, privacy policy and terms (legal/<document>/<language>.md). */
export type { LegalDocument, LegalPageId };
export { LEGAL_PAGE_IDS } from './schemas/legal-document';

/** The legal document a route shows, in `language`. */
export function legalDocument(route: Route, language: Language): LegalDocument {
  const document = languageContent(language).legal[route.id as LegalPageId];
  if (!document) throw new Error(`No legal document ${route.id} in ${language}`);
  return document;
}
