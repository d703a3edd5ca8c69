import { breadcrumbTrail } from '../breadcrumbs';
import { TokenAction } from '../components/TokenAction';
import { FACTS } from '../facts/facts';
import { DONE_PARAM, TOKEN_PARAM } from '../forms/outcome-urls';
import { translate } from '../i18n/dictionary';
import { useLanguage } from '../i18n/language-context';
import type { Page, PageContext } from './page-context';

/**
 * Where the link in each newsletter leads: a button that confirms the
 * unsubscription (posted to this same page), then the confirmation.
 */
export const UnsubscribePage: Page<'unsubscribe'> = {
  head: ({ route, language }) => ({
    title: translate(language, 'meta.unsubscribe.title'),
    breadcrumb: breadcrumbTrail(route, language, translate(language, 'unsubscribe.title')),
    description: translate(language, 'meta.unsubscribe.description'),
    noindex: true,
    updated: route.updated[language],
  }),
  // The page shows its link's token: never cached.
  variant: () => null,
  Body({ route, language, query, form }: PageContext<'unsubscribe'>) {
    const { t } = useLanguage();
    const state = form?.form === 'unsubscribe' ? form : undefined;
    return (
      <article className="container prose unsubscribe">
        <h1>{t('unsubscribe.title')}</h1>
        <TokenAction
          action={route.paths[language]}
          token={state?.values.token ?? query.get(TOKEN_PARAM)}
          done={query.get(DONE_PARAM) !== null}
          state={state}
          texts={{ text: t('unsubscribe.text'), button: t('unsubscribe.button'), done: t('unsubscribe.done') }}
          fallback={
            <p>
              {t('unsubscribe.incomplete')} <a href={`mailto:${FACTS.email}`}>{FACTS.email}</a>
            </p>
          }
        />
      </article>
    );
  },
};
