// Run by `npm run deploy` before anything reaches Cloudflare: the site may
// not go live while what the law requires it to publish is still an example.
// The legal notice publishes the agency's SIRET and the VAT number worked
// out from it, its registration (register and number) and the address of its
// registered office (LCEN, article 6); they come from `siret`,
// `registration` and `address` in src/facts/facts.ts.
import { importTs } from '../build/import-ts.mjs';

const FACTS_FILE = 'src/facts/facts.ts';

const { FACTS } = await importTs(FACTS_FILE);
const { legalIdentifierProblems } = await importTs('src/facts/legal-identifiers.ts');
const problems = legalIdentifierProblems(FACTS);
if (problems.length > 0) {
  console.error(`Not deployed: the legal notice would publish identifiers that are not the agency's. In ${FACTS_FILE}:`);
  for (const { name, problem } of problems) console.error(`- "${name}": ${problem}.`);
  process.exit(1);
}
console.log(`Legal identifiers: SIRET ${FACTS.siret}, ${FACTS.registration}, ${FACTS.address}, ready to publish.`);
