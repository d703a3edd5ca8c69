import { CircleCheck } from 'lucide-react';
import { Fragment } from 'react';
import type { ContactField } from '../forms/form-state';
import { CONTACT_FORM_ID } from '../forms/outcome-urls';
import type { DictionaryKey } from '../i18n/dictionary';
import { useLanguage } from '../i18n/language-context';

const LABELS: Record<ContactField, DictionaryKey> = {
  name: 'form.name',
  email: 'form.email',
  company: 'form.company',
  message: 'form.message',
};

interface ContactSentProps {
  /** What the visitor sent, read back from storage; null when it cannot be shown. */
  received: Record<ContactField, string> | null;
  /** The empty form, for another message. */
  anotherHref: string;
}

/**
 * The message form's thank-you state: "Message received — we answer within
 * 24h", what was received, and the way to write again. Its heading takes focus
 * on load so it is read first.
 */
export function ContactSent({ received, anotherHref }: ContactSentProps) {
  const { t } = useLanguage();
  return (
    <div id={CONTACT_FORM_ID} className="contact-form contact-sent card" data-contact-sent>
      <h3 tabIndex={-1} autoFocus>
        <CircleCheck className="icon-inline" aria-hidden="true" focusable="false" /> {t('form.sent.title')}
      </h3>
      {received && (
        <>
          <p>{t('form.sent.recap')}</p>
          <dl className="sent-recap">
            {(Object.keys(LABELS) as ContactField[])
              .filter((field) => received[field] !== '')
              .map((field) => (
                <div key={field}>
                  <dt>{t(LABELS[field])}</dt>
                  <dd>{withLineBreaks(received[field])}</dd>
                </div>
              ))}
          </dl>
        </>
      )}
      <p>
        <a href={anotherHref}>{t('form.sent.another')}</a>
      </p>
    </div>
  );
}

/** A message's own line breaks, kept without relying on CSS. */
function withLineBreaks(text: string) {
  return text.split('\n').map((line, index) => (
    <Fragment key={index}>
      {index > 0 && <br />}
      {line}
    </Fragment>
  ));
}
