import type { DictionaryKey } from '../i18n/dictionary';
import { useLanguage } from '../i18n/language-context';

/** The id of the message of the field `fieldId`. */
export const errorIdOf = (fieldId: string) => `${fieldId}-error`;

/**
 * What a field with an error carries: aria-invalid, aria-describedby pointing
 * at its message, and autofocus when it is the first wrong field, so the
 * browser moves focus there on load without any script.
 */
export function invalidFieldProps(fieldId: string, error: DictionaryKey | undefined, first: boolean) {
  if (!error) return {};
  return { 'aria-invalid': true, 'aria-describedby': errorIdOf(fieldId), autoFocus: first || undefined } as const;
}

/** The message next to a wrong field, in the page language; nothing when the field is right. */
export function FieldError({ fieldId, error }: { fieldId: string; error: DictionaryKey | undefined }) {
  const { t } = useLanguage();
  if (!error) return null;
  return (
    <p id={errorIdOf(fieldId)} className="field-error">
      <strong>{t('form.errorPrefix')}</strong> {t(error)}
    </p>
  );
}
