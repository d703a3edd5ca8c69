import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { PAGE_KINDS } from '../../src/content/page-kinds';
import { LANGUAGES, type Language } from '../../src/languages/languages';
import { captionFile } from './captions';
import { ContentError } from './content-error';

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

/** Stops the build naming every file a language of the list still lacks, so that a new language is never served with 404s in its pages. */
export async function checkLanguageAssets(assets: string): Promise<void> {
  const missing: string[] = [];
  for (const language of LANGUAGES) {
    for (const file of languageAssets(language)) {
      await access(join(assets, file)).catch(() => missing.push(join(assets, file)));
    }
  }
  if (missing.length > 0) {
    throw new ContentError(missing[0]!, `missing: every language of src/languages/languages.ts needs ${missing.length === 1 ? 'this file' : `these files: ${missing.join(', ')}`} (captions: write them from another language's; share images: npm run share-images)`);
  }
}
