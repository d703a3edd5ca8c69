/**
 * The agency's identity, defined once. Its figures and contact details, which
 * texts state, are in facts.ts; texts that change with the language live in
 * the Markdown and the dictionaries.
 */
export const AGENCY = {
  name: 'Sillage Communication',
  shortName: 'Sillage',
  founder: { firstName: 'Maïa', lastName: 'Etcheverry' },
  offices: [
    { locality: 'Périgueux', postalCode: '24000', latitude: 45.1846, longitude: 0.7218 },
    { locality: 'Biarritz', postalCode: '64200', latitude: 43.4832, longitude: -1.5586 },
  ],
  region: 'Nouvelle-Aquitaine',
  country: 'FR',
  /** Midpoint of the two offices, centre of the structured-data service area (its radius is a fact). */
  serviceAreaCenter: { latitude: 44.3339, longitude: -0.4184 },
  /** The days of the opening hours, as schema.org writes them; texts write them in words. */
  openingDays: 'Mo-Fr',
  priceRange: '€€€',
  social: [
    { name: 'LinkedIn', url: 'https://www.linkedin.com/company/sillage-communication' },
    { name: 'Facebook', url: 'https://www.facebook.com/sillagecommunication' },
    { name: 'Instagram', url: 'https://www.instagram.com/sillage.communication' },
  ],
} as const;
