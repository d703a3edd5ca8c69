import type { Language } from '../i18n/languages';
import { languageContent } from '../language-content';
import type { Route } from '../routes';
import type { ServicePageContent } from './schemas/service-page';
import { SERVICES, type Service } from './services';

/** The service a `service:<id>` route shows. */
export function serviceOf(route: Route): Service {
  const service = SERVICES.find((candidate) => route.id === `service:${candidate.id}`);
  if (!service) throw new Error(`No service for route ${route.id}`);
  return service;
}

/** The page of the service a route shows, in `language` (services/<id>/<language>.md). */
export function servicePage(route: Route, language: Language): ServicePageContent {
  const page = languageContent(language).servicePages[serviceOf(route).id];
  if (!page) throw new Error(`No page for ${route.id} in ${language}`);
  return page;
}
