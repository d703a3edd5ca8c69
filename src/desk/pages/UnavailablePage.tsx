import { DeskDocument } from '../components/DeskDocument';
import { DESK_PATHS } from '../desk-paths';
import { deskText } from '../i18n/desk-text';

/** How long to wait before trying again, for `Retry-After`: the database is usually back within a minute. */
export const RETRY_AFTER_SECONDS = 60;

/** What the owner sees when the database could not be read or written: nothing was done, try again. */
export function UnavailablePage({ user }: { user: string }) {
  return (
    <DeskDocument title={deskText('unavailable.title')} section="messages" user={user}>
      <h1>{deskText('unavailable.title')}</h1>
      <p className="desk-notice desk-notice-error" role="alert">
        {deskText('unavailable.text')}
      </p>
      <p>
        <a href={DESK_PATHS.messages}>{deskText('refused.back')}</a>
      </p>
    </DeskDocument>
  );
}
