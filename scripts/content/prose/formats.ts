import { LANGUAGE_SPECS } from '../../../src/languages/languages';
import { findingAt, type ProseFinding, type ProseText } from './prose-text';

/** A French phone number as French readers dial it: 05 53 45 67 89, 05.53.45.67.89, 0553456789. */
const NATIONAL_PHONE = /(?<![\d+])0[1-9](?:[\s\u00a0.]?\d{2}){4}(?!\d)/gu;

/**
 * The formats of each language that a dictionary cannot check: where readers
 * dial from abroad (English and Spanish pages), no phone number in French
 * national format; in TypeScript texts of a language whose spacing is typed
 * by hand (French), the no-break spaces the Markdown gets from the build
 * (its `typography`), since nothing adds them there.
 */
export function formatFindings(text: ProseText, typedByHand: boolean): ProseFinding[] {
  const findings: ProseFinding[] = [];
  const spec = LANGUAGE_SPECS[text.language];
  if (spec.phone === 'international') {
    for (const match of text.text.matchAll(NATIONAL_PHONE)) {
      findings.push(findingAt(text, match[0], `the phone number "${match[0]}" is in French national format: write {phone}, which English and Spanish pages show as visitors abroad dial it (+33 5 53 45 67 89)`));
    }
  }
  if (spec.typographyTypedByHand && typedByHand) {
    const spaced = spec.typography(text.text);
    if (spaced !== text.text) {
      // The first character that differs is the space the build would have made a no-break one.
      let at = 0;
      while (spaced[at] === text.text[at]) at++;
      const fragment = text.text.slice(Math.max(0, text.text.lastIndexOf(' ', at - 1) + 1), text.text.indexOf(' ', at + 1) + 1 || undefined).trim();
      findings.push(findingAt(text, fragment, `"${fragment}": French puts a no-break space (\\u00a0) there, between a number and its unit and before : ; ? ! (the Markdown gets it from the build; a TypeScript text must have it typed)`));
    }
  }
  return findings;
}
