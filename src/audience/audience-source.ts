/** The sources that are not a referring site; none is a host name of the web, which has two labels or more. */
export const SOURCE_BUCKETS = {
  /** Opened without a referrer: typed, bookmarked, from an app or an e-mail. */
  direct: 'direct',
  /** Reached from another page of the site itself. */
  internal: 'internal',
  /** A referrer that is no host name of the web: an address, a one-label name, anything odd. */
  other: 'other',
} as const;

/** A host name of the web: two labels or more of letters, digits and hyphens, at most 253 characters. */
const WEB_HOST_NAME = /^(?=.{1,253}$)(?:[a-z0-9-]{1,63}\.)+[a-z0-9-]{1,63}$/;

/**
 * The source a page view is counted under: the referring host (lower case,
 * without the trailing dot of a fully qualified name), or one of the buckets.
 * A referrer the site cannot read as a host name is still a page view, counted
 * as "other"; a one-label host named "direct" or "internal" is "other" too, so
 * the buckets keep their meaning.
 */
export function audienceSource(referrer: string, siteHostname: string): string {
  if (referrer === '') return SOURCE_BUCKETS.direct;
  const host = referrer.toLowerCase().replace(/\.$/, '');
  if (host === siteHostname) return SOURCE_BUCKETS.internal;
  return WEB_HOST_NAME.test(host) ? host : SOURCE_BUCKETS.other;
}
