import type { Language } from '../languages/languages';
import { MESSAGE_CONTROL_CHARACTERS } from '../text/control-characters';

/** A text in every language. */
export type Texts = Readonly<Record<Language, string>>;

/** A limit on a field's length, in characters (UTF-16 code units, as `maxlength` counts them), and what a visitor past it is told. */
export interface LengthRule {
  length: number;
  error: Texts;
}

/**
 * One field a visitor fills in, as its record declares it: how it is typed,
 * its rules, and its texts. A rule is the message it gives: a field is
 * required when it says what to do when left empty (`required`), so no rule
 * can exist without its message in every language.
 */
export type RecordField =
  | {
      /** One line of text (a name, a company). */
      input: 'line';
      label: Texts;
      maxLength: LengthRule;
      required?: Texts;
      /** Refused when it holds nothing visible (a name of spaces or zero-width characters). */
      visible?: Texts;
      autoComplete?: string;
    }
  | {
      /** An e-mail address: its rules and messages are the forms' own (src/forms/fields.ts), shared with the newsletter. */
      input: 'email';
      label: Texts;
      autoComplete?: string;
    }
  | {
      /** Several lines (a message): tabs and line breaks kept. */
      input: 'text';
      label: Texts;
      placeholder?: Texts;
      maxLength: LengthRule;
      minLength?: LengthRule;
      required?: Texts;
    };

export type RecordFields = Readonly<Record<string, RecordField>>;

/** A stored record: its table, the fields a visitor fills in (in the order forms, e-mails and exports show them), and the prefix of its texts' dictionary keys. */
export interface RecordSpec<Fields extends RecordFields = RecordFields, Prefix extends string = string> {
  table: string;
  texts: Prefix;
  fields: Fields;
}

/** What a visitor typed in each field of a record, trimmed and checked. */
export type RecordText<Fields extends RecordFields> = { [Field in keyof Fields]: string };

/** The names of a record's fields, in their order. */
export const fieldNames = <Fields extends RecordFields>(record: RecordSpec<Fields>) => Object.keys(record.fields) as (keyof Fields & string)[];

/** A record's fields of one line (a name, an address): shown one a line, where its texts each go under their label. */
export const lineFieldNames = <Fields extends RecordFields>(record: RecordSpec<Fields>) => fieldNames(record).filter((name) => record.fields[name]!.input !== 'text');

/** A record's fields of several lines (a message). */
export const textFieldNames = <Fields extends RecordFields>(record: RecordSpec<Fields>) => fieldNames(record).filter((name) => record.fields[name]!.input === 'text');

/** A field's column: its name in snake_case (`sourcePage` is `source_page`). */
export const columnOf = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** The longest value of a field (an e-mail address's is RFC 5321's). */
export const maxLengthOf = (field: RecordField) => (field.input === 'email' ? EMAIL_MAX_LENGTH : field.maxLength.length);

/** The longest value of each field, for `maxlength` and the body size limit. */
export function maxLengths<Fields extends RecordFields>(record: RecordSpec<Fields>): { readonly [Field in keyof Fields]: number } {
  return Object.fromEntries(Object.entries(record.fields).map(([name, field]) => [name, maxLengthOf(field)])) as { [Field in keyof Fields]: number };
}

/** The longest e-mail address there can be (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * The dictionary keys a record's texts are known by, which forms and pages
 * use like any other (`t('form.name')`), under the record's prefix: the
 * label `<prefix>.<field>`, its placeholder `<prefix>.<field>Placeholder`,
 * and each rule's message `<prefix>.error.<field>Required`, `…TooShort`,
 * `…TooLong`, `…Invisible`.
 */
export type RecordTextKey<Spec extends RecordSpec> = Spec extends RecordSpec<infer Fields, infer Prefix>
  ? {
      [Field in keyof Fields & string]:
        | `${Prefix}.${Field}`
        | (Fields[Field] extends { placeholder: Texts } ? `${Prefix}.${Field}Placeholder` : never)
        | (Fields[Field] extends { required: Texts } ? `${Prefix}.error.${Field}Required` : never)
        | (Fields[Field] extends { minLength: LengthRule } ? `${Prefix}.error.${Field}TooShort` : never)
        | (Fields[Field] extends { maxLength: LengthRule } ? `${Prefix}.error.${Field}TooLong` : never)
        | (Fields[Field] extends { visible: Texts } ? `${Prefix}.error.${Field}Invisible` : never);
    }[keyof Fields & string]
  : never;

/** The rules whose messages a record declares, as its keys name them. */
export type BrokenRule = 'Required' | 'Invisible' | 'TooShort' | 'TooLong';

/** The key of the message of `rule` of `field`, under the record's prefix. */
export const ruleKey = (record: RecordSpec, field: string, rule: BrokenRule) => `${record.texts}.error.${field}${rule}`;

/** A record's texts in `language`, by their dictionary keys (`RecordTextKey`). */
export function recordTexts<Spec extends RecordSpec>(record: Spec, language: Language): Record<RecordTextKey<Spec>, string> {
  const texts: Record<string, string> = {};
  for (const [name, field] of Object.entries(record.fields)) {
    texts[`${record.texts}.${name}`] = field.label[language];
    if ('placeholder' in field && field.placeholder) texts[`${record.texts}.${name}Placeholder`] = field.placeholder[language];
    if ('required' in field && field.required) texts[ruleKey(record, name, 'Required')] = field.required[language];
    if ('minLength' in field && field.minLength) texts[ruleKey(record, name, 'TooShort')] = field.minLength.error[language];
    if ('maxLength' in field) texts[ruleKey(record, name, 'TooLong')] = field.maxLength.error[language];
    if ('visible' in field && field.visible) texts[ruleKey(record, name, 'Invisible')] = field.visible[language];
  }
  return texts as Record<RecordTextKey<Spec>, string>;
}

/** The control characters each field keeps where stored text is shown with the others written out: a text's tabs and line breaks. */
export function keptControlCharacters<Fields extends RecordFields>(record: RecordSpec<Fields>): Partial<Record<keyof Fields, string>> {
  return Object.fromEntries(Object.entries(record.fields).filter(([, field]) => field.input === 'text').map(([name]) => [name, MESSAGE_CONTROL_CHARACTERS])) as Partial<
    Record<keyof Fields, string>
  >;
}
