import type { ErrorStatus } from '../error-status';
import type { DictionaryKey } from '../i18n/dictionary';
import { useLanguage } from '../i18n/language-context';
import { homePath } from '../routes';

/** The statuses that have an error page, and its texts. */
export const ERROR_PAGES = {
  404: {
    code: 'notFound.code',
    message: 'notFound.message',
    text: 'notFound.text',
    title: 'meta.notFound.title',
    description: 'meta.notFound.description',
  },
  405: {
    code: 'methodNotAllowed.code',
    message: 'methodNotAllowed.message',
    text: 'methodNotAllowed.text',
    title: 'meta.methodNotAllowed.title',
    description: 'meta.methodNotAllowed.description',
  },
} as const satisfies Record<ErrorStatus, Record<string, DictionaryKey>>;

/**
 * An error page (404, 405): the code, the message and the way home, in the
 * path's language. The 404 is marked for the client script, which logs the
 * missing path.
 */
export function ErrorBody({ status }: { status: ErrorStatus }) {
  const { language, t } = useLanguage();
  const texts = ERROR_PAGES[status];
  return (
    <div className="container error-page" data-not-found={status === 404 ? '' : undefined}>
      <p className="error-page-code" aria-hidden="true">
        {t(texts.code)}
      </p>
      <h1>
        <span className="visually-hidden">{t(texts.code)} – </span>
        {t(texts.message)}
      </h1>
      <p>{t(texts.text)}</p>
      <p>
        <a className="button button-primary" href={homePath(language)}>
          {t('notFound.home')}
        </a>
      </p>
    </div>
  );
}
