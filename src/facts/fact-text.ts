import { SERVICE_IDS } from '../generated/routes';
import type { Language } from '../i18n/languages';
import { factTexts, type FactTexts } from './fact-texts';
import { FACTS, type CountedFacts, type FactName, type QuantityName } from './facts';

/** What the Worker counts: the route table the content build wrote from the content. */
export const COUNTED_FACTS: CountedFacts = { servicesCount: SERVICE_IDS.length };

const BY_LANGUAGE = new Map<Language, FactTexts>();

/** One fact's text in `language`, as `{name}` shows it in the Markdown: for the components and pages that state it. */
export function factText(language: Language, name: FactName | `${QuantityName}.number` | 'phoneInternational'): string {
  let texts = BY_LANGUAGE.get(language);
  if (!texts) BY_LANGUAGE.set(language, (texts = factTexts(language, FACTS, COUNTED_FACTS)));
  return texts.get(name)!;
}
