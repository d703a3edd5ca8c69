import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Node as TextNode, Parent } from 'nlcst';
import nspell from 'nspell';
import { retext } from 'retext';
import { parse } from 'yaml';
import { LANGUAGE_SPECS, type Language } from '../../../src/languages/languages';
import { ContentError } from '../../../src/content/reading/content-error';
import { findingAt, type ProseFinding, type ProseText } from './prose-text';

/** The project's word list: names, brands and terms the dictionaries do not know, one a line. */
export const WORDS_FILE = 'src/content/style/words.yaml';

/**
 * E-mail addresses, web addresses and domain names (any ending: a language's
 * own country code is no exception), `{placeholders}`, `_ga`-style names: not
 * words of the language.
 */
const NOT_WORDS = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|(?:https?:\/\/)?(?:[\w-]+\.)+[a-z]{2,}\b(?:\/\S*)?|\{[^}]*\}|\b_\w+/g;

type Checker = (word: string) => boolean;

/**
 * The words of the word list, a YAML list (`- Sillage`): YAML rather than
 * lines of text, as wrangler would upload a `.txt` file below src/ as a
 * module of the Worker.
 */
export function wordList(written: string): string[] {
  const words: unknown = parse(written);
  if (!Array.isArray(words) || !words.every((word) => typeof word === 'string' && /^\S+$/.test(word))) {
    throw new ContentError(WORDS_FILE, 'must be a list of single words, one a line written "- word"');
  }
  return words;
}

const dictionaries = new Map<Language, Promise<(word: string) => { correct: boolean; suggestions: () => string[] }>>();

/** A language's Hunspell dictionary, loaded once per process: French's takes seconds. */
function dictionaryFor(language: Language) {
  let dictionary = dictionaries.get(language);
  if (!dictionary) {
    const { hunspell } = LANGUAGE_SPECS[language];
    dictionary = import(hunspell).catch(() => {
      throw new ContentError('package.json', `the Hunspell dictionary of "${language}" (${hunspell}, src/languages/specs/) is not installed: npm install -D ${hunspell}`);
    }).then(({ default: files }) => {
      const spell = nspell(files);
      return (word: string) => ({ correct: spell.correct(word.replace(/’/g, "'")), suggestions: () => spell.suggest(word).slice(0, 3) });
    });
    dictionaries.set(language, dictionary);
  }
  return dictionary;
}

/**
 * Whether `language` has `word`: its dictionary or the project's words (a
 * word listed in lower case may start a sentence), a compound whose parts it
 * has (alpha-bravo), or one of the other forms the language looks a word up
 * as (an English possessive, a Spanish verb with its pronouns joined).
 */
async function checkerFor(language: Language, words: ReadonlySet<string>): Promise<{ correct: Checker; suggest: (word: string) => string[] }> {
  const lookUp = await dictionaryFor(language);
  const known = (word: string) => words.has(word) || words.has(word[0]!.toLowerCase() + word.slice(1)) || lookUp(word).correct;
  const correct: Checker = (word) => {
    if (known(word)) return true;
    if (word.includes('-') && word.split('-').every((part) => part === '' || known(part))) return true;
    return LANGUAGE_SPECS[language].spellingForms?.(word).some(known) ?? false;
  };
  return { correct, suggest: (word) => lookUp(word).suggestions() };
}

/** The words of a text, as retext's parser cuts them (apostrophes and hyphens inside words kept), without single letters and those with digits or symbols (x3, g/m²). */
function wordsOf(text: string): string[] {
  const words: string[] = [];
  const visit = (node: TextNode) => {
    if (node.type === 'WordNode') {
      // An abbreviation's full stop is not part of the word (Inc., St.).
      const word = (node as Parent).children.map((child) => ('value' in child ? child.value : '')).join('').replace(/\.$/, '');
      if (/^[\p{L}'’.-]+$/u.test(word) && [...word].length > 1) words.push(word);
    } else if ('children' in node) (node as Parent).children.forEach(visit);
  };
  visit(retext().parse(text.replace(NOT_WORDS, ' ')));
  return words;
}

/** What a spelling result depends on besides the text: the dictionaries' versions and the word list. */
async function spellingSalt(words: readonly string[]): Promise<string> {
  const require = createRequire(import.meta.url);
  const versions = await Promise.all(
    Object.values(LANGUAGE_SPECS).map(async ({ hunspell: name }) => `${name}@${JSON.parse(await readFile(join(dirname(require.resolve(name)), 'package.json'), 'utf8')).version}`),
  );
  return [...versions, ...words].join('\n');
}

/** Suggestions are slow (a second each in French): only the first misspellings of a build get them. */
const MAX_SUGGESTED = 10;

/**
 * Every word of `texts` that its language's dictionary and the word list do
 * not know. With `cache` (a file), texts already found correct with the same
 * dictionaries and word list are not read again, and a language whose texts
 * are all known is not loaded: a build after a change of code costs nothing.
 */
export async function spellingFindings(texts: readonly ProseText[], words: readonly string[], cache?: string): Promise<ProseFinding[]> {
  const salt = await spellingSalt(words);
  const keyOf = (text: ProseText) => createHash('sha256').update(salt).update(text.language).update('\0').update(text.text).digest('base64url').slice(0, 22);
  const known = new Set<string>(cache ? JSON.parse(await readFile(cache, 'utf8').catch(() => '[]')) : []);
  const correct = new Set<string>();
  const wordSet = new Set(words);
  const findings: ProseFinding[] = [];
  for (const text of texts) {
    const key = keyOf(text);
    if (known.has(key)) {
      correct.add(key);
      continue;
    }
    const checker = await checkerFor(text.language, wordSet);
    const misspelled = [...new Set(wordsOf(text.text).filter((word) => !checker.correct(word)))];
    if (misspelled.length === 0) correct.add(key);
    for (const word of misspelled) {
      const suggestions = findings.length < MAX_SUGGESTED ? checker.suggest(word) : [];
      const hint = suggestions.length > 0 ? `did you mean ${suggestions.map((suggestion) => `"${suggestion}"`).join(', ')}? ` : '';
      findings.push(findingAt(text, word, `"${word}" is not in the ${text.language} dictionary: ${hint}(a name or term the dictionary lacks goes in ${WORDS_FILE})`));
    }
  }
  if (cache) {
    await mkdir(dirname(cache), { recursive: true });
    await writeFile(cache, JSON.stringify([...correct]));
  }
  return findings;
}
