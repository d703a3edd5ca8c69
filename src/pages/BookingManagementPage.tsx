import { breadcrumbTrail } from '../breadcrumbs';
import { BookedCall } from '../components/BookedCall';
import { TokenAction } from '../components/TokenAction';
import { FACTS } from '../facts/facts';
import { bookingPageUrl } from '../forms/booking-query';
import { DONE_PARAM, TOKEN_PARAM } from '../forms/outcome-urls';
import { translate } from '../i18n/dictionary';
import { useLanguage } from '../i18n/language-context';
import { linkTo } from '../routes';
import type { Page, PageContext } from './page-context';

/**
 * Where the management link of a booked call's e-mails leads: the call, a
 * button that cancels it (posted to this same page) and a link to the
 * booking page to move it, the link's secret carried along. A link unknown,
 * spent by a move or a cancellation, or of a call past says so (410).
 */
export const BookingManagementPage: Page<'bookingManagement'> = {
  head: ({ route, language }) => ({
    title: translate(language, 'meta.bookingManagement.title'),
    breadcrumb: breadcrumbTrail(route, language, translate(language, 'bookingManagement.title')),
    description: translate(language, 'meta.bookingManagement.description'),
    noindex: true,
    updated: route.updated[language],
  }),
  // The page shows its link's token and the call it manages: never cached.
  variant: () => null,
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
