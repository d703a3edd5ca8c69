import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { AGENCY } from '../content/agency';
import { AGENCY_DOMAIN } from './booking-uid';
import type { Instant } from './calendar-date';

/** Someone named in an invitation. */
export interface Person {
  readonly name: string;
  readonly email: string;
}

/**
 * One version of a booking's calendar event, as sent to the visitor and the
 * owner: `REQUEST` when it is booked or changed, `CANCEL` when it is
 * cancelled. The texts are in the visitor's language, written by the caller.
 */
export interface Invitation {
  readonly method: 'REQUEST' | 'CANCEL';
  /** The booking's UID (bookingUid), the same in every version. */
  readonly uid: string;
  /** 0 when booked, raised at each change and at the cancellation, so calendars apply the latest. */
  readonly sequence: number;
  /** When this version was made. */
  readonly stamp: Instant;
  readonly start: Instant;
  readonly end: Instant;
  /** The agency, on its own domain: replies to the invitation go there. */
  readonly organizer: Person;
  /** The visitor. */
  readonly attendee: Person;
  readonly summary: string;
  readonly description: string;
  /** Where the call happens: a phone number, a video link. */
  readonly location?: string;
}

/**
 * The invitation as an iCalendar object (RFC 5545, RFC 5546's methods),
 * written by ical-generator: times in UTC, lines folded at 75 octets, texts
 * escaped, CRLF line ends. The visitor chose the time, so they are marked
 * as having accepted, and asked for no reply.
 */
export function invitationIcs(invitation: Invitation): string {
  if (!invitation.organizer.email.toLowerCase().endsWith(`@${AGENCY_DOMAIN}`)) {
    throw new Error(`An invitation's organizer must write from ${AGENCY_DOMAIN}, not ${invitation.organizer.email}`);
  }
  if (!Number.isInteger(invitation.sequence) || invitation.sequence < 0) throw new Error(`SEQUENCE must be a whole number from 0, not ${invitation.sequence}`);
  const cancelled = invitation.method === 'CANCEL';
  const calendar = ical({
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    prodId: { company: AGENCY.name, product: 'Booking', language: 'EN' },
  });
  calendar.createEvent({
    id: invitation.uid,
    sequence: invitation.sequence,
    stamp: new Date(invitation.stamp),
    start: new Date(invitation.start),
    end: new Date(invitation.end),
    summary: invitation.summary,
    description: invitation.description,
    location: invitation.location ?? null,
    organizer: { name: invitation.organizer.name, email: invitation.organizer.email },
    attendees: [{ ...invitation.attendee, role: ICalAttendeeRole.REQ, status: ICalAttendeeStatus.ACCEPTED, rsvp: false }],
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  // RFC 5545 ends every content line with CRLF, the last one too; ical-generator leaves it off.
  return calendar.toString().replace(/(?:\r\n)?$/, '\r\n');
}
