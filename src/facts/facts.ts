import type { Unit } from '../languages/units';
import { EXAMPLE_ADDRESS, EXAMPLE_CONSUMER_MEDIATOR, EXAMPLE_REGISTRATION, EXAMPLE_SIRET, EXAMPLE_VAT_NUMBER } from './legal-identifiers';

export { UNITS, type Unit } from '../languages/units';

/** A figure: one value, or a range from the first to the second, in its unit. */
export interface Quantity {
  value: number | readonly [number, number];
  unit: Unit;
}

/**
 * The agency's facts, each stated once. Texts name them as `{name}`: the
 * Markdown under src/content (the content build fills them in), the
 * dictionaries (filled in once per language) and the components and
 * structured data, which read them here. A `{name}` unknown here stops the build.
 */
export const FACTS = {
  email: 'contact@sillage-communication.fr',
  /** In international form, as `tel:` links and the structured data want it; texts show it as 05 53… or +33 5 53…. */
  phone: '+33553456789',
  /**
   * How soon a message, a call request or a question is answered, counted on
   * working days (Monday to Friday): a message sent on Friday evening is
   * answered on Monday, so the texts say "24 h ouvrées", "24 working hours",
   * "24 horas laborables".
   */
  replyDelay: { value: 24, unit: 'workingHours' },
  /** How soon a quote follows the first call. */
  quoteDelay: { value: 48, unit: 'hours' },
  /** The free first call. */
  firstCallLength: { value: 20, unit: 'minutes' },
  /** Opening hours, Monday to Friday, French time. */
  opens: { value: 9, unit: 'timeOfDay' },
  closes: { value: 18, unit: 'timeOfDay' },
  /** How far Maïa travels to meet a client. */
  travelRadius: { value: 100, unit: 'km' },
  /** The service area declared to search engines, around the midpoint of the two offices: wider than the travel radius, as video calls reach further. */
  serviceAreaRadius: { value: 200, unit: 'km' },
  businessCardsPrice: { value: 500, unit: 'euros' },
  /** Typical design times, from the signed quote; the terms' indicative delays add printing and delivery (2 weeks for business cards, 2 months for a complete identity). */
  businessCardsDelay: { value: 1, unit: 'weeks' },
  brochureDelay: { value: [2, 3], unit: 'weeks' },
  websiteDelay: { value: [4, 6], unit: 'weeks' },
  visualIdentityDelay: { value: [6, 8], unit: 'weeks' },
  /** Texts say "more than" this many. */
  projectsCount: { value: 50, unit: 'count' },
  experienceYears: { value: 10, unit: 'years' },
  averageRating: { value: 5, unit: 'rating' },
  /**
   * Booking the free first call (src/booking/rules.ts reads these): calls of
   * `firstCallLength` start every `callInterval` from `opens`, the last one
   * ending by `closes`, on the opening days (`openingDays` in
   * src/content/agency.ts), French public holidays closed, in `agencyTimeZone`.
   * `callBuffer` follows every call: no other call, and nothing in the
   * owner's calendar, may start before it ends.
   */
  callInterval: { value: 20, unit: 'minutes' },
  callBuffer: { value: 10, unit: 'minutes' },
  /** How long before a call it can still be booked. */
  callNotice: { value: 12, unit: 'hours' },
  /** How far ahead calls can be booked, counted in the agency's days from today. */
  callBookingWindow: { value: 4, unit: 'weeks' },
  callsPerDay: { value: 6, unit: 'count' },
  /** The IANA time zone of the opening hours, as Intl and calendars name it. */
  agencyTimeZone: 'Europe/Paris',
  /**
   * The SIRET the legal notice publishes (LCEN, article 1-1, I), fourteen
   * digits. Until the owner's own number is written here, it is the example
   * value, which `npm run deploy` refuses to publish.
   */
  siret: EXAMPLE_SIRET,
  /**
   * The register the agency is entered in and its number there, which is
   * the SIREN (the SIRET's first nine digits, without spaces): `RCS` and the
   * town of the court registry for a trader (`RCS Périgueux 732829320`),
   * `RNE` for a business only in the national register of businesses
   * (`RNE 732829320`). The legal notice publishes it (LCEN, article 1-1, I).
   * Until the owner's own is written here, it is the example value, which
   * `npm run deploy` refuses, as it refuses a number that is not the SIRET's.
   */
  registration: EXAMPLE_REGISTRATION,
  /**
   * The address of the agency's registered office, as its registration
   * shows it, on one line: the street, a comma, the postcode and the town.
   * The legal notice publishes it (LCEN, article 1-1, I); the privacy policy and
   * the terms give it for letters (a request about personal data, a
   * withdrawal). Its words are names: the spelling check takes them as they
   * are. Until the owner's own is written here, it is the example value,
   * which `npm run deploy` refuses.
   */
  address: EXAMPLE_ADDRESS,
  /**
   * The agency's intra-community VAT number, as the tax office gives it:
   * `FR`, the two-digit key and the SIREN, without spaces (`FR44732829320`);
   * or `franchise en base` (VAT_FRANCHISE) when the agency is under the VAT
   * franchise (article 293 B of the CGI) and has none, which the legal notice
   * and the terms then say instead (« TVA non applicable, art. 293 B du
   * CGI »). Until the owner's own is written here, it is the example value,
   * which `npm run deploy` refuses, as it refuses a number that is not the
   * SIRET's business's.
   */
  vatNumber: EXAMPLE_VAT_NUMBER,
  /**
   * The consumer mediator the agency has joined, whom a client who is a
   * consumer may turn to free of charge (articles L. 612-1 and L. 616-1 of
   * the Code de la consommation): its name, postal address and web address,
   * on one line (`CM2C, 49 rue de Ponthieu, 75008 Paris, www.cm2c.net`). The
   * terms give it, and the quote repeats it. Its words are names: the
   * spelling check takes them as they are. Until the owner's is written here,
   * it is the example value, which `npm run deploy` refuses.
   */
  consumerMediator: EXAMPLE_CONSUMER_MEDIATOR,
} as const satisfies Record<string, string | Quantity>;

/** The facts' shape, so that tests and builds can state other values. */
export type Facts = { [Name in keyof typeof FACTS]: (typeof FACTS)[Name] extends string ? string : Quantity };

/**
 * The facts the site works out rather than states: what the content build
 * counts from the content (the Worker reads the same from the route table the
 * build wrote), and the year of the build's date.
 */
export interface DerivedFacts {
  /** The folders of src/content/services, written in words: "six services". */
  servicesCount: number;
  /**
   * The year the site was built in, in the agency's time zone: the footer's
   * copyright, so that it never shows a year gone by. Written in figures,
   * never grouped (2026, not 2 026).
   */
  buildYear: number;
}

export type FactName = keyof Facts | keyof DerivedFacts;
/** The facts that are figures, which `{name.number}` can show without their unit; a year is not one. */
export type QuantityName = { [Name in keyof Facts]: Facts[Name] extends Quantity ? Name : never }[keyof Facts] | Exclude<keyof DerivedFacts, 'buildYear'>;
