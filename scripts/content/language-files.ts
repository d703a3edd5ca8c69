import { access } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { PAGE_KINDS } from '../../src/content/page-kinds';
import { DEFAULT_LANGUAGE, LANGUAGE_SPECS, LANGUAGES, type Language } from '../../src/languages/languages';
import { captionFile } from './captions';
import { ContentError } from '../../src/content/reading/content-error';
import { dictionaryFile } from './prose/typescript-texts';

/** The share images' families (one image per family and language), as the kinds of page name them. */
const SHARE_FAMILIES = [...new Set(Object.values(PAGE_KINDS).map((kind) => kind.share))];

/**
 * What every language needs under `assets` besides its texts: the captions of
 * the presentation video (the home's player offers each language's), and a
 * share image for each family of pages (`npm run share-images` draws them).
 */
export const languageAssets = (language: Language) => [
  captionFile(language),
  ...SHARE_FAMILIES.map((family) => `images/share/${family}-${language}.png`),
];

/** A content file as the check of translations knows it: its folder (an article's translation key) is the same in each language. */
export interface ContentFile {
  file: string;
  collection: string;
  id: string;
  language: Language;
}

/** Whether `path` is there. */
const exists = (path: string) => access(path).then(() => true, () => false);

/** Whether the npm package `name` is installed. */
function installed(name: string): boolean {
  try {
    createRequire(import.meta.url).resolve(name);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops the build naming, all at once, every file a language of the list still
 * lacks, so that a new language is never served with keys, 404s or French in
 * its pages: its dictionary, the translation of each French content file
 * (`translationOf` says where it goes), its captions and share images, and its
 * Hunspell dictionary.
 */
export async function checkLanguageFiles(assets: string, contents: readonly ContentFile[], translationOf: (french: ContentFile, language: Language) => string): Promise<void> {
  const missing: string[] = [];
  const french = contents.filter((content) => content.language === DEFAULT_LANGUAGE);
  for (const language of LANGUAGES) {
    if (!(await exists(dictionaryFile(language)))) missing.push(`${dictionaryFile(language)} (its dictionary: every key of ${dictionaryFile(DEFAULT_LANGUAGE)}, translated)`);
    for (const original of french) {
      const translated = contents.some((content) => content.collection === original.collection && content.id === original.id && content.language === language);
      if (!translated) missing.push(`${translationOf(original, language)} (the translation of ${original.file}: the same fields, translated)`);
    }
    for (const file of languageAssets(language)) {
      const reason = file.startsWith('media/') ? 'captions: write them from another language\'s' : 'npm run share-images draws it';
      if (!(await exists(join(assets, file)))) missing.push(`${join(assets, file)} (${reason})`);
    }
    const { hunspell } = LANGUAGE_SPECS[language];
    if (!installed(hunspell)) missing.push(`node_modules/${hunspell} (its Hunspell dictionary, for the spelling check: npm install -D ${hunspell})`);
  }
  if (missing.length > 0) {
    const first = missing[0]!.replace(/ \(.*$/, '');
    throw new ContentError(first, `missing: every language of src/languages/languages.ts needs ${missing.length === 1 ? 'this file' : `these ${missing.length} files`}:\n${missing.map((line) => `  ${line}`).join('\n')}`);
  }
}
