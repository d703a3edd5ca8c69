import * as v from 'valibot';
import { LANGUAGES } from '../i18n/languages';
import { ROUTES } from '../routes';

/** A host name as `URL.hostname` gives it, or '' when the page was opened without a referrer. */
const HOST_NAME = /^(?:[a-z0-9-]{1,63}\.)*[a-z0-9-]{1,63}$/;

/**
 * The beacon the client script sends once per page view after consent: the
 * page's route id and language (every page of the route table is in every
 * language, so any pair names a page the site serves), the referrer's host
 * name only, and a device class. Nothing else is accepted.
 */
export const BeaconSchema = v.strictObject({
  route: v.picklist(ROUTES.map((route) => route.id)),
  language: v.picklist(LANGUAGES),
  referrer: v.union([v.literal(''), v.pipe(v.string(), v.maxLength(253), v.toLowerCase(), v.regex(HOST_NAME))]),
  device: v.picklist(['phone', 'tablet', 'desktop']),
});

export type Beacon = v.InferOutput<typeof BeaconSchema>;
