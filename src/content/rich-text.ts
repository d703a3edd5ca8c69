import type { Language, Localized } from '../languages/languages';
import type { RouteId } from '../generated/routes';

/**
 * The prose of a Markdown body as data: the content build turns each body into
 * these blocks (src/generated/content/<language>.js) and one component renders them, so
 * the worker ships no Markdown parser and no HTML string.
 */
export type Inline =
  | string
  | { type: 'em' | 'strong'; children: readonly Inline[] }
  /** A page of the site, by route, with its path in each language (the content build's): rendered in the reader's language. */
  | { type: 'page'; route: RouteId; language: Language; paths: Localized; hash?: string; children: readonly Inline[] }
  /** Another site, an e-mail address or a phone number. */
  | { type: 'link'; href: string; children: readonly Inline[] };

export type Block =
  | { type: 'h2' | 'h3' | 'p' | 'quote'; content: readonly Inline[] }
  | { type: 'ul' | 'ol'; items: readonly (readonly Inline[])[] };

/** A `##` heading of a body and the blocks up to the next one. */
export interface TextSection {
  heading: string;
  blocks: readonly Block[];
}

/** The words of some inline content, without their marks. */
export function plainText(content: readonly Inline[]): string {
  return content.map((inline) => (typeof inline === 'string' ? inline : plainText(inline.children))).join('');
}

/** Words of a block list, as a reader counts them. */
export function countWords(blocks: readonly Block[]): number {
  const text = blocks
    .map((block) => ('items' in block ? block.items.map(plainText).join(' ') : plainText(block.content)))
    .join(' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
