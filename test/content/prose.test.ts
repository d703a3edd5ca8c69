import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildContent } from '../../scripts/content/build-content';
import { checkProse } from '../../scripts/content/prose/check-prose';
import { TYPESCRIPT_TEXT_FILES } from '../../scripts/content/prose/typescript-texts';

/**
 * The prose checks on a copy of the site's texts (the Markdown and the
 * TypeScript files of texts, with the glossary and the word list), each test
 * breaking one text the way a writer could: the build must stop naming the
 * file, the line, and what to write instead.
 */
let root: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'prose-'));
  await cp('src/content', join(root, 'src/content'), { recursive: true });
  for (const { file } of TYPESCRIPT_TEXT_FILES) await cp(file, join(root, file));
  // The files every language needs besides its texts, the video's captions among them; not the video itself.
  await cp('assets', join(root, 'assets'), { recursive: true, filter: (source) => !source.endsWith('.mp4') && !source.endsWith('.webp') });
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** Runs the content build and the prose checks on the copy, as build.mjs does. */
async function check(): Promise<number> {
  const built = await buildContent(join(root, 'src/content'), { assets: join(root, 'assets') });
  return checkProse(built.prose, { root });
}

/**
 * Replaces `before` by `after` in the copy of `file` (from the project's
 * root), and returns the line the change is on and the file's name as the
 * checks write it.
 */
async function change(file: string, before: string | RegExp, after: string): Promise<{ line: number; name: string }> {
  const path = join(root, file);
  const text = await readFile(path, 'utf8');
  const index = typeof before === 'string' ? text.indexOf(before) : text.search(before);
  expect(index, `${file} does not contain ${before}`).toBeGreaterThanOrEqual(0);
  await writeFile(path, text.slice(0, index) + text.slice(index).replace(before, after));
  const line = text.slice(0, index).split('\n').length;
  // Markdown and caption files are named as the content build names them (from the working directory); TypeScript files from the root.
  return { line, name: file.endsWith('.ts') ? file : relative(process.cwd(), join(root, file)) };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const expectFinding = async (name: string, line: number, detail: RegExp) => {
  const error = await check().then(
    () => null,
    (thrown: Error) => thrown,
  );
  expect(error, 'the checks accepted the broken text').not.toBeNull();
  expect(error!.message).toMatch(new RegExp(`${escape(name)}: line ${line}: ${detail.source}`, 'm'));
};

describe('the prose checks', () => {
  it('accept every text of the site, in the three languages, Markdown and TypeScript alike', async () => {
    const texts = await check();
    expect(texts).toBeGreaterThan(1000);
  });

  it('refuse a misspelled word in a Markdown file, naming its file and line', async () => {
    const { name, line } = await change('src/content/services/coaching/fr.md', /(?<!\p{L})entreprise(?!\p{L})/u, 'entrepise');
    await expectFinding(name, line, /"entrepise" is not in the fr dictionary/);
  });

  it('refuse a misspelled word in an English dictionary string and in a Spanish testimonial', async () => {
    const english = await change('src/i18n/en.ts', /'nav\.about': '[^']*'/, "'nav.about': 'Abuot us'");
    await expectFinding(english.name, english.line, /"Abuot" is not in the en dictionary/);
    await change('src/i18n/en.ts', 'Abuot', 'About');
    const spanish = await change('src/content/testimonials.ts', /es: '/, "es: 'Increíblle. ");
    await expectFinding(spanish.name, spanish.line, /"Increíblle" is not in the es dictionary/);
  });

  it('accept a name once the word list has it', async () => {
    const { name, line } = await change('src/content/pages/about/en.md', /^title: .*$/m, 'title: Zorglubian clarity');
    await expectFinding(name, line, /"Zorglubian" is not in the en dictionary/);
    await writeFile(join(root, 'src/content/style/words.yaml'), `${await readFile(join(root, 'src/content/style/words.yaml'), 'utf8')}\n- Zorglubian\n`);
    await expect(check()).resolves.toBeGreaterThan(0);
  });

  it('accept Spanish verbs with their pronouns joined, and refuse a misspelled one', async () => {
    await change('src/content/home/es.md', /^  cta: .*$/m, '  cta: >-\n    Cuéntanoslo, suscríbete, imprímelo y respóndeles');
    await expect(check()).resolves.toBeGreaterThan(0);
    const { name, line } = await change('src/content/home/es.md', 'Cuéntanoslo', 'Cuéntanosslo');
    await expectFinding(name, line, /"Cuéntanosslo" is not in the es dictionary/);
  });

  it('refuse a form the glossary avoids, in Markdown and in TypeScript, with the term to use', async () => {
    const markdown = await change('src/content/services/strategy/es.md', /^intro: '?(.*?)'?\n/m, 'intro: >-\n  Te acompañamos paso a paso.\n  $1\n');
    await expectFinding(markdown.name, markdown.line + 1, /"acompañamos": write ayudar, trabajar con, asesorar, seguimiento \(glossary, working alongside a client over time/);
    const typeScript = await change('src/content/projects.ts', /en: '/, "en: 'Printed on USB keys. ");
    await expectFinding(typeScript.name, typeScript.line, /"USB keys": write USB stick \(glossary/);
  });

  it('read the video’s captions as the site’s texts: a form the glossary avoids, or a misspelling, names the caption’s file and line', async () => {
    const avoided = await change('assets/media/presentation.es.vtt', 'Primera llamada de 20 minutos', 'Primera conversación de 20 minutos');
    await expectFinding(avoided.name, avoided.line, /"Primera conversación": write una primera llamada/);
    const misspelled = await change('assets/media/presentation.en.vtt', 'Clarity', 'Clarety');
    await expectFinding(misspelled.name, misspelled.line, /"Clarety" is not in the en/);
  });

  it('refuse a phrase the glossary avoids even when a line break splits it, and at the start of a sentence', async () => {
    const { name, line } = await change('src/content/pages/contact/en.md', /^intro: '?(.*?)'?\n/m, 'intro: >-\n  Book now, with no\n  obligation. With no obligation either.\n  $1\n');
    await expectFinding(name, line + 1, /"with no\s+obligation": write a free/);
    await expectFinding(name, line + 2, /"With no obligation": write a free/);
  });

  it('apply the register of each kind of page: usted on Spanish legal pages, tú on the others', async () => {
    const legal = await change('src/content/legal/privacy/es.md', /^intro: '?(.*?)'?\n/m, 'intro: >-\n  Aquí puedes leer cómo tratamos los datos.\n  $1\n');
    await expectFinding(legal.name, legal.line + 1, /"puedes" on a legal page: write tú in marketing pages, usted in the legal pages/);
    await change('src/content/legal/privacy/es.md', 'Aquí puedes leer', 'Aquí puede leer');
    const marketing = await change('src/content/pages/about/es.md', /^intro: '?(.*?)'?\n/m, 'intro: >-\n  Le ofrecemos un trato cercano.\n  $1\n');
    await expectFinding(marketing.name, marketing.line + 1, /"Le ofrecemos" outside the legal pages/);
  });

  it('refuse a phone number in French national format on an English or Spanish page, and accept it on a French one', async () => {
    const english = await change('src/content/pages/contact/en.md', /^intro: '?(.*?)'?\n/m, 'intro: >-\n  Call 05 53 45 67 89 today.\n  $1\n');
    await expectFinding(english.name, english.line + 1, /the phone number "05 53 45 67 89" is in French national format: write \{phone\}/);
    await change('src/content/pages/contact/en.md', 'Call 05 53 45 67 89 today.', 'Call us today.');
    const spanish = await change('src/i18n/es.ts', /'contact\.phone': '[^']*'/, "'contact.phone': 'Teléfono 05.53.45.67.89'");
    await expectFinding(spanish.name, spanish.line, /the phone number "05\.53\.45\.67\.89" is in French national format/);
    await change('src/i18n/es.ts', 'Teléfono 05.53.45.67.89', 'Teléfono');
    await change('src/i18n/fr.ts', /'contact\.phone': '[^']*'/, "'contact.phone': 'Téléphone, 05 53 45 67 89'");
    await expect(check()).resolves.toBeGreaterThan(0);
  });

  it('refuse a plain space between a number and its unit in a French TypeScript text, which the Markdown gets from the build', async () => {
    const { name, line } = await change('src/i18n/fr.ts', /'contact\.hours': '[^']*'/, "'contact.hours': 'Horaires, réponse en 24 h'");
    await expectFinding(name, line, /"24 h'?": French puts a no-break space \(\\u00a0\) there/);
    await change('src/i18n/fr.ts', 'réponse en 24 h', 'réponse en 24\u00a0h');
    await change('src/content/pages/contact/fr.md', /^intro: '?(.*?)'?\n/m, 'intro: >-\n  Réponse en 24 h, devis en 48 h.\n  $1\n');
    await expect(check()).resolves.toBeGreaterThan(0);
  });

  it('list every finding of the build at once, each with its file and line', async () => {
    const french = await change('src/content/blog/fr/cartes-visite-rendez-vous.md', /(?<!\p{L})client(?!\p{L})/u, 'cliient');
    const english = await change('src/i18n/en.ts', /'footer\.legal': '[^']*'/, "'footer.legal': 'Legal informations e-mail'");
    const error = await check().then(
      () => null,
      (thrown: Error) => thrown,
    );
    expect(error?.message).toMatch(new RegExp(`${escape(french.name)}: line ${french.line}: "cliient"`));
    expect(error?.message).toMatch(new RegExp(`^${escape(english.name)}: line ${english.line}: "informations" is not in the en dictionary`, 'm'));
    expect(error?.message).toMatch(new RegExp(`^${escape(english.name)}: line ${english.line}: "e-mail": write email`, 'm'));
  });

  it('refuse on the legal pages what a translation of the French binding text must not say, and name the term to use', async () => {
    const cases = [
      ['src/content/legal/terms/fr.md', 'sont des traductions fournies', 'en sont des résumés fournis', /"résumés" on a legal page: write traductions fournies à titre d’information/],
      ['src/content/legal/privacy/en.md', 'translation is provided for information', 'summary is provided for information', /"summary" on a legal page: write translation provided for information only/],
      ['src/content/legal/legal-notice/es.md', 'Esta traducción al español se facilita', 'Este resumen en español se facilita', /"resumen" on a legal page: write traducción facilitada a título informativo/],
      ['src/content/legal/terms/en.md', 'with all due skill and care', 'with its best endeavours', /"best endeavours" on a legal page: write an obligation of means: performs its services with all due skill and care/],
      ['src/content/legal/terms/en.md', 'has not been complied with', 'has remained unanswered', /"notice to pay has remained unanswered" on a legal page: write a formal notice that has not been complied with/],
      ['src/content/legal/terms/en.md', 'interest for late payment calculated', 'late-payment penalties calculated', /"late-payment penalties" on a legal page: write interest for late payment/],
      ['src/content/legal/terms/es.md', 'intereses de demora calculados', 'penalizaciones por demora calculadas', /"penalizaciones por demora" on a legal page: write intereses de demora/],
      ['src/content/legal/terms/es.md', /^title: .*$/m, 'title: Términos y condiciones', /"Términos y condiciones" on a legal page: write condiciones generales/],
      ['src/content/legal/terms/es.md', 'Derecho de desistimiento de las', 'Derecho de retractación de las', /"Derecho de retractación" on a legal page: write derecho de desistimiento/],
    ] as const;
    const found = [];
    for (const [file, before, after, finding] of cases) found.push({ ...(await change(file, before, after)), finding });
    // One build lists them all.
    const error = await check().then(
      () => null,
      (thrown: Error) => thrown,
    );
    for (const { name, line, finding } of found) expect(error?.message).toMatch(new RegExp(`${escape(name)}: line ${line}: ${finding.source}`, 'm'));
  });

  it('leave marketing pages free to summarise: those forms are for the legal pages only', async () => {
    await change('src/content/pages/about/en.md', /^intro: '?(.*?)'?\n/m, 'intro: >-\n  In summary, the best efforts of a team.\n  $1\n');
    await change('src/content/pages/about/es.md', /^intro: '?(.*?)'?\n/m, 'intro: >-\n  En resumen, un equipo cercano.\n  $1\n');
    await expect(check()).resolves.toBeGreaterThan(0);
  });

  it('stop at a glossary entry that is not a valid pattern, naming the glossary', async () => {
    await writeFile(join(root, 'src/content/style/glossary.yaml'), `${await readFile(join(root, 'src/content/style/glossary.yaml'), 'utf8')}\n- concept: broken\n  en: { use: x, avoid: ['/(unclosed/'] }\n`);
    await expect(check()).rejects.toThrow(/src\/content\/style\/glossary\.yaml: "broken", en: the form \/\(unclosed\/ is not a valid regular expression/);
  });
});
