import { breadcrumbTrail } from '../breadcrumbs';
import { BookedCall } from '../components/BookedCall';
import { BookingForm } from '../components/BookingForm';
import { FormNotice } from '../components/FormNotice';
import { Icon } from '../components/Icon';
import { PageIntro } from '../components/PageIntro';
import { ZoneForm } from '../components/ZoneForm';
import { headTexts } from '../content/page-content';
import { bookingPageUrl } from '../forms/booking-query';
import type { BookingFormState } from '../forms/form-state';
import { inEveryLanguage } from '../languages/languages';
import { useLanguage } from '../i18n/language-context';
import { linkTo } from '../routes';
import type { Page, PageContext } from './page-context';

/**
 * The booking page: the visitor's week of free slots (in their time zone,
 * chosen with a plain GET form), then their details, posted to this page;
 * once a slot is held, the page asks them to confirm it from the e-mail.
 * Reached from a management link, the same page moves a booked call. What it
 * shows depends on the time and on the database, read for each request
 * (src/http/forms/booking-pages.ts): it is never cached nor pre-rendered.
 */
export const BookingPage: Page<'booking'> = {
  head: ({ route, language, entry }) => ({
    ...headTexts(entry),
    updated: route.updated[language],
    breadcrumb: breadcrumbTrail(route, language, entry.title),
  }),
  variant: () => null,
  // The language menu shows the same week, in the same zone.
  languagePaths: ({ route, form }) => {
    const state = form?.form === 'booking' ? form : undefined;
    const picker = form?.form === 'booking' ? form.picker : undefined;
    if (!picker) return route.paths;
    return inEveryLanguage((language) => bookingPageUrl(route.paths[language], language, { week: picker.monday, zone: picker.zone, moveSecret: state?.move?.secret }));
  },
  Body({ route, language, form, entry: content }: PageContext<'booking'>) {
    const state = form?.form === 'booking' ? form : undefined;
    const moving = state?.move !== undefined && !state.outcome;
    return (
      <>
        <PageIntro title={moving ? content.move.title : content.title} intro={moving ? content.move.intro : content.intro}>
          {moving && state.move && <BookedCall call={state.move.call} />}
        </PageIntro>
        <div className="container booking">{state ? <BookingState path={route.paths[language]} state={state} content={content} /> : null}</div>
      </>
    );
  },
};

/** What the page shows below its introduction: an outcome, an expired link, or the zone and the booking form. */
function BookingState({ path, state, content }: { path: string; state: BookingFormState; content: PageContext<'booking'>['entry'] }) {
  const { language, t } = useLanguage();
  if (state.outcome) {
    const outcome = state.outcome === 'held' ? content.held : content.moved;
    return (
      <div className="booking-outcome card" data-booking-outcome={state.outcome}>
        <h2 tabIndex={-1} autoFocus>
          <Icon name="circle-check" className="icon-inline" /> {outcome.title}
        </h2>
        <p>{outcome.text}</p>
        {state.outcome === 'held' && <p>{content.held.alreadyBooked}</p>}
      </div>
    );
  }
  if (!state.picker && !state.expired) {
    return (
      <div className="booking-outcome card">
        <FormNotice notice={state.notice ?? 'unavailable'} />
      </div>
    );
  }
  if (!state.picker) {
    return (
      <div className="booking-outcome card" data-booking-expired>
        <p role="alert" tabIndex={-1} autoFocus>
          {t('booking.expired')}
        </p>
        <p>
          <a className="button button-primary" href={path}>
            {t('booking.bookAgain')}
          </a>
        </p>
      </div>
    );
  }
  return (
    <>
      <ZoneForm action={path} picker={state.picker} moveSecret={state.move?.secret} />
      <BookingForm
        action={path}
        state={state}
        picker={state.picker}
        texts={{
          slotsHeading: content.slotsHeading,
          detailsHeading: content.detailsHeading,
          button: state.move ? content.move.button : content.button,
          privacyNote: content.privacyNote,
          privacyHref: linkTo('privacy', language),
        }}
      />
      <p className="booking-contact">
        {content.contactNote.text} <a href={linkTo('contact', language)}>{content.contactNote.link}</a>
      </p>
    </>
  );
}
