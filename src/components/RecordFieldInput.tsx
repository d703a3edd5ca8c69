import type { DictionaryKey } from '../i18n/dictionary';
import { useLanguage } from '../i18n/language-context';
import { maxLengthOf, type RecordField } from '../records/record';
import { FieldError, invalidFieldProps } from './FieldError';

interface RecordFieldInputProps {
  id: string;
  name: string;
  /** The field as its record declares it (src/records/): its input, rules and texts. */
  field: RecordField;
  /** What the visitor typed, given back after a failed post. */
  value: string | undefined;
  error: DictionaryKey | undefined;
  /** The first wrong field of the form, which takes the focus. */
  first: boolean;
}

/**
 * One field of a record's form: its label in the page's language (marked
 * required or optional), the control its input calls for with the browser's
 * own checks of its rules (`required`, `maxlength`, `type="email"`), and the
 * message of its error.
 */
export function RecordFieldInput({ id, name, field, value, error, first }: RecordFieldInputProps) {
  const { language, t } = useLanguage();
  const required = field.input === 'email' || field.required !== undefined;
  const control = { id, name, defaultValue: value, ...invalidFieldProps(id, error, first) };
  return (
    <div className="field">
      <label htmlFor={id}>
        {field.label[language]} {required ? <span aria-hidden="true">*</span> : <span className="meta">{t('form.optional')}</span>}
      </label>
      {field.input === 'text' ? (
        <textarea {...control} rows={4} required={required} maxLength={maxLengthOf(field)} placeholder={field.placeholder?.[language]} />
      ) : (
        <input
          {...control}
          type={field.input === 'email' ? 'email' : 'text'}
          required={required}
          autoComplete={field.autoComplete}
          maxLength={maxLengthOf(field)}
        />
      )}
      <FieldError fieldId={id} error={error} />
    </div>
  );
}
