import type * as v from 'valibot';
import { PICTURE_RULES } from '../../content/schemas/picture';
import { deskText } from '../i18n/desk-text';
import { editorChoiceLabel, editorLabel } from './editor-labels';

/**
 * A field of the text editor's configuration (Sveltia CMS), as its published
 * JSON schema describes them (node_modules/@sveltia/cms/schema/sveltia-cms.json).
 */
export type EditorField = {
  name: string;
  label: string;
  widget: 'string' | 'text' | 'markdown' | 'datetime' | 'select' | 'boolean' | 'number' | 'list' | 'object' | 'image';
  required?: false;
  /** `true`: each language has its own value; `duplicate`: one value, the French file's, copied to the others. */
  i18n: true | 'duplicate';
  pattern?: [string, string];
  /** The choices of a list: each value as the file writes it, shown by its French name. */
  options?: { label: string; value: string }[];
  default?: string;
  type?: 'date';
  format?: string;
  value_type?: 'float';
  min?: number;
  max?: number;
  /** A list of one field (texts), or of objects (`fields`). */
  field?: EditorField;
  fields?: EditorField[];
  hint?: string;
  /** An image's file types, as an `<input type="file">`'s `accept`. */
  accept?: string;
  /** `false`: an image is a file she uploads or picks, never an address elsewhere. */
  choose_url?: false;
};

/** What this file reads of a valibot schema: its kind, its parts and its pipe's checks. */
type SchemaNode = {
  type: string;
  entries?: Record<string, SchemaNode>;
  item?: SchemaNode;
  items?: SchemaNode[];
  options?: readonly string[];
  literal?: unknown;
  wrapped?: SchemaNode;
  pipe?: readonly (SchemaNode | PipeAction)[];
  message?: string;
};
type PipeAction = { kind: string; type: string; requirement?: unknown; message?: string; metadata?: Record<string, unknown> };

const node = (schema: v.GenericSchema): SchemaNode => schema as unknown as SchemaNode;

/** The checks of a schema's pipe, and of the pipe it extends (valibot puts the schema piped first: `shared(isoDate)`). */
function actions(schema: SchemaNode): PipeAction[] {
  return (schema.pipe ?? []).flatMap((part) => ('kind' in part && part.kind !== 'schema' ? [part as PipeAction] : part === schema ? [] : actions(part as SchemaNode)));
}

const action = (schema: SchemaNode, type: string): PipeAction | undefined => actions(schema).find((part) => part.type === type);

/**
 * A field the schemas mark `shared` (src/content/schemas/fields.ts): one value
 * for every language, set in French and copied by the editor to the others.
 */
const isShared = (schema: SchemaNode): boolean => actions(schema).some((part) => part.type === 'metadata' && part.metadata?.shared === true);

/** A field the schemas mark as a picture of the media folder (src/content/schemas/picture.ts): uploaded or picked in the editor. */
const isImage = (schema: SchemaNode): boolean => actions(schema).some((part) => part.type === 'metadata' && part.metadata?.widget === 'image');

/** The picture formats the build reads (PICTURE_RULES.formats), as a file input accepts them. */
const IMAGE_TYPES = PICTURE_RULES.formats.map((format) => `image/${format}`).join(',');

/** What the build accepts of a picture, said under its field. */
const IMAGE_HINT = deskText('editor.hint.picture', { minWidth: new Intl.NumberFormat('fr').format(PICTURE_RULES.minWidth), maxMegabytes: PICTURE_RULES.maxBytes / 1024 / 1024 });

/**
 * The editor's field for `name`, read from its valibot schema: its widget,
 * whether it is required, its length (as a hint), pattern, choices, number of items, and
 * whether it is translated or shared. A schema of a kind this function does
 * not know stops with its name, so that a new kind of field is mapped here
 * before it reaches the owner.
 */
export function editorField(name: string, schema: v.GenericSchema, inherited: { shared?: boolean } = {}): EditorField {
  let current = node(schema);
  let required = true;
  if (current.type === 'optional') {
    required = false;
    current = current.wrapped!;
  }
  const shared = inherited.shared === true || isShared(current);
  const i18n: EditorField['i18n'] = shared ? 'duplicate' : true;
  const base = { name, label: editorLabel(name), i18n, ...(required ? {} : { required: false as const }) };
  const lengthOf = (type: string) => action(current, type)?.requirement as number | undefined;
  switch (current.type) {
    case 'string': {
      // Its file's name is the editor's to write (media_folder and public_folder, ./editor-config.ts), and the build checks the file.
      if (isImage(current)) return { ...base, widget: 'image', accept: IMAGE_TYPES, choose_url: false, hint: IMAGE_HINT };
      const regex = action(current, 'regex');
      if (action(current, 'iso_date')) return { ...base, widget: 'datetime', type: 'date', format: 'YYYY-MM-DD' };
      const min = lengthOf('min_length');
      const max = lengthOf('max_length');
      return {
        ...base,
        // A text of a bounded length (a title, a slug) is one line; any other may run over several.
        widget: max !== undefined || regex ? 'string' : 'text',
        ...(regex ? { pattern: [(regex.requirement as RegExp).source, deskText('editor.hint.pattern')] as [string, string] } : {}),
        // Its length is a hint, not a limit the editor enforces: a text holds facts ({businessCardsPrice}) the build fills in before it counts.
        ...(max !== undefined ? { hint: deskText(min !== undefined && min > 1 ? 'editor.hint.between' : 'editor.hint.atMost', { min: min ?? 1, max }) } : {}),
      };
    }
    case 'picklist': {
      const values = [...current.options!];
      const options = values.map((value) => ({ label: editorChoiceLabel(name, value), value }));
      return { ...base, widget: 'select', options, ...(values.length === 1 ? { default: values[0] } : {}) };
    }
    case 'literal':
      if (current.literal !== true) throw new Error(`${name}: a literal other than true has no field in the editor (src/desk/editor/schema-fields.ts)`);
      return { ...base, widget: 'boolean' };
    case 'boolean':
      return { ...base, widget: 'boolean' };
    case 'number': {
      const min = action(current, 'min_value')?.requirement as number | undefined;
      return { ...base, widget: 'number', value_type: 'float', ...(min !== undefined ? { min } : {}) };
    }
    case 'array': {
      const length = lengthOf('length');
      const min = length ?? lengthOf('min_length');
      const max = length ?? lengthOf('max_length');
      return { ...base, widget: 'list', ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}), ...itemsOf(name, current.item!, { shared }) };
    }
    case 'strict_tuple': {
      const items = current.items!;
      return { ...base, widget: 'list', min: items.length, max: items.length, ...itemsOf(name, items[0]!, { shared }) };
    }
    case 'strict_object':
    case 'object':
      return { ...base, widget: 'object', fields: objectFields(current, { shared }) };
    default:
      throw new Error(`${name}: a valibot "${current.type}" has no field in the editor yet (src/desk/editor/schema-fields.ts)`);
  }
}

/** A list's items: one field for a list of texts, the fields of its objects otherwise. */
function itemsOf(name: string, item: SchemaNode, inherited: { shared: boolean }): Pick<EditorField, 'field' | 'fields'> {
  const schema = item as unknown as v.GenericSchema;
  const field = editorField(name, schema, inherited);
  return field.widget === 'object' ? { fields: field.fields } : { field };
}

/** The fields of an object schema, in its order, which is the order the editor writes them in. */
export function objectFields(schema: SchemaNode | v.GenericSchema, inherited: { shared?: boolean } = {}, skip: readonly string[] = []): EditorField[] {
  const entries = (schema as SchemaNode).entries ?? {};
  return Object.entries(entries)
    .filter(([name]) => !skip.includes(name))
    .map(([name, entry]) => editorField(name, entry as unknown as v.GenericSchema, inherited));
}
