import type { LocalBusiness, Organization } from 'schema-dts';
import { AGENCY } from '../content/agency';

/** Stable identifiers, so every page's graph can point to the agency nodes. */
export const organizationId = (siteUrl: string) => `${siteUrl}/#organization`;
export const localBusinessId = (siteUrl: string) => `${siteUrl}/#localbusiness`;

function identity(siteUrl: string) {
  return {
    name: AGENCY.name,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/images/logo.svg`,
    sameAs: AGENCY.social.map((profile) => profile.url),
    telephone: AGENCY.phone.international,
    email: AGENCY.email,
  };
}

/** The agency as an organization: who it is and where to find it online. */
export function organizationNode(siteUrl: string): Exclude<Organization, string> {
  return {
    '@type': 'Organization',
    '@id': organizationId(siteUrl),
    ...identity(siteUrl),
    founder: { '@type': 'Person', name: `${AGENCY.founder.firstName} ${AGENCY.founder.lastName}` },
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
    areaServed: {
      '@type': 'GeoCircle',
      geoMidpoint: { '@type': 'GeoCoordinates', ...AGENCY.serviceAreaCenter },
      // A distance without a unit is in metres: 200 km.
      geoRadius: AGENCY.serviceAreaRadiusKm * 1000,
    },
    openingHours: `${AGENCY.openingHours.days} ${AGENCY.openingHours.opens}-${AGENCY.openingHours.closes}`,
    priceRange: AGENCY.priceRange,
  };
}
