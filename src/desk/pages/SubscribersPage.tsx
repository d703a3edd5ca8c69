import { CONFIRMATION_VALID_DAYS } from '../../db/newsletter-subscribers';
import { ActionForm, ConfirmedAction } from '../components/ActionForm';
import { DeskDocument } from '../components/DeskDocument';
import { DeskNotice } from '../components/DeskNotice';
import type { DeskAction } from '../desk-actions';
import { DESK_PATHS } from '../desk-paths';
import { formatMoment, languageName } from '../format';
import { deskText } from '../i18n/desk-text';
import type { DeskSubscriber } from '../subscribers/desk-subscribers';

/** The newsletter's list: confirmed addresses first, those waiting for confirmation after. */
export function SubscribersPage({ user, subscribers, done }: { user: string; subscribers: DeskSubscriber[]; done: DeskAction | null }) {
  const confirmed = subscribers.filter((subscriber) => subscriber.confirmedAt).length;
  return (
    <DeskDocument title={deskText('subscribers.title')} section="subscribers" user={user}>
      <h1>{deskText('subscribers.title')}</h1>
      <DeskNotice done={done} />
      <p className="desk-summary">{deskText('subscribers.summary', { confirmed, pending: subscribers.length - confirmed })}</p>
      <p className="desk-note">{deskText('subscribers.pendingNote', { days: CONFIRMATION_VALID_DAYS })}</p>
      <p>
        <a href={DESK_PATHS.subscribersCsv} download>
          {deskText('subscribers.export')}
        </a>
      </p>
      {subscribers.length === 0 ? (
        <p>{deskText('subscribers.none')}</p>
      ) : (
        <ul className="desk-list">
          {subscribers.map((subscriber) => (
            <li key={subscriber.id} className="desk-item desk-subscriber">
              <p className="desk-item-title">{subscriber.email}</p>
              <p className="desk-item-meta">
                {deskText('subscribers.since')} <time dateTime={subscriber.createdAt}>{formatMoment(subscriber.createdAt)}</time> · {languageName(subscriber.language)}
              </p>
              <p className="desk-badges">
                <span className={subscriber.confirmedAt ? 'desk-badge' : 'desk-badge desk-badge-warning'}>
                  {subscriber.confirmedAt ? deskText('subscribers.confirmed', { date: formatMoment(subscriber.confirmedAt) }) : deskText('subscribers.pending')}
                </span>
              </p>
              <ConfirmedAction summary={deskText('subscribers.remove')} warning={deskText('subscribers.removeWarning')}>
                <ActionForm
                  action={DESK_PATHS.subscriberRemoval(subscriber.id)}
                  label={deskText('subscribers.removeConfirm')}
                  buttonLabel={deskText('subscribers.removeLabel', { email: subscriber.email })}
                  danger
                />
              </ConfirmedAction>
            </li>
          ))}
        </ul>
      )}
    </DeskDocument>
  );
}
