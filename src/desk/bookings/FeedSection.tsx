import { ActionForm, ConfirmedAction } from '../components/ActionForm';
import { DESK_PATHS } from '../desk-paths';
import { formatMoment } from '../format';
import { deskText } from '../i18n/desk-text';

interface FeedSectionProps {
  /** When the current address was made, or null when there is none. */
  madeAt: string | null;
  /** The address just made, shown this once: only its hash is kept. */
  newAddress: string | undefined;
}

/** The address just made, to copy into her calendar app, or to open in Apple's (webcal:). */
function NewAddress({ address }: { address: string }) {
  return (
    <div className="desk-notice desk-feed-address" role="status">
      <p>{deskText('feed.made')}</p>
      <label htmlFor="flux-adresse">{deskText('feed.address')}</label>
      <input id="flux-adresse" type="text" readOnly value={address} />
      <p>
        <a href={address.replace(/^https:/, 'webcal:')}>{deskText('feed.subscribe')}</a>
      </p>
      <p>{deskText('feed.google')}</p>
    </div>
  );
}

/** Her private feed of calls for her calendar app: made, or made anew (the old address then stops working). */
export function FeedSection({ madeAt, newAddress }: FeedSectionProps) {
  return (
    <section aria-labelledby="flux">
      <h2 id="flux">{deskText('feed.title')}</h2>
      <p className="desk-note">{deskText('feed.intro')}</p>
      {newAddress && <NewAddress address={newAddress} />}
      {!madeAt ? (
        <>
          <p>{deskText('feed.none')}</p>
          <ActionForm action={DESK_PATHS.feedRenewal} label={deskText('feed.create')} primary />
        </>
      ) : (
        <>
          {!newAddress && <p>{deskText('feed.exists', { date: formatMoment(madeAt) })}</p>}
          <ConfirmedAction summary={deskText('feed.renew')} warning={deskText('feed.renewWarning')}>
            <ActionForm action={DESK_PATHS.feedRenewal} label={deskText('feed.renewConfirm')} danger />
          </ConfirmedAction>
        </>
      )}
    </section>
  );
}
