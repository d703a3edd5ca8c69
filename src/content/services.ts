import type { Language } from '../languages/languages';
import { routeEntry } from './language-content';
import { routeById, SERVICE_IDS, type Route, type ServiceId } from '../routes';
import type { ServicePageContent } from './schemas/service-page';

/** The services in their order, as their cards show them in `language` (services/<id>/<language>.md). */
export function servicesIn(language: Language): ServicePageContent[] {
  return SERVICE_IDS.map((id) => serviceIn(id, language));
}

/** The service called `id`, in `language`: what a testimonial names. */
export function serviceIn(id: ServiceId, language: Language): ServicePageContent {
  return routeEntry(routeById(`service:${id}`) as Route & { kind: 'service' }, language);
}
