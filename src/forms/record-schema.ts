import * as v from 'valibot';
import { isDictionaryKey, type DictionaryKey } from '../i18n/dictionary';
import { fieldNames, ruleKey, type BrokenRule, type RecordField, type RecordFields, type RecordSpec } from '../records/record';
import { MESSAGE_CONTROL_CHARACTERS } from '../text/control-characters';
import { emailAddress, hasVisibleCharacter, says, singleLine, withoutControlCharacters } from './fields';

/** A rule's message, which the record declares with the rule (src/records/record.ts): a key the dictionary has. */
function ruleMessage(key: string): DictionaryKey {
  if (!isDictionaryKey(key)) throw new Error(`No text for "${key}": a record's rule is declared with its message (src/records/record.ts)`);
  return key;
}

/**
 * The rules of one field of a record, from its declaration: a line has no
 * line break nor invisible character, a text keeps its tabs and line breaks
 * (a textarea posts each as CR LF but counts it as one character, as
 * `maxlength` does), an e-mail address is one mail servers accept; each is
 * trimmed, then checked against the rules its declaration gives.
 */
function fieldSchema(record: RecordSpec, name: string, field: RecordField): v.GenericSchema<string, string> {
  if (field.input === 'email') return emailAddress;
  const rule = (holds: (text: string) => boolean, broken: BrokenRule) => v.check(holds, says(ruleMessage(ruleKey(record, name, broken))));
  const rules = [];
  if (field.required) rules.push(rule((text) => text.length > 0, 'Required'));
  if ('visible' in field && field.visible) rules.push(rule(hasVisibleCharacter, 'Invisible'));
  if ('minLength' in field && field.minLength) {
    const { length } = field.minLength;
    rules.push(rule((text) => text.length >= length, 'TooShort'));
  }
  const { length } = field.maxLength;
  rules.push(rule((text) => text.length <= length, 'TooLong'));
  const typed: v.GenericSchema<string, string> =
    field.input === 'line'
      ? singleLine()
      : v.pipe(v.string(), v.transform((text: string) => text.replace(/\r\n?/g, '\n')), withoutControlCharacters(MESSAGE_CONTROL_CHARACTERS), v.trim());
  return rules.reduce<v.GenericSchema<string, string>>((schema, check) => v.pipe(schema, check), typed);
}

/** The rules of a record's form: each field's, from its declaration (src/records/), its messages dictionary keys. */
export function recordSchema<Fields extends RecordFields>(record: RecordSpec<Fields>) {
  const fields = Object.fromEntries(fieldNames(record).map((name) => [name, fieldSchema(record, name, record.fields[name]!)]));
  return v.object(fields as { [Field in keyof Fields]: v.GenericSchema<string, string> });
}
