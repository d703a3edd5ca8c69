import { TokenAction } from '../components/TokenAction';
import { DONE_PARAM, NEWSLETTER_BOX_ID, TOKEN_PARAM } from '../forms/outcome-urls';
import { useLanguage } from '../i18n/language-context';
import { newsletterPage } from '../routes';
import type { Page, PageContext } from './page-context';
import { tokenPageHead } from './token-page-head';

/**
 * Where the link of the sign-up confirmation e-mail leads, in the visitor's
 * language: a button that confirms the subscription (posted to this same
 * page), then the confirmation. An unknown, used or expired link leads back
 * to the newsletter box.
 */
export const ConfirmationPage: Page<'confirmation'> = {
  ...tokenPageHead('confirmation'),
  Body({ route, language, query, form }: PageContext<'confirmation'>) {
    const { t } = useLanguage();
    const state = form?.form === 'confirmation' ? form : undefined;
    const done = query.get(DONE_PARAM) !== null;
    return (
      <article className="container prose unsubscribe">
        <h1>{t(done ? 'confirmation.doneTitle' : 'confirmation.title')}</h1>
        <TokenAction
          action={route.paths[language]}
          token={state?.values.token ?? query.get(TOKEN_PARAM)}
          done={done}
          state={state}
          texts={{ text: t('confirmation.text'), button: t('confirmation.button'), done: t('confirmation.done') }}
          fallback={
            <p>
              {t(state?.expired ? 'confirmation.expired' : 'confirmation.incomplete')}{' '}
              <a href={`${newsletterPage(language).path}#${NEWSLETTER_BOX_ID}`}>{t('confirmation.signUpAgain')}</a>
            </p>
          }
        />
      </article>
    );
  },
};
