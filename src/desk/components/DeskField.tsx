import type { DeskTextKey } from '../i18n/desk-text';
import { deskText } from '../i18n/desk-text';

interface DeskFieldProps {
  /** The control's id, unique on the page. */
  id: string;
  name: string;
  label: string;
  type: 'text' | 'date' | 'time' | 'url';
  /** What was typed, given back after a refused post. */
  value?: string;
  error?: DeskTextKey;
  /** Values for the error's placeholders (a limit it names). */
  errorValues?: Record<string, string | number>;
  /** The first wrong field of the page, which takes the focus. */
  first?: boolean;
  required?: boolean;
  maxLength?: number;
  placeholder?: string;
  /** Shown after the label, in a lighter weight: « facultatif ». */
  hint?: string;
}

/**
 * One field of a desk form: its label, its control, and its error's message
 * tied to it (aria-invalid, aria-describedby), the first wrong field taking
 * the focus on load, without any script, as the public forms do.
 */
export function DeskField({ id, name, label, type, value, error, errorValues, first = false, required = false, maxLength, placeholder, hint }: DeskFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>
        {label} {hint && <span className="meta">{hint}</span>}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={value}
        required={required}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        autoFocus={(error && first) || undefined}
      />
      {error && (
        <p id={errorId} className="desk-field-error">
          <strong>{deskText('blocks.errorPrefix')}</strong> {deskText(error, errorValues)}
        </p>
      )}
    </div>
  );
}
