import { BlockForms } from '../bookings/BlockForms';
import { BlockList } from '../bookings/BlockList';
import { CallList } from '../bookings/CallList';
import type { BlockFormState } from '../bookings/block-form';
import { CalendarSection, type RefusedCalendarAddress } from '../bookings/CalendarSection';
import type { BookingsTab } from '../bookings/desk-bookings';
import { FeedSection } from '../bookings/FeedSection';
import { RefusedMailboxList } from '../bookings/RefusedMailboxList';
import { DeskDocument } from '../components/DeskDocument';
import { DeskNotice } from '../components/DeskNotice';
import type { DeskAction } from '../desk-actions';
import { deskText } from '../i18n/desk-text';

export interface BookingsPageProps {
  user: string;
  /** The moment the page shows: what is today. */
  now: Date;
  tab: BookingsTab;
  done: DeskAction | null;
  /** A block form refused, sent back with its errors. */
  refusedBlock?: BlockFormState;
  /** A calendar address refused, sent back with why. */
  refusedAddress?: RefusedCalendarAddress;
  /** The feed's address just made, shown this once. */
  newFeedAddress?: string;
}

/**
 * The Rendez-vous tab: the calls to come, the time she blocked and the forms
 * to block more, the mailboxes she refused, her own calendar's address and
 * its readings, and her private feed of calls. Times are Paris's.
 */
export function BookingsPage({ user, now, tab, done, refusedBlock, refusedAddress, newFeedAddress }: BookingsPageProps) {
  return (
    <DeskDocument title={deskText('bookings.title')} section="bookings" user={user}>
      <h1>{deskText('bookings.title')}</h1>
      <DeskNotice done={done} />
      <p className="desk-note">{deskText('bookings.intro')}</p>
      <section aria-labelledby="appels">
        <h2 id="appels">{deskText('calls.title')}</h2>
        <CallList calls={tab.calls} now={now} />
      </section>
      <section aria-labelledby="bloquer">
        <h2 id="bloquer">{deskText('blocks.title')}</h2>
        <p className="desk-note">{deskText('blocks.intro')}</p>
        <BlockForms refused={refusedBlock} />
        <h3>{deskText('blocks.listTitle')}</h3>
        <BlockList blocks={tab.blocks} />
      </section>
      <section aria-labelledby="refus">
        <h2 id="refus">{deskText('refusals.title')}</h2>
        <p className="desk-note">{deskText('refusals.intro')}</p>
        <RefusedMailboxList refused={tab.refused} />
      </section>
      <CalendarSection reading={tab.reading} busyCount={tab.busyCount} refused={refusedAddress} />
      <FeedSection madeAt={tab.feedMadeAt} newAddress={newFeedAddress} />
    </DeskDocument>
  );
}
