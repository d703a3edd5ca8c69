import type { RefusedMailbox } from '../../db/refused-mailboxes';
import { ActionForm } from '../components/ActionForm';
import { DESK_PATHS } from '../desk-paths';
import { formatMoment } from '../format';
import { deskText } from '../i18n/desk-text';
import { showControlCharacters } from '../../text/control-characters';

/**
 * The mailboxes she refused, the latest first, each with when and a way to
 * take the refusal back. A mailbox comes from an address the forms checked,
 * but is shown as text all the same (any control character written out), and
 * posted back as stored.
 */
export function RefusedMailboxList({ refused }: { refused: readonly RefusedMailbox[] }) {
  if (refused.length === 0) return <p>{deskText('refusals.none')}</p>;
  return (
    <ul className="desk-list">
      {refused.map(({ mailbox, createdAt }) => (
        <li key={mailbox} className="desk-item desk-refusal">
          <p className="desk-item-title">{showControlCharacters(mailbox)}</p>
          <p className="desk-item-meta">{deskText('refusals.since', { date: formatMoment(createdAt) })}</p>
          <ActionForm
            action={DESK_PATHS.refusalRemoval}
            fields={{ boite: mailbox }}
            label={deskText('refusals.remove')}
            buttonLabel={deskText('refusals.removeLabel', { mailbox: showControlCharacters(mailbox) })}
          />
        </li>
      ))}
    </ul>
  );
}
