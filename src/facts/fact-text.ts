import { BUILD_YEAR } from '../generated/build-date';
import { SERVICE_IDS } from '../generated/routes';
import type { Language } from '../languages/languages';
import { factTexts, type FactTexts } from './fact-texts';
import { FACTS, type DerivedFacts, type FactName, type QuantityName } from './facts';

/** What the Worker works out: the services of the route table and the build's year, as the content build wrote them. */
export const DERIVED_FACTS: DerivedFacts = { servicesCount: SERVICE_IDS.length, buildYear: BUILD_YEAR };

const BY_LANGUAGE = new Map<Language, FactTexts>();

/** The site's facts as `language` writes them, worked out when that language first needs them. */
export function siteFactTexts(language: Language): FactTexts {
  let texts = BY_LANGUAGE.get(language);
  if (!texts) BY_LANGUAGE.set(language, (texts = factTexts(language, FACTS, DERIVED_FACTS)));
  return texts;
}

/** One fact's text in `language`, as `{name}` shows it in the Markdown: for the components and pages that state it. */
export function factText(language: Language, name: FactName | `${QuantityName}.number` | 'phoneInternational'): string {
  return siteFactTexts(language).get(name)!;
}
