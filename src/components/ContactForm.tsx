import { CONTACT_FIELDS, IDEMPOTENCY_FIELD } from '../forms/contact-schema';
import type { ContactFormState } from '../forms/form-state';
import { CONTACT_MESSAGE } from '../records/contact-message';
import { CONTACT_FORM_ID } from '../forms/outcome-urls';
import { useLanguage } from '../i18n/language-context';
import { ContactSent } from './ContactSent';
import { FormNotice } from './FormNotice';
import { HoneypotField } from './HoneypotField';
import { Icon } from './Icon';
import { RecordFieldInput } from './RecordFieldInput';

interface ContactFormProps {
  /** The page the form is on, which it posts to: its path gives the language. */
  action: string;
  /** The form after a submission: the input and its errors, or the thank-you state. */
  state?: ContactFormState;
}

/**
 * The message form, one field for each of its record's
 * (src/records/contact-message.ts): name, e-mail, optional company and
 * message, posted to the page it is on. After a submission it shows the input again with a
 * message next to each wrong field, or the thank-you state.
 */
export function ContactForm({ action, state }: ContactFormProps) {
  const { t } = useLanguage();
  if (state?.sent) return <ContactSent anotherHref={`${action}#${CONTACT_FORM_ID}`} />;

  const values = state?.values ?? {};
  const errors = state?.errors ?? {};
  // Focus goes to the notice when there is one, otherwise to the first wrong field.
  const firstError = state?.notice ? undefined : CONTACT_FIELDS.find((field) => errors[field]);
  return (
    <form id={CONTACT_FORM_ID} className="contact-form card" method="post" action={action} data-contact-form>
      <FormNotice notice={state?.notice} message={state?.notice === 'unavailable' ? values.message : undefined} />
      <p className="meta">{t('form.requiredNote')}</p>
      {/* After a failed post, the key it carried; on the shared page, none: each
          visitor's own is written into every response (http/forms/fresh-idempotency-key.ts),
          so a cached or pre-rendered page never holds one. */}
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={state?.idempotencyKey ?? ''} />
      {CONTACT_FIELDS.map((name) => (
        <RecordFieldInput
          key={name}
          id={`contact-${name}`}
          name={name}
          field={CONTACT_MESSAGE.fields[name]}
          value={values[name]}
          error={errors[name]}
          first={name === firstError}
        />
      ))}
      <HoneypotField id="contact-website" />
      <button className="button button-primary" type="submit">
        {t('form.send')}
        <Icon name="send" className="icon-inline" />
      </button>
    </form>
  );
}
