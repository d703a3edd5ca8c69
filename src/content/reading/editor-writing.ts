import { parse, stringify } from 'yaml';

/** What the editor's order of a file's keys follows: its fields' names, and an object's own fields (src/desk/editor/schema-fields.ts). */
export interface OrderedField {
  name: string;
  fields?: readonly OrderedField[];
}

/**
 * A text file as the owner's text editor (Sveltia CMS 0.221, src/desk/editor/)
 * writes it when she saves it unchanged, reproduced from its source
 * (src/lib/services/contents/file/parse.js and format.js,
 * draft/save/serialize.js in its source map): the file trimmed, its
 * frontmatter read with `yaml`, its keys put in the order of the fields (the
 * canonical slug first, any key it does not know last, sorted), written again
 * with `yaml` on one line per text, and the body below a blank line. The texts
 * are kept in this form, so that her first save of a file changes only what
 * she changed.
 */
export function writeAsEditor(text: string, fields: readonly OrderedField[], canonicalSlugKey?: string): string {
  const normalized = text.trim().replace(/\r\n?/g, '\n');
  const match = normalized.match(/^---\n([\s\S]*?)\n---(?:\n([\s\S]*))?$/);
  if (!match) throw new Error('no frontmatter between two lines of ---');
  return fileAsEditor(parse(match[1]!) as Record<string, unknown>, match[2]?.replace(/^\n/, '') ?? '', fields, canonicalSlugKey);
}

/**
 * The file the editor writes of a frontmatter's values `head` and a body,
 * as writeAsEditor describes it: what the build reads of what she saves,
 * and the preview of what she is writing (src/desk/editor/preview/).
 */
export function fileAsEditor(head: Record<string, unknown>, body: string, fields: readonly OrderedField[], canonicalSlugKey?: string): string {
  const ordered = inFieldOrder(head, fields, canonicalSlugKey);
  const yaml = stringify(ordered, null, {
    indent: 2,
    indentSeq: true,
    lineWidth: 0,
    defaultKeyType: 'PLAIN',
    defaultStringType: 'PLAIN',
    singleQuote: true,
  }).trim();
  return `---\n${yaml}\n---\n${body ? `\n${body}\n` : ''}`;
}

/** `value`'s keys in the order of `fields`, at every depth; the ones no field names after them, sorted. */
function inFieldOrder(value: Record<string, unknown>, fields: readonly OrderedField[], firstKey?: string): Record<string, unknown> {
  const ordered: Record<string, unknown> = {};
  if (firstKey !== undefined && firstKey in value) ordered[firstKey] = value[firstKey];
  for (const field of fields) {
    if (field.name in value) ordered[field.name] = orderedField(value[field.name], field);
  }
  for (const key of Object.keys(value).sort()) if (!(key in ordered)) ordered[key] = value[key];
  return ordered;
}

/** A field's value with its objects' keys in order: an object's, or each object of a list. */
function orderedField(value: unknown, field: OrderedField): unknown {
  const isObject = (item: unknown): item is Record<string, unknown> => typeof item === 'object' && item !== null && !Array.isArray(item);
  if (field.fields && Array.isArray(value)) return value.map((item) => (isObject(item) ? inFieldOrder(item, field.fields!) : item));
  if (field.fields && isObject(value)) return inFieldOrder(value, field.fields);
  return value;
}
