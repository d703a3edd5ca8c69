import type { Language } from '../../../src/languages/languages';

/**
 * A text a visitor reads, as the prose checks see it: its words, its
 * language, and where it is written, so that a finding names the file and
 * the line.
 */
export interface ProseText {
  /** The file, from the project's root. */
  file: string;
  language: Language;
  /** A legal page's text, which some rules of the glossary are for (or not for). */
  legal: boolean;
  /** What the visitor reads: the Markdown's words, or a TypeScript string's value. */
  text: string;
  /** The file as written, where a finding's line is looked up. */
  source: string;
  /** Where in `source` the text starts (0 when only the file is known): its lines are searched first. */
  offset: number;
}

/** A problem in a text: the message names the file, the line, what is wrong and what to write instead. */
export interface ProseFinding {
  file: string;
  line: number;
  message: string;
}

/** Letters and digits: what a word is made of, in any of the three languages. */
export const WORD_CHARACTER = '[\\p{L}\\p{N}]';

/**
 * The words of `phrase` as a regular expression's source: any run of spaces
 * (a line break of a folded YAML field, a no-break space the build added)
 * between them, a straight or curly apostrophe.
 */
export function phraseSource(phrase: string): string {
  return phrase
    .trim()
    .split(/[\s\u00a0\u202f]+/)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/['’]/g, '[\'’]'))
    .join('[\\s\\u00a0\\u202f]+');
}

/** `fragment` as a pattern that finds it in a file as written, as whole words. */
function fragmentPattern(fragment: string): RegExp {
  return new RegExp(`(?<!${WORD_CHARACTER})${phraseSource(fragment)}(?!${WORD_CHARACTER})`, 'u');
}

/** The line of `text`'s source where `fragment` is written: searched from the text's own start, then in the whole file. */
export function lineOf(text: ProseText, fragment: string): number {
  const pattern = fragmentPattern(fragment);
  const at = (from: number) => {
    const match = pattern.exec(text.source.slice(from));
    return match ? from + match.index : -1;
  };
  let index = at(text.offset);
  if (index < 0) index = at(0);
  if (index < 0) index = text.offset;
  return text.source.slice(0, index).split('\n').length;
}

/** The finding for `fragment` of `text`. */
export function findingAt(text: ProseText, fragment: string, message: string): ProseFinding {
  return { file: text.file, line: lineOf(text, fragment), message };
}
