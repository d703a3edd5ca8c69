import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { DESK_PATHS } from '../../src/desk/desk-paths';
import { editorLabel } from '../../src/desk/editor/editor-labels';
import type { Language } from '../../src/languages/languages';

/**
 * The text editor (Sveltia CMS) on its test backend (`?essai`), as the
 * browser tests drive it: where that backend keeps the repository's files,
 * the editor's own French, which names its buttons and panes, and its panes.
 */

/** Where Sveltia CMS's test backend keeps the repository's files, in the origin private file system (its src/lib/services/backends/fs/test.js). */
export const TEST_BACKEND_FOLDER = 'sveltia-cms-test';

/** The editor's own French, which names its buttons and panes (served to her from the editor's folder, test/worker/desk-editor.test.ts). */
export const SVELTIA_FR = JSON.parse(readFileSync('node_modules/@sveltia/cms/locales/fr.json', 'utf8')) as {
  save: string;
  create_new_entry: string;
  browse: string;
  upload: string;
  insert: string;
  edit_x_locale: string;
  preview: string;
  content_preview: string;
  _sui: { text_editor: { edit_in_markdown: string } };
};

/** Writes `files` (path from the repository's root → text) into the test backend's folder, as a checkout would be. */
export function seed(page: Page, files: Record<string, string>): Promise<void> {
  return page.evaluate(
    async ({ folder, files }) => {
      const root = await (await navigator.storage.getDirectory()).getDirectoryHandle(folder, { create: true });
      for (const [path, text] of Object.entries(files)) {
        const parts = path.split('/');
        let directory = root;
        for (const part of parts.slice(0, -1)) directory = await directory.getDirectoryHandle(part, { create: true });
        const writable = await (await directory.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
        await writable.write(text);
        await writable.close();
      }
    },
    { folder: TEST_BACKEND_FOLDER, files },
  );
}

/** The editor's name of a language, as its interface in French writes it (Français, Anglais, Espagnol). */
export const languageName = (language: Language) => {
  const name = new Intl.DisplayNames(['fr'], { type: 'language' }).of(language)!;
  return name[0]!.toUpperCase() + name.slice(1);
};

/** The editor's pane where she types, in the language it shows. */
export const editorPane = (page: Page): Locator => page.getByRole('group', { name: new RegExp(`^${SVELTIA_FR.edit_x_locale.replace(/\{\$locale\}.*$/, '')}`) });

/** A text field of that pane, by its label. */
export const editorField = (page: Page, label: string): Locator => editorPane(page).getByRole('textbox', { name: label, exact: true });

/** Saving, an upload and the editor's first start take a while on a loaded 2-core machine. */
const WAIT = { timeout: 60_000 };

/**
 * A page of `chromium` as her browser opens the editor: in French, which
 * the editor follows, on its test backend (`?essai` at `baseUrl`), seeded
 * with `texts` (path from the repository's root → text), as the GitHub
 * backend would find the repository.
 */
export async function openEditorOnTrial(chromium: { newPage(options?: { width: number; height: number }): Promise<Page> }, baseUrl: string, texts: Record<string, string>): Promise<Page> {
  const page = await chromium.newPage({ width: 1280, height: 900 });
  await page.context().addInitScript(() => {
    Object.defineProperty(navigator, 'languages', { get: () => ['fr-FR', 'fr'] });
    Object.defineProperty(navigator, 'language', { get: () => 'fr-FR' });
  });
  // The test backend keeps its files in the origin's private file system: seeded from another page of the desk.
  await page.goto(baseUrl + DESK_PATHS.messages);
  await seed(page, texts);
  await page.goto(`${baseUrl}${DESK_PATHS.texts}?essai`);
  await page.getByRole('button').first().click(WAIT);
  return page;
}

/**
 * Adds a picture to the open article's French picture field as she does from
 * her phone: Parcourir, then Téléverser in the media folder's window, her
 * file, Insérer. Answers the field.
 */
export async function uploadPicture(page: Page, file: { name: string; mimeType: string; buffer: Buffer }): Promise<Locator> {
  const pictureField = editorPane(page).getByRole('group', { name: new RegExp(`\u2068${editorLabel('picture')}\u2069`) });
  await pictureField.scrollIntoViewIfNeeded();
  await pictureField.getByRole('button', { name: SVELTIA_FR.browse, exact: true }).click();
  const library = page.getByRole('dialog');
  const [chooser] = await Promise.all([page.waitForEvent('filechooser', WAIT), library.getByRole('button', { name: SVELTIA_FR.upload }).click()]);
  await chooser.setFiles(file);
  await library.getByRole('button', { name: SVELTIA_FR.insert, exact: true }).click(WAIT);
  await library.waitFor({ state: 'hidden', ...WAIT });
  return pictureField;
}
