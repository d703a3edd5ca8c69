import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { buildContent } from '../../scripts/content/build-content';
import { writeAsEditor } from '../../src/content/reading/editor-writing';
import { CANONICAL_SLUG_KEY, editorConfig } from '../../src/desk/editor/editor-config';
import type { EditorField } from '../../src/desk/editor/schema-fields';
import { LANGUAGES } from '../../src/languages/languages';

/**
 * The texts as the owner's text editor writes them (src/content/reading/editor-writing.ts,
 * reproduced from Sveltia CMS's source): every file already in that form, so
 * that her first save of a file changes only what she changed, and the site
 * the build makes from files the editor wrote the same, byte for byte.
 */
const CONTENT = 'src/content';
const config = editorConfig({ backend: { backend: { name: 'test-repo' } }, siteUrl: 'https://www.sillage-communication.fr' });

/** Every text file the editor opens, with its fields. */
async function editedFiles(): Promise<{ path: string; fields: EditorField[] }[]> {
  const files: { path: string; fields: EditorField[] }[] = [];
  for (const collection of config.collections) {
    if ('files' in collection) {
      for (const file of collection.files) for (const language of LANGUAGES) files.push({ path: file.file.replace('{{locale}}', language), fields: file.fields });
    } else {
      for (const language of LANGUAGES) {
        for (const name of await readdir(join(collection.folder, language))) files.push({ path: join(collection.folder, language, name), fields: collection.fields });
      }
    }
  }
  return files;
}

const frontmatterOf = (text: string) => parse(text.split(/^---$/m)[1]!) as unknown;

describe('the texts as the text editor writes them', () => {
  it('are every one in the editor’s form already, with the same fields', async () => {
    const files = await editedFiles();
    expect(files.length).toBeGreaterThan(60);
    for (const { path, fields } of files) {
      const text = await readFile(path, 'utf8');
      const written = writeAsEditor(text, fields, CANONICAL_SLUG_KEY);
      expect(frontmatterOf(written), path).toEqual(frontmatterOf(text));
      // When this fails, the file is not as the editor would write it: docs/writing.md#how-a-text-file-is-written.
      expect(written, path).toBe(text);
    }
  });

  it('make, once each file has been through the editor, the site byte for byte', { timeout: 120_000 }, async () => {
    const root = await mkdtemp(join(tmpdir(), 'editor-written-'));
    try {
      await cp(CONTENT, root, { recursive: true, filter: (source) => !source.endsWith('.ts') });
      for (const { path, fields } of await editedFiles()) {
        const copy = join(root, relative(CONTENT, path));
        await writeFile(copy, writeAsEditor(await readFile(copy, 'utf8'), fields, CANONICAL_SLUG_KEY));
      }
      const [site, edited] = [await buildContent(CONTENT), await buildContent(root)];
      expect(Object.keys(edited.files)).toEqual(Object.keys(site.files));
      for (const [file, text] of Object.entries(site.files)) expect(edited.files[file] === text, file).toBe(true);
      expect(edited.ledger).toBe(site.ledger);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('moves a text written by hand into the editor’s form without changing what it says', () => {
    const byHand = ['---', 'title: >-', '  Print & identité : une image', '  cohérente', '# a comment', 'slug: print', '---', '', 'Body.', '', ''].join('\n');
    const fields: EditorField[] = [
      { name: 'slug', label: 'slug', widget: 'string', i18n: true },
      { name: 'title', label: 'title', widget: 'text', i18n: true },
    ];
    expect(writeAsEditor(byHand, fields)).toBe(["---", "slug: print", "title: 'Print & identité : une image cohérente'", '---', '', 'Body.', ''].join('\n'));
  });
});
