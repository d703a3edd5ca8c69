import type { EntryOf } from '../content/page-kinds';
import type { NewsletterFormState } from '../forms/form-state';
import { NEWSLETTER_BOX_ID } from '../forms/outcome-urls';
import type { DictionaryKey } from '../i18n/dictionary';
import { useLanguage } from '../i18n/language-context';
import { NEWSLETTER_ENDPOINT } from '../routes';
import { FieldError, invalidFieldProps } from './FieldError';
import { FormNotice } from './FormNotice';
import { HoneypotField } from './HoneypotField';

const OUTCOMES: Record<NonNullable<NewsletterFormState['outcome']>, DictionaryKey> = {
  'check-inbox': 'newsletter.checkInbox',
};

/**
 * The newsletter sign-up box: one e-mail field, posted to the newsletter
 * endpoint with the page language. After a sign-up it asks to confirm from
 * the e-mail just sent, or shows the input again with its error.
 */
export function NewsletterForm({ text, state }: { text: EntryOf<'blog'>['newsletter']; state?: NewsletterFormState }) {
  const { language, t } = useLanguage();
  const error = state?.errors.email;
  return (
    <section id={NEWSLETTER_BOX_ID} className="newsletter card" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">{text.title}</h2>
      <p>{text.text}</p>
      {state?.outcome && (
        <p className="form-outcome" role="status" tabIndex={-1} autoFocus data-newsletter-outcome>
          {t(OUTCOMES[state.outcome])}
        </p>
      )}
      <form method="post" action={NEWSLETTER_ENDPOINT} className="newsletter-form">
        <FormNotice notice={state?.notice} />
        <input type="hidden" name="language" value={language} />
        <label htmlFor="newsletter-email">{text.emailLabel}</label>
        <div className="inline-field">
          <input
            id="newsletter-email"
            name="email"
            type="email"
            required
            autoComplete="email"
            placeholder={text.emailPlaceholder}
            maxLength={254}
            defaultValue={state?.values.email}
            {...invalidFieldProps('newsletter-email', error, !state?.notice)}
          />
          <button className="button button-primary" type="submit">
            {text.button}
          </button>
        </div>
        <FieldError fieldId="newsletter-email" error={error} />
        <HoneypotField id="newsletter-website" />
      </form>
      <p className="meta">{text.privacyNote}</p>
    </section>
  );
}
