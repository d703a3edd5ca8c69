// The screenshots of the owner's guide (docs/guide-textes.md): the real text
// editor at 390 and 1280 px, in French, on a dev server of its own with the
// desk's local way in and the editor's test backend (`?essai`), which keeps
// its files in the browser. Run again after the editor changes, and look at
// each picture before committing it.
// Usage: npx node scripts/media/guide-screenshots.mjs [origin of a running dev server with DESK_LOCAL_EMAIL set]
import { mkdir, stat } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { findChromium } from '../../test/e2e/chromium.mjs';
import { DESK_PATHS } from '../../src/desk/desk-paths.ts';
import { startDevServer } from '../operations/dev-server.mjs';
import { importTs } from '../build/import-ts.mjs';

const OUT = 'docs/images/guide-textes';
/** The fields' French labels and the categories' names, as the editor shows them (src/desk/editor/editor-labels.ts). */
const { editorLabel, editorChoiceLabel } = await importTs('src/desk/editor/editor-labels.ts');
/** The guide's pictures stay light in the repository and on a phone. */
const MAX_BYTES = 150 * 1024;

// A repository for the editor's real backend, whose sign-in the first picture shows (it is never reached).
const server = process.argv[2] ? null : await startDevServer({ vars: { SITE_URL: '{origin}', DESK_LOCAL_EMAIL: 'maia@sillage.test', GITHUB_REPOSITORY: 'sillage-communication/site' } });
const origin = process.argv[2] ?? server.origin;
const editor = `${origin}${DESK_PATHS.texts}`;

// The date field takes its order (day, month, year) from the browser's language, as on her phone.
const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox', '--disable-gpu', '--lang=fr-FR'], env: { ...process.env, LANG: 'fr_FR.UTF-8' } });
await mkdir(OUT, { recursive: true });

/** A page as her browser opens it: in French, which the editor follows. */
async function frenchPage(width) {
  const page = await browser.newPage({ viewport: { width, height: width < 600 ? 844 : 800 }, deviceScaleFactor: 1, reducedMotion: 'reduce' });
  await page.context().addInitScript(() => {
    Object.defineProperty(navigator, 'languages', { get: () => ['fr-FR', 'fr'] });
    Object.defineProperty(navigator, 'language', { get: () => 'fr-FR' });
  });
  return page;
}

async function shoot(page, name) {
  await page.waitForTimeout(600);
  const file = `${OUT}/${name}-${page.viewportSize().width}.png`;
  await page.screenshot({ path: file });
  const { size } = await stat(file);
  console.log(`${file} ${Math.round(size / 1024)} KB${size > MAX_BYTES ? ' (over 150 KB)' : ''}`);
}

/** Into the editor on its test backend, the list of articles open. */
async function openEditor(page) {
  await page.goto(`${editor}?essai`);
  await page.getByRole('button', { name: /dépôt de test/ }).click({ timeout: 60_000 });
  await page.getByText('Articles', { exact: true }).first().waitFor({ timeout: 30_000 });
}

/** The editor's pane in `language` (« Français », « Anglais »), beside another on a computer; its text field labelled `label`. */
const pane = (page, language) => page.getByRole('group', { name: new RegExp(`^Modifier le contenu en \u2068?${language}`, 'i') });
const box = (page, language, name) => pane(page, language).getByRole('textbox', { name: editorLabel(name), exact: true });

/** The French version of a new article, as the guide's example writes it. */
async function writeFrench(page) {
  await box(page, 'français', 'title').fill('Goodies : trois questions avant de commander');
  await box(page, 'français', 'excerpt').fill('Un objet publicitaire utile se garde des années. Trois questions pour choisir le bon, au bon prix, sans finir au fond d’un tiroir.');
  await box(page, 'français', 'date').fill('2026-12-12');
  await pane(page, 'français').getByRole('radio', { name: editorChoiceLabel('category', 'communication'), exact: true }).check();
  await box(page, 'français', 'metaTitle').fill('Goodies : trois questions avant de commander');
  await box(page, 'français', 'metaDescription').fill('Stylos, tote bags, carnets : trois questions pour choisir un objet publicitaire que vos clients garderont, et un devis sous {quoteDelay}.');
  // The editor draws a field once it is scrolled to: down its last fields until the text's.
  const body = pane(page, 'français').getByRole('group', { name: new RegExp(editorLabel('body')) });
  for (let tries = 0; tries < 10 && (await body.count()) === 0; tries++) {
    await pane(page, 'français').getByRole('group').last().scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
  }
  await body.locator('[contenteditable="true"], textarea').first().click();
  await page.keyboard.type('Un goodie réussi se garde, se sert et se montre. Demandez votre devis : réponse sous {quoteDelay}.');
}

/** The phone's language menu, above the fields. */
async function chooseLanguage(page, language) {
  await page.getByRole('combobox').first().click();
  await page.getByRole('option', { name: language }).click();
}

for (const width of [390, 1280]) {
  const page = await frenchPage(width);

  // The sign-in, as on the site: the real backend, whose « Se connecter avec GitHub » opens the desk's token window.
  await page.goto(editor);
  await page.getByRole('button').first().waitFor({ timeout: 60_000 });
  // Sveltia offers a local repository on a loopback host only: the picture shows the sign-in as the site shows it.
  await page.getByRole('button', { name: /dépôt local/ }).evaluate((button) => {
    button.nextElementSibling?.remove();
    button.remove();
  });
  await shoot(page, '01-connexion');

  await openEditor(page);
  await shoot(page, '02-accueil');

  await page.goto(`${editor}?essai#/collections/articles/new`);
  await page.getByRole('textbox').first().waitFor({ timeout: 30_000 });
  await writeFrench(page);
  await box(page, 'français', 'title').scrollIntoViewIfNeeded();
  await shoot(page, '03-article-francais');

  // Its English version: beside the French on a computer, chosen in the language menu on a phone.
  if (width < 600) await chooseLanguage(page, 'Anglais');
  else await page.getByText('Anglais', { exact: true }).last().click();
  await page.waitForTimeout(500);
  const english = box(page, 'anglais', 'title');
  await english.fill('Promotional products: three questions before you order');
  await english.evaluate((box) => {
    box.blur();
    box.scrollLeft = 0;
  });
  await shoot(page, '04-version-anglaise');

  // The preview of the French version.
  if (width < 600) {
    await chooseLanguage(page, 'Français');
    await page.getByRole('button', { name: /aperçu/i }).first().click();
  } else await page.getByText('Aperçu', { exact: true }).last().click();
  await shoot(page, '05-apercu');

  // Saving with the English and Spanish versions unfinished: the editor names what is missing.
  if (width < 600) await page.getByRole('button', { name: /aperçu/i }).first().click();
  await page.getByRole('button', { name: 'Enregistrer' }).first().click();
  await page.waitForTimeout(800);
  await shoot(page, '06-champs-manquants');

  await page.context().close();
}

await browser.close();
server?.stop();
