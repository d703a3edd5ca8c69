import { dateKey, type PlainDate } from '../booking/calendar-date';
import { inEveryLanguage, LANGUAGE_SPECS, type Language, type Localized } from '../languages/languages';
import { TOKEN_PARAM } from './outcome-urls';

/**
 * The booking page's query: the week shown (its Monday, `2027-03-29`) under
 * a name in the page's language (`bookingWeekParam` of its module), the time
 * zone (`zone`, an IANA name) and, when a booked call is being moved, its
 * management link's secret (`token`). The slot picker's links and its zone
 * form write them; nothing else.
 */
export const WEEK_PARAMS: Localized = inEveryLanguage((language) => LANGUAGE_SPECS[language].bookingWeekParam);
export const ZONE_PARAM = 'zone';

/** The booking page's states after a submission (Post/Redirect/Get): `?booking=held` once a slot is held, `?booking=moved` once a call is moved. */
export const BOOKING_OUTCOME_PARAM = 'booking';

/** What the slot picker shows: a week, in a zone, for a new booking or a move. */
export interface PickerQuery {
  week?: PlainDate;
  zone: string;
  moveSecret?: string;
}

/** The booking page at `path` in `language`, showing `query`. */
export function bookingPageUrl(path: string, language: Language, { week, zone, moveSecret }: PickerQuery): string {
  const params = new URLSearchParams();
  if (week) params.set(WEEK_PARAMS[language], dateKey(week));
  params.set(ZONE_PARAM, zone);
  if (moveSecret) params.set(TOKEN_PARAM, moveSecret);
  return `${path}?${params}`;
}

/** The booking page at `path` once a submission ended in `outcome`. */
export function bookingOutcomeUrl(path: string, outcome: 'held' | 'moved'): string {
  return `${path}?${BOOKING_OUTCOME_PARAM}=${outcome}`;
}
