/**
 * Rich text as typed data rather than Markdown: articles and legal pages are
 * checked by `tsc` and rendered by one component, with no parser shipped.
 */
export type ContentBlock =
  | { type: 'h2'; text: string }
  | { type: 'h3'; text: string }
  | { type: 'p'; text: string }
  | { type: 'ul'; items: readonly string[] }
  | { type: 'ol'; items: readonly string[] }
  | { type: 'quote'; text: string };

/** Words of a block list, as a reader counts them. */
export function countWords(blocks: readonly ContentBlock[]): number {
  const text = blocks.map((block) => ('items' in block ? block.items.join(' ') : block.text)).join(' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
