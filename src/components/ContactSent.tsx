import { homeContent } from '../content/home';
import { CONTACT_FORM_ID } from '../forms/outcome-urls';
import { useLanguage } from '../i18n/language-context';
import { Icon } from './Icon';

/** The agency's promises (the home's, home/<language>.md), repeated once a message is sent. */
const PROMISES = ['answer', 'exchange', 'quote'] as const;

/**
 * The message form's thank-you state: "Message received — we answer within
 * 24h", the agency's promises, and the way to write again. It repeats nothing
 * the visitor wrote: its address can be shared (history, a shared computer, a
 * proxy log) and it is the same page for everyone. Its heading takes focus on
 * load so it is read first.
 */
export function ContactSent({ anotherHref }: { anotherHref: string }) {
  const { language, t } = useLanguage();
  const promises = homeContent(language).promises;
  return (
    <div id={CONTACT_FORM_ID} className="contact-form contact-sent card" data-contact-sent>
      <h3 tabIndex={-1} autoFocus>
        <Icon name="circle-check" className="icon-inline" /> {t('form.sent.title')}
      </h3>
      <p>{t('form.sent.next')}</p>
      <ul className="promises">
        {PROMISES.map((key) => (
          <li key={key} className="promise">
            <Icon name="check" className="icon-inline" />
            {promises[key]}
          </li>
        ))}
      </ul>
      <p>
        <a href={anotherHref}>{t('form.sent.another')}</a>
      </p>
    </div>
  );
}
