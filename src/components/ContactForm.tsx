import { Send } from 'lucide-react';
import { useLanguage } from '../i18n/language-context';
import { linkTo } from '../routes';

/** The message form: name, e-mail, optional company and message, posted to the contact page. */
export function ContactForm() {
  const { t } = useLanguage();
  return (
    <form className="contact-form card" method="post" action={linkTo('contact', 'fr', 'contact')} data-contact-form>
      <p className="meta">{t('form.requiredNote')}</p>
      <div className="field">
        <label htmlFor="contact-name">
          {t('form.name')} <span aria-hidden="true">*</span>
        </label>
        <input id="contact-name" name="name" type="text" required autoComplete="name" maxLength={100} />
      </div>
      <div className="field">
        <label htmlFor="contact-email">
          {t('form.email')} <span aria-hidden="true">*</span>
        </label>
        <input id="contact-email" name="email" type="email" required autoComplete="email" maxLength={254} />
      </div>
      <div className="field">
        <label htmlFor="contact-company">
          {t('form.company')} <span className="meta">{t('form.optional')}</span>
        </label>
        <input id="contact-company" name="company" type="text" autoComplete="organization" maxLength={100} />
      </div>
      <div className="field">
        <label htmlFor="contact-message">
          {t('form.message')} <span aria-hidden="true">*</span>
        </label>
        <textarea id="contact-message" name="message" rows={4} required maxLength={5000} placeholder={t('form.messagePlaceholder')} />
      </div>
      <button className="button button-primary" type="submit">
        {t('form.send')}
        <Send className="icon-inline" aria-hidden="true" focusable="false" />
      </button>
    </form>
  );
}
