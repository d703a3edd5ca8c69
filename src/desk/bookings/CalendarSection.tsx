import type { CalendarReading } from '../../owner-calendar/calendar-reading';
import { CALENDAR_ADDRESS_MAX_LENGTH, calendarHost, type CalendarAddressError } from '../../owner-calendar/calendar-address';
import type { CalendarFailure } from '../../owner-calendar/fetch-calendar';
import { ActionForm, ConfirmedAction } from '../components/ActionForm';
import { DeskField } from '../components/DeskField';
import { DESK_PATHS } from '../desk-paths';
import { formatMoment } from '../format';
import { deskText } from '../i18n/desk-text';

/** An address she typed and the desk refused, given back with why. */
export interface RefusedCalendarAddress {
  readonly typed: string;
  readonly error: CalendarAddressError;
}

interface CalendarSectionProps {
  reading: CalendarReading;
  /** Busy times stored from the last reading that are not over. */
  busyCount: number;
  refused: RefusedCalendarAddress | undefined;
}

function failureText(failure: CalendarFailure): string {
  return failure.reason === 'http' ? deskText('calendar.failure.http', { status: failure.status }) : deskText(`calendar.failure.${failure.reason}`);
}

/** Where the reading of her calendar stands: which host is read, when it last was, and since when it fails and why. */
function ReadingState({ reading, busyCount }: Pick<CalendarSectionProps, 'reading' | 'busyCount'>) {
  if (!reading.url) return <p>{deskText('calendar.none')}</p>;
  return (
    <>
      <p>{deskText('calendar.reads', { host: calendarHost(reading.url) })}</p>
      {reading.readAt ? <p>{deskText('calendar.readAt', { date: formatMoment(reading.readAt), count: busyCount })}</p> : !reading.failing && <p>{deskText('calendar.notReadYet')}</p>}
      {reading.failing && (
        <p className="desk-notice desk-notice-error" role="alert">
          {deskText('calendar.failing', { since: formatMoment(reading.failing.since), last: formatMoment(reading.failing.lastAt), reason: failureText(reading.failing.failure) })}
        </p>
      )}
    </>
  );
}

/** Her own calendar, whose appointments close slots: its secret address, set, replaced or cleared, and how its readings go. */
export function CalendarSection({ reading, busyCount, refused }: CalendarSectionProps) {
  return (
    <section aria-labelledby="agenda">
      <h2 id="agenda">{deskText('calendar.title')}</h2>
      <p className="desk-note">{deskText('calendar.intro')}</p>
      <ReadingState reading={reading} busyCount={busyCount} />
      <ActionForm action={DESK_PATHS.calendarAddress} label={deskText(reading.url ? 'calendar.replace' : 'calendar.save')} primary>
        <DeskField
          id="agenda-adresse"
          name="adresse"
          label={deskText('calendar.address')}
          type="url"
          value={refused?.typed}
          error={refused && `calendar.error.${refused.error}`}
          errorValues={{ length: CALENDAR_ADDRESS_MAX_LENGTH }}
          first
          required
          maxLength={CALENDAR_ADDRESS_MAX_LENGTH}
          placeholder="https://calendar.google.com/calendar/ical/…/basic.ics"
        />
      </ActionForm>
      {reading.url && (
        <ConfirmedAction summary={deskText('calendar.clear')} warning={deskText('calendar.clearWarning')}>
          <ActionForm action={DESK_PATHS.calendarAddressRemoval} label={deskText('calendar.clearConfirm')} danger />
        </ConfirmedAction>
      )}
    </section>
  );
}
