import { CONTACT_FIELDS, CONTACT_MAX_LENGTH, IDEMPOTENCY_FIELD } from '../forms/contact-schema';
import type { ContactField, ContactFormState } from '../forms/form-state';
import { CONTACT_FORM_ID } from '../forms/outcome-urls';
import { useLanguage } from '../i18n/language-context';
import { ContactSent } from './ContactSent';
import { FieldError, invalidFieldProps } from './FieldError';
import { FormNotice } from './FormNotice';
import { HoneypotField } from './HoneypotField';
import { Icon } from './Icon';

interface ContactFormProps {
  /** The page the form is on, which it posts to: its path gives the language. */
  action: string;
  /** The form after a submission: the input and its errors, or the thank-you state. */
  state?: ContactFormState;
}

/**
 * The message form: name, e-mail, optional company and message, posted to
 * the page it is on. After a submission it shows the input again with a
 * message next to each wrong field, or the thank-you state.
 */
export function ContactForm({ action, state }: ContactFormProps) {
  const { t } = useLanguage();
  if (state?.sent) return <ContactSent anotherHref={`${action}#${CONTACT_FORM_ID}`} />;

  const values = state?.values ?? {};
  const errors = state?.errors ?? {};
  // Focus goes to the notice when there is one, otherwise to the first wrong field.
  const firstError = state?.notice ? undefined : CONTACT_FIELDS.find((field) => errors[field]);
  const field = (name: ContactField) => ({
    id: `contact-${name}`,
    name,
    defaultValue: values[name],
    ...invalidFieldProps(`contact-${name}`, errors[name], name === firstError),
  });
  return (
    <form id={CONTACT_FORM_ID} className="contact-form card" method="post" action={action} data-contact-form>
      <FormNotice notice={state?.notice} message={state?.notice === 'unavailable' ? values.message : undefined} />
      <p className="meta">{t('form.requiredNote')}</p>
      {/* After a failed post, the key it carried; on the shared page, none: each
          visitor's own is written into every response (http/forms/fresh-idempotency-key.ts),
          so a cached or pre-rendered page never holds one. */}
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={state?.idempotencyKey ?? ''} />
      <div className="field">
        <label htmlFor="contact-name">
          {t('form.name')} <span aria-hidden="true">*</span>
        </label>
        <input {...field('name')} type="text" required autoComplete="name" maxLength={CONTACT_MAX_LENGTH.name} />
        <FieldError fieldId="contact-name" error={errors.name} />
      </div>
      <div className="field">
        <label htmlFor="contact-email">
          {t('form.email')} <span aria-hidden="true">*</span>
        </label>
        <input {...field('email')} type="email" required autoComplete="email" maxLength={CONTACT_MAX_LENGTH.email} />
        <FieldError fieldId="contact-email" error={errors.email} />
      </div>
      <div className="field">
        <label htmlFor="contact-company">
          {t('form.company')} <span className="meta">{t('form.optional')}</span>
        </label>
        <input {...field('company')} type="text" autoComplete="organization" maxLength={CONTACT_MAX_LENGTH.company} />
        <FieldError fieldId="contact-company" error={errors.company} />
      </div>
      <div className="field">
        <label htmlFor="contact-message">
          {t('form.message')} <span aria-hidden="true">*</span>
        </label>
        <textarea {...field('message')} rows={4} required maxLength={CONTACT_MAX_LENGTH.message} placeholder={t('form.messagePlaceholder')} />
        <FieldError fieldId="contact-message" error={errors.message} />
      </div>
      <HoneypotField id="contact-website" />
      <button className="button button-primary" type="submit">
        {t('form.send')}
        <Icon name="send" className="icon-inline" />
      </button>
    </form>
  );
}
