import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import * as v from 'valibot';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { hasContentFile, PAGE_KIND_NAMES, pageKind, type PageKind } from '../../src/content/page-kinds';
import { editorBackend } from '../../src/desk/editor/backend';
import { editorConfig, type EditorConfig } from '../../src/desk/editor/editor-config';
import type { EditorField } from '../../src/desk/editor/schema-fields';
import { factTexts, fillFacts } from '../../src/facts/fact-texts';
import { FACTS } from '../../src/facts/facts';
import { BUILD_YEAR } from '../../src/generated/build-date';
import { fr } from '../../src/i18n/fr';
import { ARTICLE_CATEGORIES } from '../../src/languages/address-words';
import { LANGUAGES } from '../../src/languages/languages';
import { SERVICE_IDS } from '../../src/routes';

/**
 * The text editor's configuration against the schemas the content build
 * checks: every field of every kind of page in both, and what the editor lets
 * her write (required, lengths, patterns, choices, numbers of items) what the
 * schema accepts, tried on the site's own files and on each of them broken
 * one field at a time.
 */
const SITE = 'https://www.sillage-communication.fr';
/** The owner's (GitHub, through the desk) and the developer's (the test backend, `?essai` on her own machine). */
const configs: EditorConfig[] = [false, true].map((trial) =>
  editorConfig({ backend: editorBackend({ local: true, trial, origin: SITE, repository: 'owner/site' }), siteUrl: SITE }),
);
const config = configs[0]!;

/** A text file's frontmatter, as the content build reads it: its facts ({quoteDelay}) filled in, which can make a text longer. */
async function frontmatter(file: string): Promise<Record<string, unknown>> {
  const language = LANGUAGES.find((each) => file.endsWith(`/${each}.md`) || file.includes(`/blog/${each}/`))!;
  const texts = factTexts(language, FACTS, { servicesCount: SERVICE_IDS.length, buildYear: BUILD_YEAR });
  const text = fillFacts(await readFile(file, 'utf8'), texts, language, (name) => {
    throw new Error(`${file}: unknown fact ${name}`);
  });
  return parse(text.split(/^---$/m)[1]!) as Record<string, unknown>;
}

/** Each kind's editor fields and the files the editor opens for it, from the configuration. */
async function editedKinds(): Promise<{ kind: PageKind; fields: EditorField[]; files: string[] }[]> {
  const found: { kind: PageKind; fields: EditorField[]; files: string[] }[] = [];
  const kindOfFile = (file: string): PageKind => {
    const [, collection, folder] = file.split('/').slice(1);
    if (collection === 'home') return 'home';
    if (collection === 'services') return 'service';
    if (collection === 'legal') return 'legal';
    return folder as PageKind;
  };
  for (const collection of config.collections) {
    if ('files' in collection) {
      for (const file of collection.files) {
        const kind = kindOfFile(file.file);
        found.push({ kind, fields: file.fields, files: LANGUAGES.map((language) => file.file.replace('{{locale}}', language)) });
      }
    } else {
      const files = (await Promise.all(LANGUAGES.map(async (language) => (await readdir(join(collection.folder, language))).map((name) => join(collection.folder, language, name))))).flat();
      found.push({ kind: 'article', fields: collection.fields, files });
    }
  }
  return found;
}

describe('the text editor’s configuration', () => {
  it('is valid against the editor’s published JSON schema, with either backend', async () => {
    const schema = JSON.parse(await readFile('node_modules/@sveltia/cms/schema/sveltia-cms.json', 'utf8'));
    const ajv = new Ajv({ strict: false, allErrors: true, logger: false });
    const validate = ajv.compile(schema);
    for (const each of configs) expect(validate(JSON.parse(JSON.stringify(each))), JSON.stringify(validate.errors, null, 1)).toBe(true);
  });

  it('opens every text file of every kind of page, and every field of its schema', async () => {
    const kinds = await editedKinds();
    const withFiles = PAGE_KIND_NAMES.filter(hasContentFile);
    expect(new Set(kinds.map((edited) => edited.kind))).toEqual(new Set(withFiles));
    for (const { kind, fields, files } of kinds) {
      const entries = Object.keys((pageKind(kind).schema as unknown as { entries: object }).entries);
      const names = fields.map((field) => field.name).filter((name) => name !== 'body');
      // The article's translationKey is the editor's own (i18n.canonical_slug), written first in every language.
      expect(names, kind).toEqual(entries.filter((name) => !(kind === 'article' && name === config.i18n.canonical_slug.key)));
      expect(fields.some((field) => field.name === 'body'), kind).toBe(pageKind(kind).body === 'sections' || pageKind(kind).body === 'blocks');
      for (const file of files) await readFile(file);
    }
  });

  it('lets her write what the schemas accept, and nothing they refuse, on each field of every file', async () => {
    for (const { kind, fields, files } of await editedKinds()) {
      const schema = pageKind(kind).schema!;
      for (const file of files) {
        const data = await frontmatter(file);
        const accepts = (changes: Record<string, unknown>) => v.safeParse(schema, { ...data, ...changes }).success;
        expect(accepts({}), file).toBe(true);
        for (const field of fields.filter((each) => each.name !== 'body')) {
          const where = `${file}: ${field.name}`;
          expect(accepts({ [field.name]: undefined }), `${where} left out`).toBe(field.required === false);
          // A length is the hint's, counted once the facts are filled in (the content build checks it, naming the line).
          const lengths = field.widget === 'string' || field.widget === 'text' ? (field.hint?.match(/\d+/g) ?? []).map(Number) : [];
          if (lengths.length > 0) {
            const max = lengths.at(-1)!;
            const min = lengths.length === 2 ? lengths[0]! : 1;
            expect(accepts({ [field.name]: 'x'.repeat(max + 1) }), `${where} over its length`).toBe(false);
            expect(accepts({ [field.name]: 'x'.repeat(max) }), `${where} at its length`).toBe(true);
            expect(accepts({ [field.name]: 'x'.repeat(min - 1) }), `${where} under its length`).toBe(false);
          }
          if (field.pattern) {
            const value = data[field.name];
            if (typeof value === 'string') expect(new RegExp(field.pattern[0]).test(value), where).toBe(true);
            expect(accepts({ [field.name]: 'Pas une adresse !' }), `${where} against its pattern`).toBe(false);
          }
          if (field.options) {
            for (const { value } of field.options) expect(accepts({ [field.name]: value }), `${where}: ${value}`).toBe(true);
            expect(accepts({ [field.name]: 'autre-chose' }), `${where} outside its choices`).toBe(false);
          }
          if (field.widget === 'image') {
            // A picture is named as the editor writes a file of its media folder, and nothing else.
            const refusesField = (value: string) => (v.safeParse(schema, { ...data, [field.name]: value }).issues ?? []).some((issue) => v.getDotPath(issue) === field.name);
            expect(refusesField(`${config.public_folder}/cote-basque.jpg`), `${where}: a file of ${config.media_folder}`).toBe(false);
            expect(refusesField('cote-basque.jpg'), `${where}: a file elsewhere`).toBe(true);
          }
          if (field.widget === 'datetime') expect(accepts({ [field.name]: '27/11/2026' }), `${where} not a date`).toBe(false);
          if (field.widget === 'number') expect(accepts({ [field.name]: 'deux' }), `${where} not a number`).toBe(false);
          if (field.widget === 'boolean') expect(accepts({ [field.name]: false }) && accepts({ [field.name]: true }), `${where} ticked or not`).toBe(true);
          const list = data[field.name];
          if (field.widget === 'list' && Array.isArray(list) && list.length > 0) {
            if (field.max !== undefined) expect(accepts({ [field.name]: [...list, list[0]] }), `${where} one item over`).toBe(false);
            if (field.min !== undefined && field.min > 0) expect(accepts({ [field.name]: list.slice(0, field.min - 1) }), `${where} one item under`).toBe(false);
          }
        }
      }
    }
  });

  it('shows an article\'s categories by the names the blog gives them in French, and writes their codes', () => {
    const article = config.collections.find((collection) => collection.name === 'articles')!;
    const category = ('fields' in article ? article.fields : []).find((field) => field.name === 'category')!;
    expect(category.options).toEqual(ARTICLE_CATEGORIES.map((value) => ({ label: fr[`blog.category.${value}`], value })));
    expect(category.options).toContainEqual({ label: 'SEO local', value: 'local-seo' });
  });

  it('shares between the languages exactly the fields the schemas mark shared, which the files hold alike', async () => {
    for (const { fields, files } of await editedKinds()) {
      const shared = fields.filter((field) => field.i18n === 'duplicate');
      if (files.length !== LANGUAGES.length) continue;
      const datas = await Promise.all(files.map(frontmatter));
      for (const field of shared) expect(new Set(datas.map((data) => JSON.stringify(data[field.name]))).size, `${files[0]}: ${field.name}`).toBe(1);
    }
    const article = (await editedKinds()).find((edited) => edited.kind === 'article')!;
    expect(article.fields.filter((field) => field.i18n === 'duplicate').map((field) => field.name)).toEqual(['date', 'author', 'category', 'picture']);
  });
});
