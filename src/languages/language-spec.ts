import type { ArticleCategory, FixedPage } from './address-words';
import type { Unit } from './units';

/**
 * Everything that differs from one language to another but its words (the
 * dictionaries, the Markdown): how it writes dates, numbers, ranges, times of
 * day, units and the phone number, how its texts are spaced and spell-checked.
 * One module per language (src/languages/specs/), listed once in
 * src/languages/languages.ts: a language added there without its module fails
 * `tsc`, and nothing else branches on a language's code.
 */
export interface LanguageSpec {
  /** What the language menu shows: the language's own name, and its flag. */
  name: string;
  flag: string;
  /** Open Graph's locale (`fr_FR`). */
  locale: string;
  /** The folder of the service pages' addresses: /services/…, /es/servicios/…. */
  servicesSegment: string;
  /** The addresses of the pages without a content file (src/fixed-routes.ts): the home, the newsletter's and the booking's link pages. */
  fixedPaths: Readonly<Record<FixedPage, string>>;
  /**
   * The blog's category pages, below the blog's address in its visitor's
   * words: the folder and each category's name in it (`/en/blog/category/local-seo`),
   * and the query parameter that filtered the blog before (`/en/blog?category=local-seo`),
   * whose addresses now lead there.
   */
  blogCategories: { folder: string; formerParam: string; slugs: Readonly<Record<ArticleCategory, string>> };
  /** The booking page's query parameter naming the week it shows: `/en/book-a-call?week=2027-03-29`. */
  bookingWeekParam: string;
  /** The months' names, January first: dates are written without Intl, whose first formatter costs a cold isolate about 17 ms. */
  months: readonly string[];
  /** The days' names, Monday first, and their short forms, which a time names beside it when the day differs (« ven. », "Fri", "vie"). */
  weekdays: readonly string[];
  shortWeekdays: readonly string[];
  /** The day of the month as its dates write it: the figure, but French's first, 1er (which workerd's Intl does not write). */
  dayOfMonth: (day: number) => string;
  /** A date from its parts, the day as `dayOfMonth` writes it, the year left out when not given: « 1er septembre 2025 », "1 September 2025", "1 de septiembre de 2025". */
  date: (day: string, month: string, year?: number) => string;
  /** A date after its weekday: « mardi 1er décembre », "Tuesday 1 December", "martes, 1 de diciembre". */
  weekdayDate: (weekday: string, date: string) => string;
  /** A time of day to the minute, the minutes left out on the hour: « 9 h 20 », « 9 h »; "9.20 am", "midday", "12.20 am" (after midnight); "9:20", "9:00". */
  time: (hour: number, minute: number) => string;
  /** A date and a time of day on it: « mardi 1er décembre 2026 à 9 h 20 », "Tuesday 1 December 2026 at 9.20 am", "martes, 1 de diciembre de 2026, a las 9:20". */
  dateTime: (date: string, hour: number, minute: number) => string;
  /** Numbers 0 to 12 in words, for counts the texts spell out ("six services"). */
  numberWords: readonly string[];
  /** Its decimal mark (0,5 / 0.5); the other separator groups thousands (the figure check reads figures so). */
  decimalSeparator: ',' | '.';
  /** A range's two ends: "2 à 3", "2–3", "2 a 3". */
  range: (from: string, to: string) => string;
  /** An hour of the day as a figure alone: 9 / 9 am / 9:00 (the unit, if any, comes from `units.timeOfDay`). */
  hour: (hour: number) => string;
  /** A number with its unit, a no-break space between them so a line never splits them. */
  units: Readonly<Record<Unit, (number: string, plural: boolean) => string>>;
  /**
   * What the legal notice and the terms write in place of the VAT number when
   * the agency, under the VAT franchise, has none: « néant », and the mention
   * article 293 B of the CGI requires on its invoices, as the language says it.
   */
  vatFranchise: string;
  /** How its readers dial the agency: 05 53… in France, +33 5 53… from abroad. */
  phone: 'national' | 'international';
  /** The words before a fact, fitted to the fact: French elides « de une semaine » into « d’une semaine ». */
  beforeFact?: (before: string, fact: string) => string;
  /** What the build does to its texts' spacing (the content build, and the prose check of TypeScript texts): writers type ordinary spaces. */
  typography: (text: string) => string;
  /** Whether texts typed in TypeScript must already carry what `typography` would add (French, whose spacing before : ; ? ! a reader sees). */
  typographyTypedByHand: boolean;
  /** Its Hunspell dictionary, an npm package (the build's spelling check). */
  hunspell: string;
  /** Other forms a word may be looked up as, when the dictionary lacks it as written (an English possessive, a Spanish verb with its pronouns). */
  spellingForms?: (word: string) => readonly string[];
}

export const NBSP = '\u00a0';

/** A no-break space between a number and the unit after it (and around ×), so that a line never ends on "48" and starts with "hours". */
export function unitSpacing(units: string): (text: string) => string {
  const spaced = new RegExp(`(?<=\\d)[ \\t]+(?=(?:${units})(?![\\p{L}\\d]))`, 'gu');
  return (text) => text.replace(spaced, NBSP).replace(/(?<=×)[ \t]+(?=\d)/g, NBSP);
}
