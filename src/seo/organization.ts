import type { GeoCircle, LocalBusiness, Organization, Person } from 'schema-dts';
import { AGENCY } from '../content/agency';
import { FACTS } from '../facts/facts';

/** An hour of the day as schema.org writes it: 9 is 09:00. */
const time = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** Stable identifiers, so every page's graph can point to the agency nodes. */
export const organizationId = (siteUrl: string) => `${siteUrl}/#organization`;
export const localBusinessId = (siteUrl: string) => `${siteUrl}/#localbusiness`;
export const founderId = (siteUrl: string) => `${siteUrl}/#founder`;

function identity(siteUrl: string) {
  return {
    name: AGENCY.name,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/images/logo.svg`,
    sameAs: AGENCY.social.map((profile) => profile.url),
    telephone: FACTS.phone,
    email: FACTS.email,
  };
}

/** The agency as an organization: who it is and where to find it online. */
export function organizationNode(siteUrl: string): Exclude<Organization, string> {
  return {
    '@type': 'Organization',
    '@id': organizationId(siteUrl),
    ...identity(siteUrl),
    founder: founderNode(siteUrl),
  };
}

/** The founder, who also writes the blog articles. */
export function founderNode(siteUrl: string): Exclude<Person, string> {
  return {
    '@type': 'Person',
    '@id': founderId(siteUrl),
    name: `${AGENCY.founder.firstName} ${AGENCY.founder.lastName}`,
    worksFor: { '@id': organizationId(siteUrl) },
  };
}

/** Where the agency works: a circle around the midpoint of its two offices. */
export function serviceArea(): Exclude<GeoCircle, string> {
  return {
    '@type': 'GeoCircle',
    geoMidpoint: { '@type': 'GeoCoordinates', ...AGENCY.serviceAreaCenter },
    // A distance without a unit is in metres.
    geoRadius: FACTS.serviceAreaRadius.value * 1000,
  };
}

/** The agency as a local business: its two offices, service area, hours and prices. */
export function localBusinessNode(siteUrl: string): Exclude<LocalBusiness, string> {
  return {
    '@type': 'LocalBusiness',
    '@id': localBusinessId(siteUrl),
    ...identity(siteUrl),
    image: `${siteUrl}/images/logo.svg`,
    parentOrganization: { '@id': organizationId(siteUrl) },
    address: AGENCY.offices.map((office) => ({
      '@type': 'PostalAddress',
      addressLocality: office.locality,
      postalCode: office.postalCode,
      addressRegion: AGENCY.region,
      addressCountry: AGENCY.country,
    })),
    geo: AGENCY.offices.map((office) => ({
      '@type': 'GeoCoordinates',
      latitude: office.latitude,
      longitude: office.longitude,
    })),
    areaServed: serviceArea(),
    openingHours: `${AGENCY.openingDays} ${time(FACTS.opens.value)}-${time(FACTS.closes.value)}`,
    priceRange: AGENCY.priceRange,
  };
}
