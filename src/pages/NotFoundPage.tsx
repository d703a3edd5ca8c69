import { useLanguage } from '../i18n/language-context';
import { homePath } from '../routes';

/** The 404 page: the code, the message and the way home, in the path's language. */
export function NotFoundBody() {
  const { language, t } = useLanguage();
  return (
    <div className="container not-found" data-not-found>
      <p className="not-found-code" aria-hidden="true">
        {t('notFound.code')}
      </p>
      <h1>
        <span className="visually-hidden">{t('notFound.code')} – </span>
        {t('notFound.message')}
      </h1>
      <p>{t('notFound.text')}</p>
      <p>
        <a className="button button-primary" href={homePath(language)}>
          {t('notFound.home')}
        </a>
      </p>
    </div>
  );
}
