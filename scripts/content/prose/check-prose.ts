import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ContentError } from '../../../src/content/reading/content-error';
import { FACTS } from '../../../src/facts/facts';
import { formatFindings } from './formats';
import { GLOSSARY_FILE, glossaryFindings, parseGlossary } from './glossary';
import type { ProseFinding, ProseText } from './prose-text';
import { spellingFindings, wordList, WORDS_FILE } from './spelling';
import { TYPESCRIPT_TEXT_FILES, typeScriptTexts } from './typescript-texts';

export interface ProseCheckOptions {
  /** The project's root, where the glossary, the word list and the TypeScript texts are read: tests give a broken copy. */
  root?: string;
  /** The spelling results kept between builds (spelling.ts). */
  cache?: string;
}

/**
 * Reads every text of the site as an editor would: the Markdown's (`markdown`,
 * from the content build) and the TypeScript's (TYPESCRIPT_TEXT_FILES), for
 * spelling, the glossary's forms to avoid and the formats of each language.
 * Throws a ContentError listing every finding, each with its file and line,
 * so that one build shows all there is to fix.
 */
export async function checkProse(markdown: readonly ProseText[], { root = '.', cache }: ProseCheckOptions = {}): Promise<number> {
  const glossary = parseGlossary(await readFile(join(root, GLOSSARY_FILE), 'utf8'), GLOSSARY_FILE);
  // The address, the registration and the consumer mediator's details are names as the registers write them (a street, a town, a mediator): the spelling check takes their words as they are.
  const names = [FACTS.address, FACTS.registration, FACTS.consumerMediator].flatMap((fact) => fact.split(/[\s,]+/)).flatMap((word) => [word, ...word.split(/['’]/)]);
  const words = [...wordList(await readFile(join(root, WORDS_FILE), 'utf8')), ...names];
  const typeScript: ProseText[] = [];
  for (const { file, language } of TYPESCRIPT_TEXT_FILES) typeScript.push(...typeScriptTexts(file, await readFile(join(root, file), 'utf8'), language));

  const texts = [...markdown, ...typeScript];
  const findings: ProseFinding[] = [
    ...texts.flatMap((text) => glossaryFindings(text, glossary)),
    ...markdown.flatMap((text) => formatFindings(text, false)),
    ...typeScript.flatMap((text) => formatFindings(text, true)),
    ...(await spellingFindings(texts, words, cache)),
  ];
  if (findings.length > 0) {
    const seen = new Set<string>();
    const lines = findings
      .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line)
      .map((finding) => `${finding.file}: line ${finding.line}: ${finding.message}`)
      .filter((line) => !seen.has(line) && seen.add(line));
    const [first, ...rest] = lines;
    const separator = first!.indexOf(': ');
    throw new ContentError(first!.slice(0, separator), [first!.slice(separator + 2), ...rest].join('\n'));
  }
  return texts.length;
}
