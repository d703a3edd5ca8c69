// Run by `npm run deploy` before anything reaches Cloudflare: the site may
// not go live while what the law requires it to publish is still an example.
// The legal notice publishes the agency's SIRET and the VAT number worked out
// from it (LCEN, article 6); both come from `siret` in src/facts/facts.ts.
import { importTs } from '../build/import-ts.mjs';

const FACTS_FILE = 'src/facts/facts.ts';

const { FACTS } = await importTs(FACTS_FILE);
const { siretProblem } = await importTs('src/facts/legal-identifiers.ts');
const problem = siretProblem(FACTS.siret);
if (problem) {
  console.error(`Not deployed: the legal notice would publish a SIRET that is not the agency's. ${FACTS_FILE}, "siret": ${problem}.`);
  process.exit(1);
}
console.log(`Legal identifiers: SIRET ${FACTS.siret}, ready to publish.`);
