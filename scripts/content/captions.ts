import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../src/languages/languages';
import { ContentError } from '../../src/content/reading/content-error';
import type { ProseText } from './prose/prose-text';

/** The captions of the presentation video in `language`, under the assets folder (scripts/media/make-video.sh writes them). */
export const captionFile = (language: Language) => `media/presentation.${language}.vtt`;

/** One cue of a WebVTT file: when it shows, its text, and where that text starts in the file. */
interface Cue {
  timing: string;
  /** The line of the timing, counted from 1. */
  line: number;
  text: string;
  offset: number;
}

/** The cues of a WebVTT file as make-video.sh writes it: each a timing line, its text below it, up to a blank line. */
function cuesOf(source: string): Cue[] {
  const lines = source.split('\n');
  const starts: number[] = [];
  let offset = 0;
  for (const line of lines) {
    starts.push(offset);
    offset += line.length + 1;
  }
  const cues: Cue[] = [];
  for (let index = 0; index < lines.length; index++) {
    if (!lines[index]!.includes('-->')) continue;
    let end = index + 1;
    while (end < lines.length && lines[end]!.trim() !== '') end++;
    cues.push({ timing: lines[index]!.trim(), line: index + 1, text: lines.slice(index + 1, end).join('\n'), offset: starts[index + 1] ?? source.length });
    index = end;
  }
  return cues;
}

/**
 * The captions of every language as texts for the prose checks (spelling,
 * the glossary, each language's formats), so that the film says what the
 * site says, in the site's words. Each language's cues must show at the
 * times of the French ones: a caption out of step would sit under another
 * card. Stops the build naming the file and the line of the first that is not.
 */
export async function captionTexts(assets: string): Promise<ProseText[]> {
  const read = async (language: Language) => {
    const path = join(assets, captionFile(language));
    // Named from the working directory, as the Markdown files are.
    const file = relative(process.cwd(), path);
    const source = await readFile(path, 'utf8');
    return { file, language, source, cues: cuesOf(source) };
  };
  const reference = await read(DEFAULT_LANGUAGE);
  const texts: ProseText[] = [];
  for (const language of LANGUAGES) {
    const captions = language === DEFAULT_LANGUAGE ? reference : await read(language);
    if (captions.cues.length !== reference.cues.length) {
      throw new ContentError(captions.file, `${captions.cues.length} captions where ${reference.file} has ${reference.cues.length}: each language captions every card of the film`);
    }
    for (const [index, cue] of captions.cues.entries()) {
      const expected = reference.cues[index]!.timing;
      if (cue.timing !== expected) {
        throw new ContentError(captions.file, `line ${cue.line}: caption ${index + 1} shows at ${cue.timing} where ${reference.file} shows it at ${expected}: the captions of every language change with the cards`);
      }
      texts.push({ file: captions.file, language, legal: false, text: cue.text, source: captions.source, offset: cue.offset });
    }
  }
  return texts;
}
