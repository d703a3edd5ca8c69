import type { RefusedBody } from '../../http/forms/form-guards';
import { DeskDocument } from '../components/DeskDocument';
import { DESK_PATHS } from '../desk-paths';
import { deskText } from '../i18n/desk-text';

/** Why an action of the desk was not carried out: a refusal of the forms' guards, or a key its form already spent on another action. */
export type DeskRefusal = RefusedBody | { status: 409; notice: 'key-spent' };

/** Why an action of the desk was not carried out (another site's post, a broken or oversized body, a key already spent), and the way back. */
export function RefusedPage({ user, notice }: { user: string; notice: DeskRefusal['notice'] }) {
  return (
    <DeskDocument title={deskText('refused.title')} section="messages" user={user}>
      <h1>{deskText('refused.title')}</h1>
      <p className="desk-notice desk-notice-error" role="alert">
        {deskText(`refused.${notice}`)}
      </p>
      <p>
        <a href={DESK_PATHS.messages}>{deskText('refused.back')}</a>
      </p>
    </DeskDocument>
  );
}
