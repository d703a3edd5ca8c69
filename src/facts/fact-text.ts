import { SERVICE_IDS } from '../generated/routes';
import type { Language } from '../languages/languages';
import { factTexts, type FactTexts } from './fact-texts';
import { FACTS, type CountedFacts, type FactName, type QuantityName } from './facts';

/** What the Worker counts: the route table the content build wrote from the content. */
export const COUNTED_FACTS: CountedFacts = { servicesCount: SERVICE_IDS.length };

const BY_LANGUAGE = new Map<Language, FactTexts>();

/** The site's facts as `language` writes them, worked out when that language first needs them. */
export function siteFactTexts(language: Language): FactTexts {
  let texts = BY_LANGUAGE.get(language);
  if (!texts) BY_LANGUAGE.set(language, (texts = factTexts(language, FACTS, COUNTED_FACTS)));
  return texts;
}

/** One fact's text in `language`, as `{name}` shows it in the Markdown: for the components and pages that state it. */
export function factText(language: Language, name: FactName | `${QuantityName}.number` | 'phoneInternational' | 'vatNumber'): string {
  return siteFactTexts(language).get(name)!;
}
