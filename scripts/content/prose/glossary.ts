import * as v from 'valibot';
import { parse } from 'yaml';
import { inEveryLanguage, LANGUAGES, type Language } from '../../../src/languages/languages';
import { ContentError } from '../../../src/content/reading/content-error';
import { findingAt, phraseSource, WORD_CHARACTER, type ProseFinding, type ProseText } from './prose-text';

/** Where the glossary is, from the project's root. */
export const GLOSSARY_FILE = 'src/content/style/glossary.yaml';

const avoidedForm = v.union([
  v.pipe(v.string(), v.nonEmpty()),
  v.strictObject({ form: v.pipe(v.string(), v.nonEmpty()), only: v.optional(v.literal('legal')), except: v.optional(v.literal('legal')) }),
]);
const languageTerms = v.strictObject({ use: v.pipe(v.string(), v.nonEmpty()), avoid: v.optional(v.array(avoidedForm)) });
const glossarySchema = v.array(
  v.strictObject({
    concept: v.pipe(v.string(), v.nonEmpty()),
    // Its terms in each language of the list: a language added there is read here.
    ...inEveryLanguage(() => v.optional(languageTerms)),
  }),
);

/** One form a language never uses, compiled. */
interface GlossaryRule {
  concept: string;
  use: string;
  form: string;
  pattern: RegExp;
  /** Which texts it applies to: every one, the legal pages only, or every one but them. */
  scope: 'all' | 'legal' | 'not-legal';
}

export type Glossary = Record<Language, GlossaryRule[]>;

/** `\b` as it means in these texts: between a letter or digit of any script and anything else (JavaScript's `\b` knows only ASCII letters). */
const WORD_BOUNDARY = `(?:(?<=${WORD_CHARACTER})(?!${WORD_CHARACTER})|(?<!${WORD_CHARACTER})(?=${WORD_CHARACTER}))`;

/**
 * A form as a pattern: `/…/flags` as written, `\b` made Unicode-aware; a
 * phrase as whole words (a hyphen joins words), its first letter in either
 * case, the rest exactly, any run of spaces between its words, either
 * apostrophe.
 */
function formPattern(form: string): RegExp {
  const regex = /^\/(.+)\/([a-z]*)$/s.exec(form);
  if (regex) {
    const flags = new Set([...regex[2]!, 'u', 'g']);
    return new RegExp(regex[1]!.replace(/(?<!\\)((?:\\\\)*)\\b/g, `$1${WORD_BOUNDARY}`), [...flags].join(''));
  }
  // A letter is written as it is, so the source starts with the form's first letter.
  const [first, ...rest] = phraseSource(form);
  const source = first!.toLowerCase() !== first!.toUpperCase() ? `[${first!.toLowerCase()}${first!.toUpperCase()}]${rest.join('')}` : phraseSource(form);
  // A hyphen joins words: "mail" is not a form of "e-mail".
  return new RegExp(`(?<![\\p{L}\\p{N}-])${source}(?![\\p{L}\\p{N}-])`, 'gu');
}

/** Reads the glossary; a malformed entry or a pattern that does not compile stops the build, naming the file. */
export function parseGlossary(yamlText: string, file = GLOSSARY_FILE): Glossary {
  let raw: unknown;
  try {
    raw = parse(yamlText);
  } catch (error) {
    throw new ContentError(file, `invalid YAML: ${(error as Error).message.split('\n')[0]}`);
  }
  const result = v.safeParse(glossarySchema, raw);
  if (!result.success) {
    const issue = result.issues[0];
    throw new ContentError(file, `${v.getDotPath(issue) ?? 'the list'}: ${issue.message} (each entry is a concept with, per language, "use" and an optional "avoid" list)`);
  }
  const glossary = Object.fromEntries(LANGUAGES.map((language) => [language, [] as GlossaryRule[]])) as Glossary;
  for (const entry of result.output) {
    for (const language of LANGUAGES) {
      const terms = entry[language];
      for (const avoided of terms?.avoid ?? []) {
        const { form, only, except } = typeof avoided === 'string' ? { form: avoided, only: undefined, except: undefined } : avoided;
        let pattern: RegExp;
        try {
          pattern = formPattern(form);
        } catch (error) {
          throw new ContentError(file, `"${entry.concept}", ${language}: the form ${form} is not a valid regular expression: ${(error as Error).message}`);
        }
        glossary[language].push({ concept: entry.concept, use: terms!.use, form, pattern, scope: only ? 'legal' : except ? 'not-legal' : 'all' });
      }
    }
  }
  return glossary;
}

/** Every form of the glossary that `text` uses, where its rule applies. */
export function glossaryFindings(text: ProseText, glossary: Glossary): ProseFinding[] {
  const findings: ProseFinding[] = [];
  for (const rule of glossary[text.language]) {
    if ((rule.scope === 'legal' && !text.legal) || (rule.scope === 'not-legal' && text.legal)) continue;
    for (const match of text.text.matchAll(rule.pattern)) {
      const where = rule.scope === 'legal' ? ' on a legal page' : rule.scope === 'not-legal' ? ' outside the legal pages' : '';
      findings.push(findingAt(text, match[0], `"${match[0]}"${where}: write ${rule.use} (glossary, ${rule.concept}: ${GLOSSARY_FILE})`));
    }
  }
  return findings;
}
