import { EXAMPLE_SIRET } from './legal-identifiers';

/** What a figure can measure, which decides how each language writes it (see fact-texts.ts). */
export const UNITS = ['hours', 'minutes', 'weeks', 'km', 'euros', 'years', 'count', 'rating', 'timeOfDay', 'countInWords'] as const;
export type Unit = (typeof UNITS)[number];

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
  /** How soon a message, a call request or a question is answered. */
  replyDelay: { value: 24, unit: 'hours' },
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
  /** Typical delivery delays, from the signed quote. */
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
   * The SIRET the legal notice publishes (LCEN, article 6), fourteen digits;
   * `{vatNumber}` is worked out from it (legal-identifiers.ts). Until the
   * owner's own number is written here, it is the example value, which
   * `npm run deploy` refuses to publish.
   */
  siret: EXAMPLE_SIRET,
} as const satisfies Record<string, string | Quantity>;

/** The facts' shape, so that tests and builds can state other values. */
export type Facts = { [Name in keyof typeof FACTS]: (typeof FACTS)[Name] extends string ? string : Quantity };

/**
 * The figures the site counts from its content rather than states: the
 * content build counts the folders of src/content/services, the Worker the
 * services of its route table (the same, as the build wrote it).
 */
export interface CountedFacts {
  /** Written in words: "six services". */
  servicesCount: number;
}

export type FactName = keyof Facts | keyof CountedFacts;
/** The facts that are figures, which `{name.number}` can show without their unit. */
export type QuantityName = { [Name in keyof Facts]: Facts[Name] extends Quantity ? Name : never }[keyof Facts] | keyof CountedFacts;
