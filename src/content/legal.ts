import type { Language } from '../languages/languages';
import { routeSummary } from './language-content';
import { ROUTES, type Route } from '../routes';

/** The legal notice, privacy policy and terms (legal/<document>/<language>.md), in the footer's order. */
export const LEGAL_ROUTES: readonly (Route & { kind: 'legal' })[] = ROUTES.filter((route): route is Route & { kind: 'legal' } => route.kind === 'legal');

/** A legal document's title in `language`: the footer's link and the breadcrumb name it so. */
export function legalTitle(route: Route & { kind: 'legal' }, language: Language): string {
  return routeSummary(route, language).title;
}
