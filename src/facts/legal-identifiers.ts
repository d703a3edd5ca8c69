/**
 * The identifiers the law requires the site to publish of its publisher
 * (LCEN, article 1-1, I, where the loi SREN n° 2024-449 moved article 6,
 * III; and article 19 for a business that offers its services online): the
 * SIRET (the business's number in the French register, INSEE); the register
 * the business is entered in, with its number, which is the SIREN (the
 * SIRET's first nine digits); the address of its registered office; and its
 * intra-community VAT number, which the tax office derives from the SIREN,
 * or, for a business under the VAT franchise (franchise en base, article
 * 293 B of the CGI), which has none, the franchise. Stated once, as `siret`,
 * `registration`, `address` and `vatNumber` in facts.ts.
 */

/** The value facts.ts holds until the owner writes hers: published nowhere, as `npm run deploy` refuses it. */
export const EXAMPLE_SIRET = '12345678900012';

/** The registration facts.ts holds until the owner writes hers: the example SIREN, whose checksum fails, so it is no business's. */
export const EXAMPLE_REGISTRATION = 'RCS Périgueux 123456789';

/** The address facts.ts holds until the owner writes hers: a street that does not exist. */
export const EXAMPLE_ADDRESS = '1 rue de l’Exemple, 24000 Périgueux';

/** What facts.ts holds as `vatNumber` when the agency is under the VAT franchise (article 293 B of the CGI) and has no VAT number: the pages then say the VAT does not apply. */
export const VAT_FRANCHISE = 'franchise en base';

/** The VAT number facts.ts holds until the owner writes hers (or the franchise): the one the example SIRET would have, which `npm run deploy` refuses. */
export const EXAMPLE_VAT_NUMBER = 'FR32123456789';

/** The consumer mediator facts.ts holds until the owner writes the one she has joined: a mediator that does not exist. */
export const EXAMPLE_CONSUMER_MEDIATOR = 'Médiateur de l’Exemple, 1 rue de l’Exemple, 75000 Paris, www.mediateur.example';

/**
 * The facts every language's legal notice must publish, as `{name}` (the
 * content build checks it): the SIRET, the address, the registration and
 * the VAT number (or the franchise's mention, as `{vatNumber}` says it).
 */
export const LEGAL_NOTICE_FACTS = ['siret', 'address', 'registration', 'vatNumber'] as const;

/** What facts.ts states of the identifiers. */
export interface LegalIdentifiers {
  siret: string;
  registration: string;
  address: string;
  vatNumber: string;
  consumerMediator: string;
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

/** The intra-community VAT number the tax office gives a French business, without spaces: FR, a two-digit key worked out from the SIREN, the SIREN (FR32123456789). */
export function vatNumberOf(siret: string): string {
  const siren = siret.slice(0, 9);
  return `FR${String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, '0')}${siren}`;
}

/** Why `vatNumber` cannot be published (not a French VAT number nor the franchise, the example value, not the SIRET's business's), or null. */
export function vatNumberProblem(vatNumber: string, siret: string): string | null {
  if (vatNumber === VAT_FRANCHISE) return null;
  if (!/^FR\d{11}$/.test(vatNumber)) return `"${vatNumber}" is not a French VAT number ("FR" and eleven digits, without spaces: FR44732829320), nor "${VAT_FRANCHISE}" for a business under the VAT franchise (article 293 B of the CGI), which has none`;
  if (vatNumber === EXAMPLE_VAT_NUMBER) return `${vatNumber} is the example value: write the agency's intra-community VAT number (in its professional space on impots.gouv.fr), or "${VAT_FRANCHISE}" if it is under the VAT franchise and has none`;
  const expected = vatNumberOf(siret);
  if (vatNumber !== expected) return `${vatNumber} is not the VAT number of the SIRET ${siret}'s business (${expected}): a digit is wrong, or the SIRET is`;
  return null;
}

/** A web address in a mediator's details: its site, where a consumer files a claim (www.cm2c.net, https://…). */
const WEB_ADDRESS = /(?:^|[\s,(])(?:https:\/\/|www\.)[\w.-]+\.\p{L}{2,}/u;

/** Why `consumerMediator` cannot be published (no web address to file a claim at, the example value), or null. */
export function consumerMediatorProblem(consumerMediator: string): string | null {
  if (!WEB_ADDRESS.test(consumerMediator)) return `"${consumerMediator}" does not give the mediator's details: its name, its postal address and the web address where a consumer files a claim, on one line (CM2C, 49 rue de Ponthieu, 75008 Paris, www.cm2c.net)`;
  if (consumerMediator === EXAMPLE_CONSUMER_MEDIATOR) return `"${consumerMediator}" is the example value: write the consumer mediator the agency has joined (article L. 616-1 of the Code de la consommation), as its membership shows it`;
  return null;
}

/** Every identifier that cannot be published, by its name in facts.ts, with why: none once the owner's own are written. */
export function legalIdentifierProblems(facts: LegalIdentifiers): { name: keyof LegalIdentifiers; problem: string }[] {
  const problems = { siret: siretProblem(facts.siret), registration: registrationProblem(facts.registration, facts.siret), address: addressProblem(facts.address), vatNumber: vatNumberProblem(facts.vatNumber, facts.siret),
    consumerMediator: consumerMediatorProblem(facts.consumerMediator),
  };
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

/** FR32123456789 as FR 32 123 456 789, as the tax office writes it, with no-break spaces so it never wraps. */
export function vatNumberText(vatNumber: string): string {
  return vatNumber.replace(/^FR(\d{2})(\d{3})(\d{3})(\d{3})$/, 'FR\u00a0$1\u00a0$2\u00a0$3\u00a0$4');
}
