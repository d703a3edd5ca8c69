import { cp, mkdtemp, readdir, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildContent, type ContentBuild } from '../../scripts/content/build-content';
import { captionFile } from '../../scripts/content/captions';
import { languageAssets } from '../../scripts/content/language-files';
import { frenchTypography } from '../../src/languages/specs/fr';
import { figuresOf } from '../../scripts/content/translated-figures';
import type { LegalDocument } from '../../src/content/schemas/legal-document';
import { FACTS } from '../../src/facts/facts';
import { VAT_FRANCHISE } from '../../src/facts/legal-identifiers';
import { DEFAULT_LANGUAGE, LANGUAGE_SPECS, LANGUAGES, type Language } from '../../src/languages/languages';
import type { LanguageContentModule } from '../../src/content/language-content';
import { ARTICLE_ROUTES_FILE, articleCardsFile } from '../../src/content/article-files';
import { pageTextsFile } from '../../src/content/page-texts-file';
import { hasPageTexts, PAGE_ONLY_FIELDS, type KindWithPageTexts } from '../../src/content/page-only-fields';

/**
 * The content build on a copy of the site's Markdown files, each test breaking
 * one file the way a writer could: the build must stop with a message naming
 * the file and what is wrong.
 */
let root: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'content-'));
  await cp('src/content', root, { recursive: true, filter: (source) => !source.endsWith('.ts') });
});
afterEach(() => rm(root, { recursive: true, force: true }));

async function change(file: string, edit: (text: string) => string): Promise<void> {
  const path = join(root, file);
  const text = await readFile(path, 'utf8');
  const changed = edit(text);
  expect(changed, `the test's edit of ${file} changed nothing`).not.toBe(text);
  await writeFile(path, changed);
}


/** A page's whole text as the build wrote it, no-break spaces as spaces: its entry in the language's texts and what only the page itself shows. */
async function builtPageText({ files, pageTexts }: ContentBuild, language: Language, id: string): Promise<string> {
  const module = await import(`data:text/javascript,${encodeURIComponent(files[`content/${language}.js`]!)}`);
  const entry = (module.CONTENT as LanguageContentModule).entries[id as keyof LanguageContentModule['entries']];
  const own = (JSON.parse(pageTexts[pageTextsFile(language)]!) as Record<string, unknown>)[id];
  return JSON.stringify({ ...(entry as object), ...(own as object) }).replace(/\u00a0/g, ' ');
}

describe('the content build', () => {
  it('accepts the site’s content, each collection in every language', async () => {
    const { counts, files } = await buildContent(root);
    expect(Object.keys(counts).sort()).toEqual(['blog', 'home', 'legal', 'pages', 'services']);
    for (const count of Object.values(counts)) expect(count % LANGUAGES.length).toBe(0);
    expect(Object.keys(files).sort()).toEqual(['article-index.ts', 'build-date.ts', 'routes.ts', ...LANGUAGES.flatMap((language) => [`content/${language}.d.ts`, `content/${language}.js`])].sort());
    expect(files['routes.ts']).toContain('export const SITE_ROUTE_TABLE');
    expect(files['article-index.ts']).toContain('export const ARTICLE_ROUTE_TABLE');
  });

  it.each([
    ['2030-06-15T12:00:00Z', 2030],
    // 23:30 on New Year's Eve in London is already the new year in Périgueux: the year is the agency's.
    ['2030-12-31T23:30:00Z', 2031],
    ['2030-12-31T22:30:00Z', 2030],
  ] as const)('writes the year of a build on %s as the build’s year: %i', async (now, year) => {
    const { files } = await buildContent(root, { now: new Date(now) });
    const module = await import(`data:text/javascript,${encodeURIComponent(files['build-date.ts']!)}`);
    expect(module.BUILD_YEAR).toBe(year);
  });

  it('writes each language’s texts in a module of their own, holding that language only and no article', async () => {
    const { files, exports } = await buildContent(root);
    const articleIds = new Set(exports.ARTICLE_ROUTE_TABLE.map((route) => route.id));
    expect(articleIds.size).toBeGreaterThan(0);
    for (const language of LANGUAGES) {
      const module = await import(`data:text/javascript,${encodeURIComponent(files[`content/${language}.js`]!)}`);
      const content = module.CONTENT as LanguageContentModule;
      expect((content.entries.home as { faq: unknown[] }).faq.length).toBeGreaterThan(0);
      expect(Object.keys(content.entries).filter((id) => articleIds.has(id as never))).toEqual([]);
      expect(Object.keys(content.entries)).toContain('contact');
    }
  });

  it('writes the articles’ routes, former addresses and each language’s cards, newest first, in files of the build’s, and in no module of the Worker', async () => {
    const { files, articleFiles, exports } = await buildContent(root);
    expect(Object.keys(articleFiles).sort()).toEqual([ARTICLE_ROUTES_FILE, ...LANGUAGES.map(articleCardsFile)].sort());
    const { routes, formerPaths } = JSON.parse(articleFiles[ARTICLE_ROUTES_FILE]!);
    expect(routes).toEqual(exports.ARTICLE_ROUTE_TABLE);
    expect(exports.ROUTE_TABLE.filter((route) => route.kind === 'article')).toEqual(routes);
    expect(formerPaths).toEqual({});
    expect(files['routes.ts']).not.toContain('article:');
    for (const language of LANGUAGES) {
      const cards = JSON.parse(articleFiles[articleCardsFile(language)]!) as Record<string, { language: string; date: string; excerpt: string }>;
      expect(Object.keys(cards).sort()).toEqual(exports.ARTICLE_ROUTE_TABLE.map((route) => route.id).sort());
      const dates = Object.values(cards).map((card) => card.date);
      expect(dates).toEqual([...dates].sort().reverse());
      for (const card of Object.values(cards)) {
        expect(card.language).toBe(language);
        expect(card.excerpt.length).toBeGreaterThan(0);
        expect(card).not.toHaveProperty('body');
      }
    }
  });

  it('keeps an article’s former address with the articles’ routes, out of the Worker’s main module', async () => {
    const [file] = (await readdir(join(root, 'blog/fr'))).sort();
    await change(`blog/fr/${file}`, (text) => text.replace(/^author: (.*)$/m, 'author: $1\nformerSlugs:\n  - ancienne-adresse'));
    const { files, articleFiles, exports } = await buildContent(root);
    const { formerPaths } = JSON.parse(articleFiles[ARTICLE_ROUTES_FILE]!);
    const route = exports.ARTICLE_ROUTE_TABLE.find((each) => each.paths.fr === formerPaths['/fr/blog/ancienne-adresse']);
    expect(route?.kind).toBe('article');
    expect(exports.FORMER_PATHS['/fr/blog/ancienne-adresse']).toBe(route!.paths.fr);
    expect(files['routes.ts']).not.toContain('ancienne-adresse');
  });

  it('leaves what only their own pages show (an article’s, a legal document’s) out of each language’s texts, in a file of the build’s for each language', async () => {
    const { files, pageTexts, articleFiles, exports } = await buildContent(root);
    expect(Object.keys(pageTexts).sort()).toEqual(LANGUAGES.map(pageTextsFile).sort());
    for (const language of LANGUAGES) {
      const pages = JSON.parse(pageTexts[pageTextsFile(language)]!);
      const texts = (await import(`data:text/javascript,${encodeURIComponent(files[`content/${language}.js`]!)}`)).CONTENT as LanguageContentModule;
      const cards = JSON.parse(articleFiles[articleCardsFile(language)]!) as Record<string, Record<string, unknown>>;
      const summaryOf = (id: string) => (texts.entries[id as keyof typeof texts.entries] ?? cards[id]) as Record<string, unknown> | undefined;
      const withOwnTexts = exports.ROUTE_TABLE.filter((route) => hasPageTexts(route.kind) && summaryOf(route.id) !== undefined);
      expect(new Set(withOwnTexts.map((route) => route.kind))).toEqual(new Set(Object.keys(PAGE_ONLY_FIELDS)));
      for (const route of withOwnTexts) {
        const fields: readonly string[] = PAGE_ONLY_FIELDS[route.kind as KindWithPageTexts];
        const summary = summaryOf(route.id)!;
        for (const field of fields) expect(summary, `${route.id} in ${language}`).not.toHaveProperty(field);
        expect(summary, `${route.id} in ${language}`).toHaveProperty('title');
        const page = pages[route.id];
        // Each of them the page has (an article's picture is optional: the site's have none yet).
        expect([...fields], `${route.id} in ${language}`).toEqual(expect.arrayContaining(Object.keys(page)));
        expect(Object.keys(page).length, `${route.id} in ${language}`).toBeGreaterThan(0);
      }
      for (const id of Object.keys(cards)) expect(pages[id].body.length).toBeGreaterThan(0);
      for (const route of withOwnTexts.filter((each) => each.kind === 'legal')) expect(pages[route.id].sections.length, `${route.id} in ${language}`).toBeGreaterThan(0);
    }
  });

  it('names the file and the field when a required field is missing', async () => {
    await change('services/print/fr.md', (text) => text.replace(/^metaTitle:.*\n/m, ''));
    await expect(buildContent(root)).rejects.toThrow(/services\/print\/fr\.md: field "metaTitle": Invalid key: Expected "metaTitle" but received undefined/);
  });

  it('names the file, the field and the expected type when a field has the wrong type', async () => {
    await change('services/coaching/fr.md', (text) => text.replace(/^offerings:\n(  - .*\n)+/m, 'offerings: 12\n'));
    await expect(buildContent(root)).rejects.toThrow(/services\/coaching\/fr\.md: field "offerings": Invalid type: Expected Array but received 12/);
  });

  it('names the field of a nested value and what it must be', async () => {
    await change('blog/fr/cartes-visite-rendez-vous.md', (text) => text.replace(/^date: .*$/m, 'date: 15/09/2025'));
    await expect(buildContent(root)).rejects.toThrow(/blog\/fr\/cartes-visite-rendez-vous\.md: field "date": must be a date written YYYY-MM-DD/);
  });

  it('names the file and the line of invalid YAML', async () => {
    const line = (await readFile(join(root, 'legal/terms/fr.md'), 'utf8')).split('\n').findIndex((text) => text.startsWith('title: ')) + 1;
    await change('legal/terms/fr.md', (text) => text.replace(/^title: .*$/m, 'title: Conditions : générales'));
    await expect(buildContent(root)).rejects.toThrow(new RegExp(`legal/terms/fr\\.md: line ${line}: invalid YAML in the frontmatter`));
  });

  it('refuses a file outside the collections', async () => {
    await mkdir(join(root, 'news'));
    await writeFile(join(root, 'news', 'fr.md'), '---\ntitle: Nouvelles\n---\n');
    await expect(buildContent(root)).rejects.toThrow(/news\/fr\.md: unknown collection "news"/);
  });

  it('refuses an unknown language and an unknown page', async () => {
    await cp(join(root, 'pages/about/fr.md'), join(root, 'pages/about/de.md'));
    await expect(buildContent(root)).rejects.toThrow(/pages\/about\/de\.md: unknown language "de": the languages are "fr", "en", "es"/);
    await rm(join(root, 'pages/about/de.md'));
    await mkdir(join(root, 'pages/team'));
    await cp(join(root, 'pages/about/fr.md'), join(root, 'pages/team/fr.md'));
    await expect(buildContent(root)).rejects.toThrow(/pages\/team\/fr\.md: unknown page "team"/);
  });

  it('refuses two pages at the same path (a duplicate slug)', async () => {
    await change('legal/terms/fr.md', (text) => text.replace(/^slug: .*$/m, 'slug: mentions-legales'));
    await expect(buildContent(root)).rejects.toThrow(/legal\/terms\/fr\.md: field "slug": the path \/mentions-legales is already .*legal\/legal-notice\/fr\.md's/);
  });

  it('leads a page\'s former slugs to it, and refuses one that is another page\'s address', async () => {
    const { exports } = await buildContent(root);
    expect(exports.FORMER_PATHS).toEqual({ '/es/servicios/imprenta-identidad-visual': '/es/servicios/diseno-grafico-identidad-visual' });
    await change('services/print/es.md', (text) => text.replace('  - imprenta-identidad-visual', '  - estrategia-marketing'));
    await expect(buildContent(root)).rejects.toThrow(
      /services\/print\/es\.md: field "formerSlugs": \/es\/servicios\/estrategia-marketing is already .*services\/strategy\/es\.md's; a former slug must lead to one page only/,
    );
  });

  it('keeps every published address answered, naming each one lost', async () => {
    const { exports, ledger } = await buildContent(root);
    const published: string[] = JSON.parse(ledger);
    for (const route of exports.ROUTE_TABLE) for (const language of LANGUAGES) expect(published).toContain(route.paths[language]);
    for (const former of Object.keys(exports.FORMER_PATHS)) expect(published).toContain(former);
    expect(JSON.parse(await readFile(join(root, 'published-addresses.json'), 'utf8')), 'the committed ledger is up to date').toEqual(published);

    // A former slug dropped, and a slug renamed without one: both old addresses would answer 404.
    await change('services/print/es.md', (text) => text.replace(/^formerSlugs:\n  - imprenta-identidad-visual\n/m, ''));
    await change('legal/terms/en.md', (text) => text.replace(/^slug: .*$/m, 'slug: terms-of-business'));
    const lost = buildContent(root);
    await expect(lost).rejects.toThrow(/published-addresses\.json: \/en\/terms, \/es\/servicios\/imprenta-identidad-visual were published and no page answers them any more: list the old slug under `formerSlugs`/);

    // The renamed page keeps its old address as a former slug: the build goes on, and the ledger gains the new address.
    await change('legal/terms/en.md', (text) => text.replace(/^slug: terms-of-business$/m, 'slug: terms-of-business\nformerSlugs:\n  - terms'));
    await change('services/print/es.md', (text) => text.replace(/^slug: (.*)$/m, 'slug: $1\nformerSlugs:\n  - imprenta-identidad-visual'));
    const moved = await buildContent(root);
    expect(JSON.parse(moved.ledger)).toEqual([...published, '/en/terms-of-business'].sort());
  });

  it('refuses two articles of one language with the same translation key', async () => {
    await cp(join(root, 'blog/fr/cartes-visite-rendez-vous.md'), join(root, 'blog/fr/cartes-de-visite.md'));
    await expect(buildContent(root)).rejects.toThrow(/blog\/fr\/cartes-visite-rendez-vous\.md: duplicate translationKey "cartes-visite-rendez-vous" in language "fr": .*blog\/fr\/cartes-de-visite\.md has it already/);
  });

  it('refuses a link to a page that does not exist, with its line', async () => {
    await change('blog/fr/goodies-objets-publicitaires.md', (text) => `${text}\nVoir [nos offres](/offres).\n`);
    const lines = (await readFile(join(root, 'blog/fr/goodies-objets-publicitaires.md'), 'utf8')).trimEnd().split('\n').length;
    await expect(buildContent(root)).rejects.toThrow(
      new RegExp(`blog/fr/goodies-objets-publicitaires\\.md: line ${lines}: link "/offres": no page of the site has the path /offres`),
    );
  });

  it('refuses what the site cannot show, such as a "#" title', async () => {
    await change('legal/privacy/en.md', (text) => text.replace(/^## /m, '# '));
    await expect(buildContent(root)).rejects.toThrow(/legal\/privacy\/en\.md: line \d+: a "#" title is not allowed/);
  });

  it('requires every page in French', async () => {
    await rm(join(root, 'services/print/fr.md'));
    await expect(buildContent(root)).rejects.toThrow(/services\/print\/fr\.md: missing: every page exists in every language/);
  });

  it('turns links to the site’s pages into routes and keeps others as addresses', async () => {
    await change('legal/terms/fr.md', (text) => `${text}\nLire [les mentions légales](/mentions-legales#editeur) et [Cloudflare](https://www.cloudflare.com).\n`);
    const { exports } = await buildContent(root);
    const terms = exports.ENTRIES.fr.terms as LegalDocument;
    expect(terms.sections.at(-1)!.blocks.at(-1)).toEqual({
      type: 'p',
      content: [
        'Lire ',
        { type: 'page', route: 'legal-notice', language: 'fr', paths: exports.ROUTE_TABLE.find((route) => route.id === 'legal-notice')!.paths, hash: 'editeur', children: ['les mentions légales'] },
        ' et ',
        { type: 'link', href: 'https://www.cloudflare.com', children: ['Cloudflare'] },
        '.',
      ],
    });
  });

  it('applies French spacing to French files only', async () => {
    await change('pages/faq/fr.md', (text) => text.replace(/^title: .*$/m, 'title: Vos questions ? « Nos réponses »'));
    await change('legal/terms/en.md', (text) => text.replace(/^title: .*$/m, 'title: "Terms: what ? applies"'));
    const { exports } = await buildContent(root);
    expect((exports.ENTRIES.fr.faq as { title: string }).title).toBe('Vos questions\u00a0? «\u00a0Nos réponses\u00a0»');
    expect((exports.ENTRIES.en.terms as LegalDocument).title).toBe('Terms: what ? applies');
  });
});

describe('the route table, made from the content', () => {
  /** A copy of the assets every page and language needs (services' illustrations, share images, captions) beside the content copy, so a test can add or remove one. */
  let assets: string;
  beforeEach(async () => {
    assets = join(root, '..', `${root.split('/').at(-1)}-assets`);
    await mkdir(join(assets, 'images'), { recursive: true });
    await cp('assets/images/services', join(assets, 'images', 'services'), { recursive: true });
    await cp('assets/images/share', join(assets, 'images', 'share'), { recursive: true });
    await cp('assets/media', join(assets, 'media'), { recursive: true, filter: (source) => !source.endsWith('.mp4') && !source.endsWith('.webp') });
  });
  afterEach(() => rm(assets, { recursive: true, force: true }));

  /** A new service, "events", as a writer adds it: its folder with a file per language, each a copy of another service's with its own slug, order and card. */
  async function addService(order: number): Promise<void> {
    for (const language of LANGUAGES) {
      const text = await readFile(join(root, `services/coaching/${language}.md`), 'utf8');
      await mkdir(join(root, 'services/events'), { recursive: true });
      await writeFile(
        join(root, `services/events/${language}.md`),
        text
          .replace(/^slug: .*$/m, `slug: events-${language}`)
          .replace(/^order: .*$/m, `order: ${order}`)
          .replace(/^card:\n  title: .*$/m, `card:\n  title: Events ${language}`),
      );
    }
  }

  it('lists every page of every content file and the fixed ones, in the registry’s order', async () => {
    const { exports } = await buildContent(root, { assets });
    const kinds = exports.ROUTE_TABLE.map((route) => route.kind);
    expect(kinds[0]).toBe('home');
    expect(kinds.filter((kind, index) => kind !== kinds[index - 1])).toEqual([...new Set(kinds)]);
    expect(exports.ROUTE_TABLE.filter((route) => route.kind === 'service').map((route) => route.id)).toEqual(exports.SERVICE_IDS.map((id) => `service:${id}`));
  });

  it('dates a category\'s page by the newest article it lists, and the blog by the newest of all', async () => {
    // One article, in every language, published after the pages' own last change.
    const later = '2099-03-14';
    for (const language of LANGUAGES) {
      const file = (await readdir(join(root, 'blog', language))).find((name) => name.startsWith(language === 'fr' ? 'goodies' : language === 'en' ? 'branded' : 'objetos'))!;
      await change(`blog/${language}/${file}`, (text) => text.replace(/^date: .*$/m, `date: ${later}`));
    }
    const category = /^category: (.*)$/m.exec(await readFile(join(root, 'blog', 'fr', (await readdir(join(root, 'blog', 'fr'))).find((name) => name.startsWith('goodies'))!), 'utf8'))![1]!;
    const { exports } = await buildContent(root);
    const table = exports.ROUTE_TABLE as readonly { id: string; kind: string; updated: Record<Language, string> }[];
    for (const route of table.filter((each) => each.kind === 'blogCategory' || each.kind === 'blog')) {
      const lists = route.kind === 'blog' || route.id === `category:${category}`;
      for (const language of LANGUAGES) expect(route.updated[language] === later, `${route.id}, ${language}`).toBe(lists);
    }
  });

  it('serves a new service from its folder alone, at the place its `order` says, with its card', async () => {
    await addService(1.5);
    await writeFile(join(assets, 'images/services/events.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const { exports } = await buildContent(root, { assets });
    expect(exports.SERVICE_IDS[1]).toBe('events');
    const route = exports.ROUTE_TABLE.find((candidate) => candidate.id === 'service:events')!;
    expect(route).toMatchObject({ kind: 'service', paths: { fr: '/services/events-fr', en: '/en/services/events-en', es: '/es/servicios/events-es' } });
    expect(exports.ENTRIES.es['service:events']).toMatchObject({ id: 'events', card: { title: 'Events es' } });
  });

  it('refuses a service without its illustration, naming the file to draw', async () => {
    await addService(7);
    await expect(buildContent(root, { assets })).rejects.toThrow(/services\/events\/fr\.md: the service "events" has no illustration: draw it as .*images\/services\/events\.svg/);
  });

  it('refuses two services at one place', async () => {
    await addService(3);
    await expect(buildContent(root, { assets })).rejects.toThrow(/services\/[\w-]+\/fr\.md: field "order": .*services\/[\w-]+\/fr\.md has the same order; give each service its own/);
  });

  it('refuses a translation that puts a service at another place', async () => {
    await change('services/print/es.md', (text) => text.replace(/^order: 2$/m, 'order: 5'));
    await expect(buildContent(root, { assets })).rejects.toThrow(/services\/print\/es\.md: field "order": 5, where the French file has 2/);
  });

  it('names at once every file a language still lacks: its translations, its captions and share images', async () => {
    await buildContent(root, { assets });
    const language = LANGUAGES.at(-1)!;
    const assetsMissing = languageAssets(language).slice(0, 2);
    for (const file of assetsMissing) await rm(join(assets, file));
    await rm(join(root, `services/coaching/${language}.md`));
    const error = await buildContent(root, { assets }).then(() => undefined, (thrown: Error) => thrown.message);
    expect(error).toContain(`missing: every language of src/languages/languages.ts needs these 3 files:`);
    expect(error).toContain(`\n  ${root}/services/coaching/${language}.md (the translation of `);
    for (const file of assetsMissing) expect(error).toContain(`\n  ${join(assets, file)} (`);
  });

  it('refuses captions out of step with the French ones, naming the file and the line', async () => {
    const file = join(assets, captionFile('es'));
    const captions = await readFile(file, 'utf8');
    const [timing] = captions.match(/^00:00:05\.600 --> .*$/m)!;
    const line = captions.slice(0, captions.indexOf(timing)).split('\n').length;
    await writeFile(file, captions.replace(timing, timing.replace('05.600', '06.100')));
    await expect(buildContent(root, { assets })).rejects.toThrow(
      new RegExp(`presentation\\.es\\.vtt: line ${line}: caption 3 shows at 00:00:06\\.100 --> .* where .*presentation\\.fr\\.vtt shows it at 00:00:05\\.600`),
    );
    await writeFile(file, captions.replace(/\n\d+\n[^\n]*-->[^\n]*\n[^\n]*\n*$/, '\n'));
    await expect(buildContent(root, { assets })).rejects.toThrow(/presentation\.es\.vtt: 4 captions where .*presentation\.fr\.vtt has 5/);
  });

  it('refuses a folder of pages/ that no line of the registry names, saying where to add it', async () => {
    await mkdir(join(root, 'pages/careers'));
    await cp(join(root, 'pages/services/fr.md'), join(root, 'pages/careers/fr.md'));
    await expect(buildContent(root, { assets })).rejects.toThrow(/pages\/careers\/fr\.md: unknown page "careers".*src\/content\/page-kinds\.ts/);
  });
});

describe('English and Spanish spacing', () => {
  it.each([
    ['en', 'within 48 hours, 9 am to 6 pm, 2–3 weeks, 85 × 55 mm, 3 people', 'within 48\u00a0hours, 9\u00a0am to 6\u00a0pm, 2–3\u00a0weeks, 85\u00a0×\u00a055\u00a0mm, 3 people'],
    ['es', 'en 48 horas, de 2 a 3 semanas, 25 meses, 10 puntos, 3 personas', 'en 48\u00a0horas, de 2 a 3\u00a0semanas, 25\u00a0meses, 10\u00a0puntos, 3 personas'],
  ] as const)('%s: %s', (language, typed, shown) => {
    expect(LANGUAGE_SPECS[language].typography(typed)).toBe(shown);
  });
});

describe('French typography', () => {
  it.each([
    ['Bonjour : oui ; non ? Si !', 'Bonjour\u00a0: oui\u00a0; non\u00a0? Si\u00a0!'],
    ['« Vous avez une carte ? »', '«\u00a0Vous avez une carte\u00a0?\u00a0»'],
    ['«Oui»', '«\u00a0Oui\u00a0»'],
    ['500 € de 9 h à 18 h, 40 % sur 85 × 55 mm, loi n° 2004', '500\u00a0€ de 9\u00a0h à 18\u00a0h, 40\u00a0% sur 85\u00a0×\u00a055\u00a0mm, loi n°\u00a02004'],
    // Units written out too; a count of things is not a unit.
    ['2 heures, 6 mois, 3 hommes, https://exemple.fr/?a=1, 10:30', '2\u00a0heures, 6\u00a0mois, 3 hommes, https://exemple.fr/?a=1, 10:30'],
  ])('%s', (typed, shown) => {
    expect(frenchTypography(typed)).toBe(shown);
  });
});

describe('the figure check', () => {
  it('fails when a French figure changes, naming the French file, the line that writes it, the figure and the English and Spanish files that still carry the old one', async () => {
    const french = await readFile(join(root, 'services/print/fr.md'), 'utf8');
    const line = french.slice(0, french.indexOf('{quoteDelay}')).split('\n').length;
    await change('services/print/fr.md', (text) => text.replaceAll('{quoteDelay}', '72 h'));
    await expect(buildContent(root)).rejects.toThrow(
      new RegExp(`services/print/fr\\.md: line ${line}: the figure 72 is not in \\S*services/print/en\\.md and \\S*services/print/es\\.md`),
    );
  });

  it('names the one translation that lost a figure', async () => {
    await change('pages/contact/es.md', (text) => text.replaceAll('{replyDelay.number} h', 'un día').replaceAll('{replyDelay}', 'un día'));
    await expect(buildContent(root)).rejects.toThrow(/pages\/contact\/fr\.md: line \d+: the figure 24 is not in \S*pages\/contact\/es\.md:/);
  });

  it('requires a twin of every French file in every other language', async () => {
    for (const language of LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE)) {
      const twin = `services/coaching/${language}.md`;
      await rm(join(root, twin));
      const error = await buildContent(root).then(() => undefined, (thrown: Error) => thrown.message);
      expect(error).toContain(`${root}/${twin}: missing: every language of src/languages/languages.ts needs this file:\n  ${root}/${twin} (the translation of `);
      expect(error).toContain(`/services/coaching/${DEFAULT_LANGUAGE}.md: the same fields, translated)`);
      await cp(join('src/content', twin), join(root, twin));
    }
  });

  it('requires every page in every language, an article written first in English too', async () => {
    const english = await readFile(join(root, 'blog/en/branded-goodies-that-work.md'), 'utf8');
    await writeFile(join(root, 'blog/en/goodies-again.md'), english.replace("translationKey: goodies-objets-publicitaires", "translationKey: goodies-again"));
    await expect(buildContent(root)).rejects.toThrow(/blog\/en\/goodies-again\.md: missing: every page exists in every language; write its version in "fr" and "es"/);
  });

  it('leaves alone a translation marked as written for its language', async () => {
    await change('legal/terms/fr.md', (text) => text.replace('{businessCardsPrice}', '600 €'));
    await expect(buildContent(root)).rejects.toThrow(/legal\/terms\/fr\.md: line \d+: the figure 600 is not in \S*legal\/terms\/en\.md and \S*legal\/terms\/es\.md/);
    for (const language of ['en', 'es']) await change(`legal/terms/${language}.md`, (text) => text.replace(/^updated: .*$/m, '$&\nindependentTranslation: true'));
    await expect(buildContent(root)).resolves.toBeDefined();
  });

  it('keeps every figure of the French legal pages in their English and Spanish translations', async () => {
    await change('legal/terms/es.md', (text) => text.replace('un plazo de 30 días', 'un plazo de un mes'));
    await expect(buildContent(root)).rejects.toThrow(/legal\/terms\/fr\.md: line \d+: the figure 30 is not in \S*legal\/terms\/es\.md:/);
  });

  it.each(['{siret}', '{address}', '{registration}', '{vatNumber}'])('refuses a legal notice that does not publish %s, naming the file', async (fact) => {
    await change('legal/legal-notice/es.md', (text) => text.replace(fact, 'previa solicitud'));
    await expect(buildContent(root)).rejects.toThrow(
      new RegExp(`legal/legal-notice/es\\.md: the legal notice does not publish "${fact.replace(/[{}]/g, '\\$&')}": the law requires the publisher's SIRET, address, registration and VAT number or franchise`),
    );
  });

  it('accepts a legal notice that publishes the identifiers as the facts say them, the figures alike in every language', async () => {
    const built = await buildContent(root, { facts: { ...FACTS, siret: '73282932000074', registration: 'RNE 732829320', address: '8 rue des Tilleuls, 64200 Biarritz', vatNumber: 'FR44732829320' } });
    for (const language of LANGUAGES) {
      const notice = await builtPageText(built, language, 'legal-notice');
      for (const text of ['732 829 320 00074', 'RNE 732 829 320', '8 rue des Tilleuls, 64200 Biarritz', 'FR 44 732 829 320']) expect(notice, language).toContain(text);
    }
  });

  it('says, in each language, that the VAT does not apply when the agency is under the VAT franchise and has no number', async () => {
    const built = await buildContent(root, { facts: { ...FACTS, vatNumber: VAT_FRANCHISE } });
    const said = { fr: 'TVA non applicable, art. 293 B du CGI', en: 'VAT not applicable, Article 293 B of the French General Tax Code', es: 'IVA no aplicable, artículo 293 B del Código General de Impuestos francés' };
    for (const language of LANGUAGES) {
      for (const page of ['legal-notice', 'terms'] as const) {
        const text = await builtPageText(built, language, page);
        expect(text, `${language} ${page}`).toContain(said[language]);
        expect(text, `${language} ${page}`).not.toMatch(/FR \d\d \d{3}/);
      }
    }
  });

  it.each([
    ['fr', 'devis sous 48 h, de 9 h à 18 h, 0,5 point, 1 500 €, 05 53 45 67 89', ['48', '9', '18', '0.5', '1500', 'phone 0553456789']],
    ['en', 'a quote within 48 hours, 9 am to 6 pm, 0.5 point, €1,500, +33 5 53 45 67 89', ['48', '9', '18', '0.5', '1500', 'phone 0553456789']],
    ['es', 'presupuesto en 48 horas, de 9:00 a 18:00, 0,5 punto, 1.500 €, +33 5 53 45 67 89', ['48', '9', '18', '0.5', '1500', 'phone 0553456789']],
  ] as const)('reads each language’s number format (%s)', (language, text, figures) => {
    expect([...figuresOf(text, language)].sort()).toEqual([...figures].sort());
  });
});

describe('the editorial rules', () => {
  it('refuses a page title too long to be shown whole, naming the file and the field', async () => {
    await change('services/print/fr.md', (text) => text.replace(/^metaTitle: .*$/m, 'metaTitle: Print, identité visuelle et signalétique à Périgueux'));
    await expect(buildContent(root)).rejects.toThrow(/services\/print\/fr\.md: field "metaTitle": must be at most 36 characters long/);
  });

  it('refuses an article title past 45 characters, naming the file', async () => {
    await change('blog/en/simple-effective-website.md', (text) => text.replace(/^metaTitle: .*$/m, 'metaTitle: A simple website that brings in clients, fast and cheap'));
    await expect(buildContent(root)).rejects.toThrow(/blog\/en\/simple-effective-website\.md: field "metaTitle": must be at most 45 characters long/);
  });

  it('refuses a description search engines would cut or find too thin', async () => {
    await change('pages/faq/es.md', (text) => text.replace(/^metaDescription: .*$/m, 'metaDescription: Preguntas frecuentes.'));
    await expect(buildContent(root)).rejects.toThrow(/pages\/faq\/es\.md: field "metaDescription": must be at least 70 characters long/);
  });

  it('refuses an article too short to answer its question, naming the file and its word count', async () => {
    await change('blog/fr/site-web-simple-efficace.md', (text) => text.replace(/\n---\n[\s\S]*$/, '\n---\n\nUn site simple attire des clients.\n'));
    await expect(buildContent(root)).rejects.toThrow(/blog\/fr\/site-web-simple-efficace\.md: the article has 6 words: an article has 600 to 1000/);
  });
});
