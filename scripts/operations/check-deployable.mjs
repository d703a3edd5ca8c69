// Run by `npm run deploy` before anything reaches Cloudflare: the site may
// not go live while what the law requires it to publish is still an example.
// The legal notice publishes the agency's SIRET, its registration (register
// and number), the address of its registered office (LCEN, article 1-1, I)
// and its VAT number or the VAT franchise (LCEN, article 19); they come from
// `siret`, `registration`, `address` and `vatNumber` in src/facts/facts.ts.
// The terms name the consumer mediator a client who is a consumer may turn
// to (Code de la consommation, article L. 616-1): `consumerMediator`.
import { importTs } from '../build/import-ts.mjs';

const FACTS_FILE = 'src/facts/facts.ts';

const { FACTS } = await importTs(FACTS_FILE);
const { legalIdentifierProblems } = await importTs('src/facts/legal-identifiers.ts');
const problems = legalIdentifierProblems(FACTS);
if (problems.length > 0) {
  console.error(`Not deployed: the legal pages would publish identifiers that are not the agency's. In ${FACTS_FILE}:`);
  for (const { name, problem } of problems) console.error(`- "${name}": ${problem}.`);
  process.exit(1);
}
console.log(`Legal identifiers: SIRET ${FACTS.siret}, ${FACTS.registration}, ${FACTS.address}, VAT ${FACTS.vatNumber}, mediator ${FACTS.consumerMediator}, ready to publish.`);
