import { DEFAULT_LANGUAGE, LANGUAGE_SPECS, LANGUAGES, type Language } from '../../src/languages/languages';
import { ContentError } from '../../src/content/reading/content-error';

/** What the figure check needs of a content file. */
export interface FigureSource {
  file: string;
  collection: string;
  /** Its folder, or an article's translation key: the same in each of its translations. */
  id: string;
  language: Language;
  /** The file's text: frontmatter and body. */
  source: string;
  /** `independentTranslation: true` in its frontmatter: written for its language, its figures are its own. */
  independent: boolean;
}

/** A French phone number, national (05 53 …) or international (+33 5 53 …). */
const PHONE = /(?:\+33[\s\u00a0]?|\b0)([1-9](?:[\s\u00a0.]?\d{2}){4})\b/g;


/** Parts of a file that are addresses, not facts: slugs, translation keys and link targets. */
function withoutAddresses(source: string): string {
  return source
    .replace(/^(slug|translationKey):.*$/gm, '')
    .replace(/\]\([^)]*\)/g, ']');
}

/**
 * The figures of a text as values, whatever the language's way of writing
 * them: `0,5` and `0.5` are 0.5, `1 500` and `1,500` are 1500, `6 pm` and
 * `18:00` are 18, `05 53 45 67 89` and `+33 5 53 45 67 89` are one phone number.
 */
export function figuresOf(source: string, language: Language): Set<string> {
  const figures = new Set<string>();
  const text = withoutAddresses(source).replace(PHONE, (_, digits: string) => {
    figures.add(`phone 0${digits.replace(/\D/g, '')}`);
    return ' ';
  });
  // Where the language puts its decimal point; the other separator groups thousands.
  const decimal = LANGUAGE_SPECS[language].decimalSeparator;
  const number = /\d+(?:(?:[.,]|[\s\u00a0\u202f](?=\d{3}\b))\d+)*(?:[\s\u00a0]*(am|pm)\b|:00\b)?/g;
  for (const match of text.matchAll(number)) {
    let written = match[0].replace(/[\s\u00a0]*(am|pm)$|:00$/, '');
    // A separator before exactly three digits groups thousands unless it is the language's decimal point.
    written = written.replace(/[\s\u00a0\u202f.,](?=\d{3}\b)/g, (separator) => (separator === decimal ? separator : ''));
    let value = Number(written.replace(decimal, '.').replace(/[^\d.]/g, ''));
    if (match[1] === 'pm' && value < 12) value += 12;
    if (!Number.isNaN(value)) figures.add(String(value));
  }
  return figures;
}

/** The first line (from 1) of `source` that writes `figure`, so that the message says where to look; none if it is only read across lines. */
function lineOfFigure(source: string, language: Language, figure: string): number | undefined {
  const index = source.split('\n').findIndex((line) => figuresOf(line, language).has(figure));
  return index === -1 ? undefined : index + 1;
}

const list = (files: string[]) => (files.length === 1 ? files[0]! : `${files.slice(0, -1).join(', ')} and ${files.at(-1)}`);

/**
 * Each twin of a French content file in the other languages carries every
 * figure of the French file (durations, prices, percentages, counts, ratings,
 * phone numbers, dates), unless it is marked `independentTranslation: true`
 * (a missing twin is named before, language-files.ts). Throws a ContentError
 * naming the French file, the line that writes the figure, the figure and the
 * twins that lack it.
 */
export function checkTranslatedFigures(files: readonly FigureSource[]): void {
  const twinOf = (french: FigureSource, language: Language) =>
    files.find((file) => file.collection === french.collection && file.id === french.id && file.language === language);
  for (const french of files.filter((file) => file.language === DEFAULT_LANGUAGE)) {
    const twins = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE).flatMap((language) => twinOf(french, language) ?? []);
    const checked = twins.filter((twin) => !twin.independent);
    if (checked.length === 0) continue;
    const twinFigures = new Map(checked.map((twin) => [twin, figuresOf(twin.source, twin.language)]));
    for (const figure of figuresOf(french.source, DEFAULT_LANGUAGE)) {
      const lacking = checked.filter((twin) => !twinFigures.get(twin)!.has(figure));
      if (lacking.length > 0) {
        const line = lineOfFigure(french.source, DEFAULT_LANGUAGE, figure);
        throw new ContentError(
          french.file,
          `${line === undefined ? '' : `line ${line}: `}the figure ${figure} is not in ${list(lacking.map((twin) => twin.file))}: translations keep the facts of the French text (update them, or mark a file written separately for its language with "independentTranslation: true")`,
        );
      }
    }
  }
}
