import { BookedCall } from '../components/BookedCall';
import { TokenAction } from '../components/TokenAction';
import { FACTS } from '../facts/facts';
import { bookingPageUrl } from '../forms/booking-query';
import { DONE_PARAM, TOKEN_PARAM } from '../forms/outcome-urls';
import { useLanguage } from '../i18n/language-context';
import { linkTo } from '../routes';
import type { Page, PageContext } from './page-context';
import { tokenPageHead } from './token-page-head';

/**
 * Where the management link of a booked call's e-mails leads: the call, a
 * button that cancels it (posted to this same page) and a link to the
 * booking page to move it, the link's secret carried along. A link unknown,
 * spent by a move or a cancellation, or of a call past says so (410).
 */
export const BookingManagementPage: Page<'bookingManagement'> = {
  ...tokenPageHead('bookingManagement'),
  Body({ route, language, query, form }: PageContext<'bookingManagement'>) {
    const { t } = useLanguage();
    const state = form?.form === 'bookingManagement' ? form : undefined;
    const token = state?.values.token ?? query.get(TOKEN_PARAM);
    const done = query.get(DONE_PARAM) !== null;
    const call = state && !state.expired && !done ? state.call : undefined;
    return (
      <article className="container prose booking-link">
        <h1>{t('bookingManagement.title')}</h1>
        {call && <BookedCall call={call} />}
        {call && token && (
          <p>
            <a className="button button-secondary" href={bookingPageUrl(linkTo('booking', language), language, { zone: call.zone, moveSecret: token })} data-move-call>
              {t('bookingManagement.move')}
            </a>
          </p>
        )}
        <TokenAction
          action={route.paths[language]}
          token={token}
          done={done}
          state={state}
          texts={{ text: t('bookingManagement.text'), button: t('bookingManagement.button'), done: t('bookingManagement.done') }}
          fallback={
            <p>
              {t(state?.expired ? 'bookingManagement.expired' : 'bookingManagement.incomplete')}{' '}
              <a href={state?.expired ? linkTo('booking', language) : `mailto:${FACTS.email}`}>{state?.expired ? t('booking.bookAgain') : FACTS.email}</a>
            </p>
          }
        />
        {done && (
          <p>
            <a href={linkTo('booking', language)}>{t('booking.bookAgain')}</a>
          </p>
        )}
      </article>
    );
  },
};
