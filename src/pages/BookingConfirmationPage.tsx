import { BookedCall } from '../components/BookedCall';
import { TokenAction } from '../components/TokenAction';
import { DONE_PARAM, TOKEN_PARAM } from '../forms/outcome-urls';
import { useLanguage } from '../i18n/language-context';
import { linkTo } from '../routes';
import type { Page, PageContext } from './page-context';
import { tokenPageHead } from './token-page-head';

/**
 * Where the link of the e-mail sent when a slot is held leads, in the
 * visitor's language: the call, and a button that confirms it (posted to
 * this same page; mail scanners open links, they do not press buttons),
 * then the confirmation. A link unknown, used or expired says so (410),
 * with the way back to the slots.
 */
export const BookingConfirmationPage: Page<'bookingConfirmation'> = {
  ...tokenPageHead('bookingConfirmation'),
  Body({ route, language, query, form }: PageContext<'bookingConfirmation'>) {
    const { t } = useLanguage();
    const state = form?.form === 'bookingConfirmation' ? form : undefined;
    const done = query.get(DONE_PARAM) !== null;
    return (
      <article className="container prose booking-link">
        <h1>{t(done ? 'bookingConfirmation.doneTitle' : 'bookingConfirmation.title')}</h1>
        {state?.call && !state.expired && !done && <BookedCall call={state.call} />}
        <TokenAction
          action={route.paths[language]}
          token={state?.values.token ?? query.get(TOKEN_PARAM)}
          done={done}
          state={state}
          texts={{ text: t('bookingConfirmation.text'), button: t('bookingConfirmation.button'), done: t('bookingConfirmation.done') }}
          fallback={
            <p>
              {t(state?.expired ? 'bookingConfirmation.expired' : 'bookingConfirmation.incomplete')}{' '}
              <a href={linkTo('booking', language)}>{t('booking.bookAgain')}</a>
            </p>
          }
        />
      </article>
    );
  },
};
