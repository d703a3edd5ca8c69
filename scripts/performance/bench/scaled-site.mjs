// A throw-away copy of the site whose blog holds a few hundred articles per
// language, for the benchmark's scale case and the bundle's budget test: an
// agency publishing two or three articles a month in three languages reaches
// that in a few years, and the Worker a new isolate starts must not grow with
// it. Written into a temporary folder, never into src/content.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { makeSiteCopy } from '../../operations/site-copy.mjs';

/** Articles per language in the scaled copy: "a few hundred", as the issue sets the case. */
export const SCALED_ARTICLES_PER_LANGUAGE = 305;

/**
 * One copy of an article file as a new article: its own translation key (shared
 * by the copies of its translations, so every copy exists in every language)
 * and its own file name, hence its own address; no former addresses, which
 * belong to the original only.
 */
function articleCopy(source, copy) {
  return source
    .replace(/^translationKey: (.+)$/m, (_, key) => `translationKey: ${key}-copy-${copy}`)
    .replace(/^formerSlugs:(?:\n  - .*)+\n/m, '')
    .replace(/^formerSlugs: \[.*\]\n/m, '');
}

/**
 * Copies the project from `root` into a temporary folder (node_modules linked,
 * not copied) with copies of today's articles added to each language's blog,
 * at least `articlesPerLanguage`. Answers the folder and `remove()`.
 */
export async function makeScaledSite({ root = process.cwd(), articlesPerLanguage = SCALED_ARTICLES_PER_LANGUAGE } = {}) {
  const copy = await makeSiteCopy({ root, prefix: 'sillage-scaled-' });
  try {
    const blog = join(copy.folder, 'src', 'content', 'blog');
    for (const language of await readdir(blog)) {
      const files = (await readdir(join(blog, language))).filter((name) => name.endsWith('.md')).sort();
      const copies = Math.ceil((articlesPerLanguage - files.length) / files.length);
      for (const name of files) {
        const source = await readFile(join(blog, language, name), 'utf8');
        // Every language makes as many copies of each file, so each copy has its translations.
        for (let copy = 1; copy <= copies; copy++) {
          await writeFile(join(blog, language, name.replace(/\.md$/, `-copy-${copy}.md`)), articleCopy(source, copy));
        }
      }
    }
    return copy;
  } catch (error) {
    await copy.remove();
    throw error;
  }
}
