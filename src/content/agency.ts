/**
 * The agency's identity and contact details, defined once. Texts that change
 * with the language live in the dictionaries; these values do not.
 */
export const AGENCY = {
  name: 'Sillage Communication',
  shortName: 'Sillage',
  founder: { firstName: 'Maïa', lastName: 'Etcheverry' },
  email: 'contact@sillage-communication.fr',
  phone: { display: '05\u00a053\u00a045\u00a067\u00a089', international: '+33553456789' },
  experienceYears: 10,
  projectsCount: 50,
  averageRating: 5,
  offices: [
    { locality: 'Périgueux', postalCode: '24000', latitude: 45.1846, longitude: 0.7218 },
    { locality: 'Biarritz', postalCode: '64200', latitude: 43.4832, longitude: -1.5586 },
  ],
  region: 'Nouvelle-Aquitaine',
  country: 'FR',
  /** Midpoint of the two offices, centre of the structured-data service area. */
  serviceAreaCenter: { latitude: 44.3339, longitude: -0.4184 },
  serviceAreaRadiusKm: 200,
  openingHours: { days: 'Mo-Fr', opens: '09:00', closes: '18:00' },
  priceRange: '€€€',
  social: [
    { name: 'LinkedIn', url: 'https://www.linkedin.com/company/sillage-communication' },
    { name: 'Facebook', url: 'https://www.facebook.com/sillagecommunication' },
    { name: 'Instagram', url: 'https://www.instagram.com/sillage.communication' },
  ],
  copyrightYear: 2025,
} as const;
