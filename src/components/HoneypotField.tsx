import { HONEYPOT_FIELD } from '../forms/honeypot';
import { useLanguage } from '../i18n/language-context';

/**
 * A field people never see nor reach (hidden from view, from assistive
 * technologies and from the tab order) that bots fill in; the server then
 * drops the submission.
 */
export function HoneypotField({ id }: { id: string }) {
  const { t } = useLanguage();
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={id}>{t('form.honeypot')}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
