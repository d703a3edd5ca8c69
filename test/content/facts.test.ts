import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContent } from '../../scripts/content/build-content';
import { DERIVED_FACTS } from '../../src/facts/fact-text';
import { factTexts, fillFacts } from '../../src/facts/fact-texts';
import { FACTS, type Facts } from '../../src/facts/facts';
import { dictionaryTexts } from '../../src/i18n/dictionary';
import { LANGUAGES, type Language } from '../../src/languages/languages';
import { pageTextsFile } from '../../src/content/page-texts-file';

/**
 * The agency's facts are stated once (src/facts/facts.ts): changing one
 * there changes every text that states it, in every language, and nothing else.
 */

/** Every string of a value, by its path in it. */
function strings(value: unknown, path = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof value === 'string') found.set(path, value);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) for (const [at, text] of strings(item, `${path}.${key}`)) found.set(at, text);
  }
  return found;
}

/** How each language writes a quote delay of `hours`, in the texts as they read today (a no-break space before the unit). */
const quoteDelay = (hours: number): Record<Language, RegExp> => ({
  fr: new RegExp(`\\b${hours}\u00a0h\\b`, 'g'),
  en: new RegExp(`\\b${hours}\u00a0hours\\b`, 'g'),
  es: new RegExp(`\\b${hours}\u00a0horas\\b`, 'g'),
});

/** The texts of every language as a build writes them. */
async function builtTexts(facts: Facts = FACTS): Promise<Record<Language, Map<string, string>>> {
  const built = await buildContent('src/content', { facts });
  const { files } = built;
  const texts = {} as Record<Language, Map<string, string>>;
  for (const language of LANGUAGES) {
    const module = await import(`data:text/javascript,${encodeURIComponent(files[`content/${language}.js`]!)}`);
    // What only their own pages show (articles, legal documents) is a file of its own.
    const pageTexts = JSON.parse(built.pageTexts[pageTextsFile(language)]!);
    texts[language] = new Map([...strings(module.CONTENT), ...[...strings(pageTexts)].map(([key, text]) => [`pages${key}`, text] as const), ...[...strings(dictionaryTexts(language, factTexts(language, facts, DERIVED_FACTS)))].map(([key, text]) => [`dictionary${key}`, text] as const)]);
  }
  return texts;
}

describe('a fact changed in one place', () => {
  const slower = { ...FACTS, quoteDelay: { value: 72, unit: 'hours' } } as const;
  let before: Record<Language, Map<string, string>>;
  let after: Record<Language, Map<string, string>>;
  beforeAll(async () => {
    [before, after] = await Promise.all([builtTexts(), builtTexts(slower)]);
  });

  it.each(LANGUAGES)('changes every text that states it, and only those (%s)', (language) => {
    const [old, changed] = [quoteDelay(48)[language], quoteDelay(72)[language]];
    const stating = [...before[language]].filter(([, text]) => text.match(old));
    // Pages, FAQs, articles and dictionaries state it: a handful at least in each language.
    expect(stating.length).toBeGreaterThan(5);
    expect(stating.some(([at]) => at.startsWith('dictionary'))).toBe(true);
    for (const [at, text] of before[language]) {
      const now = after[language].get(at)!;
      expect(now.match(old), at).toBeNull();
      expect(now, at).toBe(text.replace(old, (figure) => figure.replace('48', '72')));
    }
    expect([...after[language]].filter(([, text]) => text.match(changed))).toHaveLength(stating.length);
  });
});

describe('placeholders', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'facts-'));
    await cp('src/content', root, { recursive: true, filter: (source) => !source.endsWith('.ts') });
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('stops the build on an unknown fact, naming the file and the line', async () => {
    const file = join(root, 'pages/faq/fr.md');
    const text = await readFile(file, 'utf8');
    const line = text.split('\n').findIndex((content) => content.includes('{quoteDelay}')) + 1;
    expect(line).toBeGreaterThan(0);
    await writeFile(file, text.replace('{quoteDelay}', '{quoteDelai}'));
    await expect(buildContent(root)).rejects.toThrow(new RegExp(`pages/faq/fr\\.md: line ${line}: unknown fact "\\{quoteDelai\\}": the facts are "email", "phone", "replyDelay", "quoteDelay"`));
  });

  it.each([
    ['a unit misspelled', { unit: 'hour' }, /fact "quoteDelay", unit: must be one of 'hours', .* \(received "hour"\)/],
    ['a figure in quotes', { value: '48' }, /fact "quoteDelay", value: must be a number, or a range written \[from, to\] \(received "48"\)/],
  ])('stops the build on a fact with %s, naming src/facts/facts.ts and its line', async (_, change, message) => {
    const line = (await readFile('src/facts/facts.ts', 'utf8')).split('\n').findIndex((text) => /^\s*quoteDelay:/.test(text)) + 1;
    expect(line).toBeGreaterThan(0);
    const facts = { ...FACTS, quoteDelay: { ...FACTS.quoteDelay, ...change } } as unknown as Facts;
    const built = buildContent(root, { facts });
    await expect(built).rejects.toThrow(new RegExp(`^src/facts/facts\\.ts: line ${line}: ${message.source}$`));
    await expect(built).rejects.toMatchObject({ name: 'ContentError' });
  });

  it.each([
    ['fr', 'Devis sous {quoteDelay}, de {opens} à {closes}, dès {businessCardsPrice}, {websiteDelay}, {ServicesCount} services, {phone}', 'Devis sous 48\u00a0h, de 9\u00a0h à 18\u00a0h, dès 500\u00a0€, 4 à 6\u00a0semaines, Six services, 05\u00a053\u00a045\u00a067\u00a089'],
    // "de" and "que" elide before a fact that starts with "un", "une"; a range does not.
    ['fr', 'Comptez à partir de {businessCardsDelay}, plus que {businessCardsDelay}, à partir de {brochureDelay}', 'Comptez à partir d’une semaine, plus qu’une semaine, à partir de 2 à 3\u00a0semaines'],
    ['en', 'Allow from {businessCardsDelay}, or {brochureDelay}', 'Allow from one week, or 2–3\u00a0weeks'],
    ['en', 'A quote within {quoteDelay}, {opens} to {closes}, from {businessCardsPrice}, {websiteDelay}, a {firstCallLength.number}-minute call, {phoneInternational}', 'A quote within 48\u00a0hours, 9\u00a0am to 6\u00a0pm, from €500, 4–6\u00a0weeks, a 20-minute call, +33\u00a05\u00a053\u00a045\u00a067\u00a089'],
    // Readers abroad dial the international form, which {phone} gives outside French pages.
    ['en', 'Call {phone}', 'Call +33\u00a05\u00a053\u00a045\u00a067\u00a089'],
    ['es', 'Llámanos al {phone}', 'Llámanos al +33\u00a05\u00a053\u00a045\u00a067\u00a089'],
    // The reply delay counts working hours, and says so in every language.
    ['fr', 'Réponse sous {replyDelay}, en {replyDelay.number} h', 'Réponse sous 24\u00a0h ouvrées, en 24 h'],
    ['en', 'A reply within {replyDelay}', 'A reply within 24\u00a0working hours'],
    ['es', 'Respuesta en {replyDelay}', 'Respuesta en 24\u00a0horas laborables'],
    ['es', 'Presupuesto en {quoteDelay}, de {opens} a {closes}, desde {businessCardsPrice}, de {websiteDelay}, desde {businessCardsDelay}, {servicesCount} servicios', 'Presupuesto en 48\u00a0horas, de 9:00 a 18:00, desde 500\u00a0€, de 4 a 6\u00a0semanas, desde una semana, seis servicios'],
  ] as const)('are written as the texts of %s write them', (language, written, shown) => {
    expect(fillFacts(written, factTexts(language, FACTS, DERIVED_FACTS), language, (name) => expect.fail(`unknown fact ${name}`))).toBe(shown);
  });

  it.each(LANGUAGES)('write the build’s year in %s as a year, in figures with no thousands separator', (language) => {
    const texts = factTexts(language, FACTS, { servicesCount: 6, buildYear: 2031 });
    expect(fillFacts('© {buildYear} Sillage Communication', texts, language, (name) => expect.fail(`unknown fact ${name}`))).toBe('© 2031 Sillage Communication');
  });
});
