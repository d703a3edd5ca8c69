import { TokenAction } from '../components/TokenAction';
import { FACTS } from '../facts/facts';
import { DONE_PARAM, TOKEN_PARAM } from '../forms/outcome-urls';
import { useLanguage } from '../i18n/language-context';
import type { Page, PageContext } from './page-context';
import { tokenPageHead } from './token-page-head';

/**
 * Where the link in each newsletter leads: a button that confirms the
 * unsubscription (posted to this same page), then the confirmation.
 */
export const UnsubscribePage: Page<'unsubscribe'> = {
  ...tokenPageHead('unsubscribe'),
  Body({ route, language, query, form }: PageContext<'unsubscribe'>) {
    const { t } = useLanguage();
    const state = form?.form === 'unsubscribe' ? form : undefined;
    const done = query.get(DONE_PARAM) !== null;
    return (
      <article className="container prose unsubscribe">
        <h1>{t(done ? 'unsubscribe.doneTitle' : 'unsubscribe.title')}</h1>
        <TokenAction
          action={route.paths[language]}
          token={state?.values.token ?? query.get(TOKEN_PARAM)}
          done={done}
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
