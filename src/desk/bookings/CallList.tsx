import { addDays, dateOf, parseDateKey, sameDate, type PlainDate } from '../../booking/calendar-date';
import { BOOKING_RULES } from '../../booking/rules';
import { wallTimeAt } from '../../booking/zoned-time';
import type { StoredBooking } from '../../db/bookings';
import { ActionForm, ConfirmedAction } from '../components/ActionForm';
import { DESK_PATHS } from '../desk-paths';
import { formatDay, formatWallTime, languageName } from '../format';
import { deskText } from '../i18n/desk-text';
import { mailtoAddress } from '../messages/reply-link';

/** Today, tomorrow, or the day written out: a day of her agenda. */
function dayHeading(date: PlainDate, today: PlainDate): string {
  if (sameDate(date, today)) return `${deskText('calls.today')} · ${formatDay(date)}`;
  if (sameDate(date, addDays(today, 1))) return `${deskText('calls.tomorrow')} · ${formatDay(date)}`;
  return formatDay(date);
}

/** The visitor's time at the start of the call, in their zone, with their date when it is not Paris's. */
function visitorTime(call: StoredBooking): string {
  const theirs = wallTimeAt(call.startAt, call.zone);
  const paris = wallTimeAt(call.startAt, BOOKING_RULES.zone);
  return sameDate(theirs, paris) ? formatWallTime(theirs) : `${formatDay(dateOf(theirs))}, ${formatWallTime(theirs)}`;
}

/** One call: when (Paris), who, their note, language and zone, and the way to cancel it. */
function Call({ call }: { call: StoredBooking }) {
  const start = wallTimeAt(call.startAt, BOOKING_RULES.zone);
  const end = wallTimeAt(call.endAt, BOOKING_RULES.zone);
  return (
    <li className="desk-item desk-call">
      <h4 className="desk-item-title">
        {deskText('calls.time', { start: formatWallTime(start), end: formatWallTime(end) })} · {call.name}
        {call.company && <span className="desk-item-company"> · {call.company}</span>}
      </h4>
      {call.status === 'held' && (
        <p className="desk-badges">
          <span className="desk-badge desk-badge-new">{deskText('calls.pending')}</span>
        </p>
      )}
      <dl className="desk-details">
        <dt>{deskText('calls.email')}</dt>
        <dd>
          <a href={`mailto:${mailtoAddress(call.email)}`}>{call.email}</a>
        </dd>
        <dt>{deskText('calls.language')}</dt>
        <dd>{languageName(call.language)}</dd>
        <dt>{deskText('calls.zone')}</dt>
        <dd>{deskText('calls.zoneTime', { zone: call.zone, time: visitorTime(call) })}</dd>
        <dt>{deskText('calls.note')}</dt>
        <dd className="desk-item-preview">{call.note || deskText('calls.noNote')}</dd>
      </dl>
      <ConfirmedAction summary={deskText('calls.cancel')} warning={deskText('calls.cancelWarning')}>
        <ActionForm
          action={DESK_PATHS.bookingCancellation(call.id)}
          label={deskText('calls.cancelConfirm')}
          buttonLabel={deskText('calls.cancelLabel', { name: call.name })}
          danger
        >
          <div className="desk-check">
            <input id={`refuser-${call.id}`} type="checkbox" name="refuser" value="oui" aria-describedby={`refuser-${call.id}-note`} />
            <label htmlFor={`refuser-${call.id}`}>{deskText('calls.refuse')}</label>
            <p id={`refuser-${call.id}-note`} className="desk-note">
              {deskText('calls.refuseNote')}
            </p>
          </div>
        </ActionForm>
      </ConfirmedAction>
    </li>
  );
}

/**
 * The calls to come, today's first (those earlier today too), grouped by
 * Paris day; each with who booked, what they wrote, their language and zone,
 * and a way to cancel it. Stored text is shown as text (shownBooking).
 */
export function CallList({ calls, now }: { calls: readonly StoredBooking[]; now: Date }) {
  if (calls.length === 0) return <p>{deskText('calls.none')}</p>;
  const today = dateOf(wallTimeAt(now.getTime(), BOOKING_RULES.zone));
  const days = new Map<string, StoredBooking[]>();
  for (const call of calls) days.set(call.agencyDate, [...(days.get(call.agencyDate) ?? []), call]);
  return (
    <>
      {[...days].map(([key, dayCalls]) => (
        <section key={key}>
          <h3>{dayHeading(parseDateKey(key)!, today)}</h3>
          <ol className="desk-list">
            {dayCalls.map((call) => (
              <Call key={call.id} call={call} />
            ))}
          </ol>
        </section>
      ))}
    </>
  );
}
