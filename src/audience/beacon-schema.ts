import * as v from 'valibot';
import { LANGUAGES } from '../languages/languages';
import { isRouteId, type RouteId } from '../routes';

/**
 * The beacon the client script sends once per page view after consent: the
 * page's route id and language (every page of the route table is in every
 * language, so any pair names a page the site serves), the referrer's host
 * name only ('' without one; whatever it holds, it is counted under a source
 * of `audience-source.ts`, never stored as sent), and a device class. Nothing
 * else is accepted.
 */
export const BeaconSchema = v.strictObject({
  // Any page of the route table, articles included: the Worker reads theirs before a beacon (src/http/article-routes-when-needed.ts).
  route: v.custom<RouteId>((id) => typeof id === 'string' && isRouteId(id)),
  language: v.picklist(LANGUAGES),
  referrer: v.string(),
  device: v.picklist(['phone', 'tablet', 'desktop']),
});

export type Beacon = v.InferOutput<typeof BeaconSchema>;
