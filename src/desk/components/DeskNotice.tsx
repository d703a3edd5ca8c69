import type { DeskAction } from '../desk-actions';
import { deskText } from '../i18n/desk-text';

/** What the action just carried out did, read aloud by screen readers as it appears. */
export function DeskNotice({ done }: { done: DeskAction | null }) {
  if (!done) return null;
  return (
    <p className="desk-notice" role="status">
      {deskText(`done.${done}`)}
    </p>
  );
}
