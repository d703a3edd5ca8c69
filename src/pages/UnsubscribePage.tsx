import { breadcrumbTrail } from '../breadcrumbs';
import { FormNotice } from '../components/FormNotice';
import { AGENCY } from '../content/agency';
import { PAGES_UPDATED } from '../content/content-dates';
import { TOKEN_PARAM, UNSUBSCRIBED_PARAM } from '../forms/outcome-urls';
import { translate } from '../i18n/dictionary';
import { useLanguage } from '../i18n/language-context';
import type { Page, PageContext } from './page-context';

/**
 * Where the link in each newsletter leads: a button that confirms the
 * unsubscription (posted to this same page), then the confirmation. Opening
 * the link alone changes nothing, as mail scanners open links by themselves.
 */
export const UnsubscribePage: Page = {
  head: ({ route, language }) => ({
    title: translate(language, 'meta.unsubscribe.title'),
    breadcrumb: breadcrumbTrail(route, language, translate(language, 'unsubscribe.title')),
    description: translate(language, 'meta.unsubscribe.description'),
    noindex: true,
    updated: PAGES_UPDATED,
  }),
  // The page shows its link's token: never cached.
  variant: () => null,
  Body({ route, language, query, form }: PageContext) {
    const { t } = useLanguage();
    const state = form?.form === 'unsubscribe' ? form : undefined;
    const token = state?.values.token ?? query.get(TOKEN_PARAM);
    const done = query.get(UNSUBSCRIBED_PARAM) !== null;
    return (
      <article className="container prose unsubscribe">
        <h1>{t('unsubscribe.title')}</h1>
        {done ? (
          <p role="status" tabIndex={-1} autoFocus data-unsubscribed>
            {t('unsubscribe.done')}
          </p>
        ) : token ? (
          <form method="post" action={route.paths[language]}>
            <FormNotice notice={state?.notice} />
            <p>{t('unsubscribe.text')}</p>
            <input type="hidden" name={TOKEN_PARAM} value={token} />
            <button className="button button-primary" type="submit">
              {t('unsubscribe.button')}
            </button>
          </form>
        ) : (
          <p>
            {t('unsubscribe.incomplete')} <a href={`mailto:${AGENCY.email}`}>{AGENCY.email}</a>
          </p>
        )}
      </article>
    );
  },
};
