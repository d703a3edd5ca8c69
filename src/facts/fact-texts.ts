import { LANGUAGE_SPECS, type Language } from '../languages/languages';
import type { DerivedFacts, Facts, Quantity, Unit } from './facts';
import { registrationText, siretText, VAT_FRANCHISE, vatNumberText } from './legal-identifiers';

const NBSP = '\u00a0';

/** One number as the language writes it: a time of day as 9 / 9 am / 9:00, a count in words when asked. */
function numberText(value: number, unit: Unit, language: Language): string {
  const spec = LANGUAGE_SPECS[language];
  if (unit === 'countInWords') return spec.numberWords[value] ?? String(value);
  if (unit === 'timeOfDay') return spec.hour(value);
  // Whole numbers under a thousand are their digits in every language here, as Intl writes them: a fresh
  // isolate's first Intl.NumberFormat costs milliseconds, which a page rendered on demand would wait for.
  if (Number.isInteger(value) && value >= 0 && value < 1000) return String(value);
  return new Intl.NumberFormat(language).format(value);
}

function quantityTexts({ value, unit }: Quantity, language: Language): { number: string; text: string } {
  const spec = LANGUAGE_SPECS[language];
  const [from, to] = typeof value === 'number' ? [value] : value;
  const number = to === undefined ? numberText(from, unit, language) : spec.range(numberText(from, unit, language), numberText(to, unit, language));
  return { number, text: spec.units[unit](number, to !== undefined || from !== 1) };
}

/** +33553456789 as 05 53 45 67 89 (national) or +33 5 53 45 67 89, with no-break spaces so it never wraps. */
function phoneTexts(international: string): { national: string; international: string } {
  const match = /^\+33(\d)(\d{8})$/.exec(international);
  if (!match) throw new Error(`src/facts/facts.ts: phone "${international}" must be a French number written +33 and nine digits`);
  const [, first, rest] = match as unknown as [string, string, string];
  const pairs = rest.match(/\d\d/g)!.join(NBSP);
  return { national: `0${first}${NBSP}${pairs}`, international: `+33${NBSP}${first}${NBSP}${pairs}` };
}

/** The texts of the placeholders, in one language. */
export type FactTexts = ReadonlyMap<string, string>;

/**
 * What each placeholder says in `language`: `{quoteDelay}` the figure and
 * its unit (48 h, 48 hours, 48 horas), `{quoteDelay.number}` the figure alone
 * (for "a 20-minute call"), `{phone}` as the page's readers dial it (05 53 45 67 89
 * in French, +33 5 53 45 67 89 for readers abroad) and `{phoneInternational}`
 * +33 5 53 45 67 89 in every language, `{siret}` grouped (123 456 789 00012),
 * `{vatNumber}` grouped (FR 32 123 456 789) or, under the VAT franchise, the
 * language's « néant (TVA non applicable, art. 293 B du CGI) », `{registration}` with its SIREN grouped
 * (RCS Périgueux 123 456 789), `{address}` as written and `{buildYear}` in
 * figures (2026). A name written
 * with a capital (`{ServicesCount}`) starts with one, at the start of a sentence.
 */
export function factTexts(language: Language, facts: Facts, derived: DerivedFacts): FactTexts {
  const texts = new Map<string, string>();
  const counts = { servicesCount: { value: derived.servicesCount, unit: 'countInWords' } } satisfies Record<Exclude<keyof DerivedFacts, 'buildYear'>, Quantity>;
  for (const [name, fact] of Object.entries({ ...facts, ...counts }) as [string, string | Quantity][]) {
    if (typeof fact === 'string') {
      texts.set(name, fact);
      continue;
    }
    const { number, text } = quantityTexts(fact, language);
    texts.set(name, text);
    texts.set(`${name}.number`, number);
  }
  // A year as every language writes one, in figures with no thousands separator.
  texts.set('buildYear', String(derived.buildYear));
  texts.set('siret', siretText(facts.siret));
  texts.set('vatNumber', facts.vatNumber === VAT_FRANCHISE ? LANGUAGE_SPECS[language].vatFranchise : vatNumberText(facts.vatNumber));
  texts.set('registration', registrationText(facts.registration));
  const phone = phoneTexts(facts.phone);
  texts.set('phone', phone[LANGUAGE_SPECS[language].phone]);
  texts.set('phoneInternational', phone.international);
  for (const [name, text] of [...texts]) texts.set(name[0]!.toUpperCase() + name.slice(1), text[0]!.toUpperCase() + text.slice(1));
  return texts;
}

/** `{name}` or `{name.number}`: a word in braces. */
const PLACEHOLDER = /\{(\w+(?:\.number)?)\}/g;

/**
 * `text` with each placeholder replaced by its fact's text, in `language`;
 * `unknown` is called with a name no fact has.
 */
export function fillFacts(text: string, texts: FactTexts, language: Language, unknown: (name: string) => never): string {
  let filled = '';
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    const fact = texts.get(match[1]!) ?? unknown(match[1]!);
    const before = text.slice(last, match.index);
    filled += LANGUAGE_SPECS[language].beforeFact?.(before, fact) ?? before;
    filled += fact;
    last = match.index + match[0].length;
  }
  return filled + text.slice(last);
}
