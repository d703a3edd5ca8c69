/**
 * The identifiers the law requires the site to publish: the SIRET (the
 * business's number in the French register, INSEE) and the intra-community
 * VAT number, which the tax office derives from its first nine digits (the
 * SIREN). Stated once, as `siret` in facts.ts.
 */

/** The value facts.ts holds until the owner writes hers: published nowhere, as `npm run deploy` refuses it. */
export const EXAMPLE_SIRET = '12345678900012';

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

/** 12345678900012 as 123 456 789 00012, with no-break spaces so it never wraps. */
export function siretText(siret: string): string {
  return siret.replace(/^(\d{3})(\d{3})(\d{3})(\d{5})$/, '$1\u00a0$2\u00a0$3\u00a0$4');
}

/** The intra-community VAT number of a French business: FR, a two-digit key worked out from the SIREN, the SIREN (FR 32 123 456 789). */
export function vatNumberText(siret: string): string {
  const siren = siret.slice(0, 9);
  const key = (12 + 3 * (Number(siren) % 97)) % 97;
  return `FR\u00a0${String(key).padStart(2, '0')}\u00a0${siren.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1\u00a0$2\u00a0$3')}`;
}
