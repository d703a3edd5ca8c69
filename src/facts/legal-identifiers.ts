/**
 * The identifiers the law requires the site to publish (LCEN, article 6):
 * the SIRET (the business's number in the French register, INSEE) and the
 * intra-community VAT number, which the tax office derives from its first
 * nine digits (the SIREN); the register the business is entered in, with
 * its number, which is the SIREN too; and the address of its registered
 * office. Stated once, as `siret`, `registration` and `address` in facts.ts.
 */

/** The value facts.ts holds until the owner writes hers: published nowhere, as `npm run deploy` refuses it. */
export const EXAMPLE_SIRET = '12345678900012';

/** The registration facts.ts holds until the owner writes hers: the example SIREN, whose checksum fails, so it is no business's. */
export const EXAMPLE_REGISTRATION = 'RCS Périgueux 123456789';

/** The address facts.ts holds until the owner writes hers: a street that does not exist. */
export const EXAMPLE_ADDRESS = '1 rue de l’Exemple, 24000 Périgueux';

/**
 * The facts every language's legal notice must publish, as `{name}` (the
 * content build checks it): the SIRET, the address and the registration.
 */
export const LEGAL_NOTICE_FACTS = ['siret', 'address', 'registration'] as const;

/** What facts.ts states of the identifiers. */
export interface LegalIdentifiers {
  siret: string;
  registration: string;
  address: string;
}

/** Luhn's checksum, which every SIREN and SIRET satisfies. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (const [index, digit] of [...digits].reverse().entries()) {
    const value = Number(digit) * (index % 2 === 1 ? 2 : 1);
    sum += value > 9 ? value - 9 : value;
  }
  return sum % 10 === 0;
}

/** Why `siret` cannot be published (not fourteen digits, a wrong checksum, the example value), or null. */
export function siretProblem(siret: string): string | null {
  if (!/^\d{14}$/.test(siret)) return `"${siret}" is not a SIRET: fourteen digits, without spaces`;
  if (siret === EXAMPLE_SIRET) return `${siret} is the example value: write the agency's own SIRET (on its INSEE notice or at annuaire-entreprises.data.gouv.fr)`;
  if (!passesLuhn(siret.slice(0, 9)) || !passesLuhn(siret)) return `${siret} fails the SIREN and SIRET checksum: a digit is wrong`;
  return null;
}

/**
 * A registration as the registers write it: `RCS`, the town of the court
 * registry the business is registered with, and the SIREN (a trader, in the
 * trade and companies register), or `RNE` and the SIREN (a business only in
 * the national register of businesses); the SIREN without spaces.
 */
const REGISTRATION = /^(?:RCS \p{Lu}[\p{L}'’ -]*\p{L}|RNE) (\d{9})$/u;

/** Why `registration` cannot be published (not a register and a SIREN, the example value, not the SIRET's SIREN), or null. */
export function registrationProblem(registration: string, siret: string): string | null {
  const match = REGISTRATION.exec(registration);
  if (!match) return `"${registration}" is not a registration: "RCS" and the town of its court registry, or "RNE", then the SIREN's nine digits without spaces (RCS Périgueux 732829320, RNE 732829320)`;
  if (registration === EXAMPLE_REGISTRATION) return `${registration} is the example value: write the agency's own register and number (on its Kbis extract or its INSEE notice, or at annuaire-entreprises.data.gouv.fr)`;
  const siren = siret.slice(0, 9);
  if (match[1] !== siren) return `${match[1]} is not the SIREN of the SIRET ${siret} (its first nine digits, ${siren}): both name the same business`;
  return null;
}

/** A postal address on one line: the street, a comma, a French postcode and the town (a letter at least before the postcode). */
const ADDRESS = /^(?=[^,]*\p{L})[^,\n]+(?:, [^,\n]+)*, \d{5} \p{Lu}[^,\n]*$/u;

/** Why `address` cannot be published (not a street, postcode and town, the example value), or null. */
export function addressProblem(address: string): string | null {
  if (!ADDRESS.test(address)) return `"${address}" is not a postal address: the street, a comma, the five-digit postcode and the town, on one line (8 rue des Tilleuls, 24000 Périgueux)`;
  if (address === EXAMPLE_ADDRESS) return `"${address}" is the example value: write the address of the agency's registered office, as its registration shows it`;
  return null;
}

/** Every identifier that cannot be published, by its name in facts.ts, with why: none once the owner's own are written. */
export function legalIdentifierProblems(facts: LegalIdentifiers): { name: keyof LegalIdentifiers; problem: string }[] {
  const problems = { siret: siretProblem(facts.siret), registration: registrationProblem(facts.registration, facts.siret), address: addressProblem(facts.address) };
  return Object.entries(problems).flatMap(([name, problem]) => (problem ? [{ name: name as keyof LegalIdentifiers, problem }] : []));
}

/** 12345678900012 as 123 456 789 00012, with no-break spaces so it never wraps. */
export function siretText(siret: string): string {
  return siret.replace(/^(\d{3})(\d{3})(\d{3})(\d{5})$/, '$1\u00a0$2\u00a0$3\u00a0$4');
}

/** RCS Périgueux 123456789 as RCS Périgueux 123 456 789, the number in groups joined to the register by no-break spaces. */
export function registrationText(registration: string): string {
  return registration.replace(/ (\d{3})(\d{3})(\d{3})$/, '\u00a0$1\u00a0$2\u00a0$3');
}

/** The intra-community VAT number of a French business: FR, a two-digit key worked out from the SIREN, the SIREN (FR 32 123 456 789). */
export function vatNumberText(siret: string): string {
  const siren = siret.slice(0, 9);
  const key = (12 + 3 * (Number(siren) % 97)) % 97;
  return `FR\u00a0${String(key).padStart(2, '0')}\u00a0${siren.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1\u00a0$2\u00a0$3')}`;
}
