import { readdir, readFile, stat } from 'node:fs/promises';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The documentation is README.md and docs/*.md, and the code points into it by
// document and heading (`docs/developing.md#toolchain`), never by a section's
// name: a heading renamed or moved must fail here, not leave a reader at the
// top of a 30 KB page. Anchors follow GitHub's rules for headings, as the
// repository's pages show them.

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const THIS_FILE = relative(ROOT, fileURLToPath(import.meta.url));

/** Where the code may point at the documentation: comments, error messages, script output. */
const CODE = ['src', 'scripts', 'test', 'client', 'build.mjs', 'wrangler.toml', 'package.json', 'vitest.config.ts', '.ci', '.github'];
/** Written by the build, or installed: not the project's words. */
const NOT_CODE = new Set(['src/generated', 'node_modules']);

/**
 * A heading's anchor as GitHub makes it: its text without inline markup, in
 * lower case, every character but letters (accents kept), digits, `-`, `_`
 * and spaces removed, each space a `-`.
 */
function slugOf(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** The lines of a Markdown text outside fenced code blocks, with their numbers. */
function proseLines(markdown: string): { line: number; text: string }[] {
  const lines: { line: number; text: string }[] = [];
  let fence: string | undefined;
  markdown.split('\n').forEach((text, index) => {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(text)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && text.trim() === marker) fence = undefined;
    } else if (marker) fence = marker;
    else lines.push({ line: index + 1, text });
  });
  return lines;
}

/** The anchors a Markdown text's headings (and HTML `id`s) give: a repeated heading's second is `-1`, its third `-2`. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const { text } of proseLines(markdown)) {
    for (const [, id] of text.matchAll(/<a\s[^>]*(?:id|name)="([^"]+)"/g)) anchors.add(id!);
    const heading = /^ {0,3}#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/.exec(text)?.[1];
    if (heading === undefined) continue;
    const slug = slugOf(heading);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** Every link target of a Markdown text outside code (inline links and images, reference definitions), with its line. */
function linksOf(markdown: string): { line: number; target: string }[] {
  const links: { line: number; target: string }[] = [];
  for (const { line, text } of proseLines(markdown)) {
    const prose = text.replace(/(`+)[^`]*?\1/g, (code) => ' '.repeat(code.length));
    for (const [, target] of prose.matchAll(/\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g)) links.push({ line, target: target! });
    const definition = /^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/.exec(prose)?.[1];
    if (definition) links.push({ line, target: definition });
  }
  return links;
}

const isExternal = (target: string) => /^[a-z][a-z\d+.-]*:/i.test(target) || target.startsWith('//');

const anchorCache = new Map<string, Promise<Set<string>>>();
const anchorsOfFile = (file: string) => {
  if (!anchorCache.has(file)) anchorCache.set(file, readFile(file, 'utf8').then(anchorsOf));
  return anchorCache.get(file)!;
};

const exists = (path: string) => stat(path).then(() => true, () => false);

/**
 * What is wrong with `target` read from `from` (a file of the repository),
 * or nothing: the file it names must exist in the repository and, when it
 * names a heading, be a Markdown file with that heading.
 */
async function brokenTarget(from: string, target: string): Promise<string | undefined> {
  const hash = target.indexOf('#');
  const path = decodeURI(hash < 0 ? target : target.slice(0, hash));
  const anchor = hash < 0 ? undefined : decodeURIComponent(target.slice(hash + 1));
  if (path.startsWith('/')) return 'a link to a file of the repository is relative to the document';
  const file = path === '' ? from : resolve(dirname(from), path);
  if (file !== ROOT.replace(/\/$/, '') && !file.startsWith(ROOT)) return 'leads out of the repository';
  if (!(await exists(file))) return `${relative(ROOT, file)} does not exist`;
  if (anchor === undefined) return undefined;
  if (extname(file) !== '.md') return `${relative(ROOT, file)} is not Markdown: only a document's headings are anchors`;
  if (!(await anchorsOfFile(file)).has(anchor)) return `${relative(ROOT, file)} has no heading whose anchor is #${anchor}`;
  return undefined;
}

async function documents(): Promise<string[]> {
  const docs = (await readdir(join(ROOT, 'docs'))).filter((name) => name.endsWith('.md')).map((name) => join(ROOT, 'docs', name));
  return [join(ROOT, 'README.md'), ...docs.sort()];
}

async function codeFiles(): Promise<string[]> {
  const files: string[] = [];
  async function walk(path: string): Promise<void> {
    const name = relative(ROOT, path).split(sep).join('/');
    if (NOT_CODE.has(name)) return;
    if ((await stat(path)).isDirectory()) {
      for (const entry of await readdir(path)) await walk(join(path, entry));
    } else files.push(path);
  }
  for (const entry of CODE) if (await exists(join(ROOT, entry))) await walk(join(ROOT, entry));
  return files;
}

describe('GitHub anchors', () => {
  it('are made from headings as GitHub makes them', () => {
    expect(slugOf("The owner's desk: access")).toBe('the-owners-desk-access');
    expect(slugOf('Profiling the cold start (`npm run profile:cold`)')).toBe('profiling-the-cold-start-npm-run-profilecold');
    expect(slugOf('Où écrire, et à qui')).toBe('où-écrire-et-à-qui');
    expect(slugOf('Snake_case and A–B')).toBe('snake_case-and-ab');
    expect([...anchorsOf('# A\n\n## Notes\n\n```md\n## Notes\n```\n\n### Notes\n## Notes #\n')]).toEqual(['a', 'notes', 'notes-1', 'notes-2']);
  });

  it('are read from links outside code', () => {
    const links = linksOf('See [it](docs/operating.md#the-owners-desk) and `[not](nowhere.md)`,\n[here](#toolchain "Toolchain"), ![x](../assets/x.svg)\n\n```\n[no](no.md)\n```\n[ref]: ../src/index.ts\n');
    expect(links.map(({ target }) => target)).toEqual(['docs/operating.md#the-owners-desk', '#toolchain', '../assets/x.svg', '../src/index.ts']);
  });
});

describe('the documentation', () => {
  it('links only to files that exist and to headings they have', async () => {
    const broken: string[] = [];
    for (const document of await documents()) {
      for (const { line, target } of linksOf(await readFile(document, 'utf8'))) {
        if (isExternal(target)) continue;
        const problem = await brokenTarget(document, target);
        if (problem) broken.push(`${relative(ROOT, document)}:${line}: (${target}): ${problem}`);
      }
    }
    expect(broken, 'fix the link, or the heading it names').toEqual([]);
  });

  it('is pointed at from the code by document and heading, and each of those headings exists', async () => {
    const broken: string[] = [];
    let references = 0;
    for (const file of await codeFiles()) {
      const name = relative(ROOT, file);
      const text = await readFile(file, 'utf8');
      if (text.includes('\0')) continue;
      for (const [index, line] of text.split('\n').entries()) {
        for (const [target] of line.matchAll(/(?<![\w/.-])(?:README|docs\/[\w.-]+)\.md(?:#[\p{L}\p{M}\p{N}_-]+)?/gu)) {
          references++;
          const problem = await brokenTarget(join(ROOT, 'README.md'), target);
          if (problem) broken.push(`${name}:${index + 1}: ${target}: ${problem}`);
        }
        // "README, 'Toolchain'" or "see README" leaves the reader to search a long page: name the document and the heading's anchor.
        if (name !== THIS_FILE && /\bREADME\b(?!\.md#)/.test(line)) broken.push(`${name}:${index + 1}: names the README without an anchor: write README.md#<heading> or docs/<document>.md#<heading>`);
      }
    }
    expect(broken, 'point at an existing document and heading').toEqual([]);
    expect(references, 'the code points into the documentation somewhere').toBeGreaterThan(0);
  });
});
