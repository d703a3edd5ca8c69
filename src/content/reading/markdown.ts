import type { BlockContent, DefinitionContent, PhrasingContent, RootContent } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { Inline } from '../rich-text';
import { ContentError } from './content-error';

/** A link as written in Markdown, resolved against the route table once every file is read. */
export type RawLink = { type: 'raw-link'; url: string; line: number; children: RawInline[] };
export type RawInline = Exclude<Inline, { children: readonly Inline[] }> | { type: 'em' | 'strong'; children: RawInline[] } | RawLink;
export type RawBlock = { type: 'h2' | 'h3' | 'p' | 'quote'; content: RawInline[] } | { type: 'ul' | 'ol'; items: RawInline[][] };

const parser = unified().use(remarkParse);

/**
 * The blocks of a Markdown body: `##` and `###` headings, paragraphs, lists,
 * one-paragraph quotes, with emphasis, strong emphasis and links inside.
 * Anything else (a `#` title, images, code, HTML, nested lists…) is refused
 * with its line, so what is written is what the site shows. `firstLine` is
 * the body's line in its file; `typography` is applied to the words.
 */
export function markdownBlocks(file: string, markdown: string, firstLine: number, typography: (text: string) => string): RawBlock[] {
  const fail = (node: { position?: { start: { line: number } } }, message: string): never => {
    throw new ContentError(file, `line ${(node.position?.start.line ?? 1) + firstLine - 1}: ${message}`);
  };
  const lineOf = (node: { position?: { start: { line: number } } }) => (node.position?.start.line ?? 1) + firstLine - 1;

  const inlines = (nodes: readonly PhrasingContent[]): RawInline[] => {
    const out: RawInline[] = [];
    for (const node of nodes) {
      let inline: RawInline;
      switch (node.type) {
        case 'text':
          // A line break inside a paragraph is a space, as in HTML.
          inline = typography(node.value.replace(/[ \t]*\n[ \t]*/g, ' '));
          break;
        case 'emphasis':
        case 'strong':
          inline = { type: node.type === 'emphasis' ? 'em' : 'strong', children: inlines(node.children) };
          break;
        case 'link':
          inline = { type: 'raw-link', url: node.url, line: lineOf(node), children: inlines(node.children) };
          break;
        default:
          return fail(node, `${describe(node.type)} is not supported here: write plain text, *emphasis*, **strong emphasis** or [a link](/page)`);
      }
      const last = out[out.length - 1];
      if (typeof inline === 'string' && typeof last === 'string') out[out.length - 1] = last + inline;
      else out.push(inline);
    }
    return out;
  };

  /** The text of a container that must hold exactly one paragraph (a list item, a quote). */
  const onlyParagraph = (node: { children: (BlockContent | DefinitionContent)[] }, what: string): RawInline[] => {
    const [first, ...rest] = node.children;
    if (!first || first.type !== 'paragraph' || rest.length > 0) return fail(node as never, `${what} must hold one paragraph of text (no nested list or second paragraph)`);
    return inlines(first.children);
  };

  const block = (node: RootContent): RawBlock => {
    switch (node.type) {
      case 'heading':
        if (node.depth === 2 || node.depth === 3) return { type: node.depth === 2 ? 'h2' : 'h3', content: inlines(node.children) };
        return fail(node, node.depth === 1 ? 'a "#" title is not allowed: the page title is the frontmatter\'s `title`; use "##" for a section' : 'only "##" and "###" headings are allowed');
      case 'paragraph':
        return { type: 'p', content: inlines(node.children) };
      case 'list':
        return { type: node.ordered ? 'ol' : 'ul', items: node.children.map((item) => onlyParagraph(item, 'a list item')) };
      case 'blockquote':
        return { type: 'quote', content: onlyParagraph(node, 'a quote') };
      default:
        return fail(node, `${describe(node.type)} is not supported: write paragraphs, "##" headings, lists, quotes and links`);
    }
  };

  return parser.parse(markdown).children.map(block);
}

function describe(type: string): string {
  const names: Record<string, string> = { image: 'an image', code: 'a code block', inlineCode: 'code', html: 'HTML', thematicBreak: 'a horizontal rule', break: 'a hard line break', linkReference: 'a reference link', definition: 'a link definition' };
  return names[type] ?? `"${type}"`;
}
