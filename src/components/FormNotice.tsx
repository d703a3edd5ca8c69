import { factText } from '../facts/fact-text';
import { FACTS } from '../facts/facts';
import type { FormNotice as Notice } from '../forms/form-state';
import type { DictionaryKey } from '../i18n/dictionary';
import { useLanguage } from '../i18n/language-context';

const TEXTS: Record<Notice, DictionaryKey> = {
  'rate-limited': 'form.notice.rateLimited',
  unavailable: 'form.notice.unavailable',
  'too-large': 'form.notice.tooLarge',
  malformed: 'form.notice.malformed',
  'cross-site': 'form.notice.crossSite',
};

interface FormNoticeProps {
  notice: Notice | undefined;
  /** The visitor's message, prefilled in the e-mail link offered when the site cannot take it. */
  message?: string;
}

/**
 * Why a submission as a whole was not taken (400, 403, 413, 429, 503). It takes focus
 * on load, so it is read first; when the site could not store the input, it
 * gives the agency's e-mail and phone instead.
 */
export function FormNotice({ notice, message }: FormNoticeProps) {
  const { language, t } = useLanguage();
  if (!notice) return null;
  return (
    <div className="form-notice" role="alert" tabIndex={-1} autoFocus>
      <p>{t(TEXTS[notice])}</p>
      {notice === 'unavailable' && (
        <ul>
          <li>
            <a href={`mailto:${FACTS.email}`}>{FACTS.email}</a>
          </li>
          <li>
            <a href={`tel:${FACTS.phone}`}>{factText(language, 'phone')}</a>
          </li>
          {message && (
            <li>
              <a href={`mailto:${FACTS.email}?body=${encodeURIComponent(message)}`}>{t('form.notice.writeInstead')}</a>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
