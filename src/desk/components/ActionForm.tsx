import type { ReactNode } from 'react';
import { DESK_KEY_FIELD, freshDeskKey } from '../desk-actions';

interface ActionFormProps {
  action: string;
  /** Text of the button that carries the action out. */
  label: string;
  /** Hidden fields the action needs besides its key. */
  fields?: Record<string, string>;
  /** Accessible name of the button when its text alone is ambiguous (one per row of a list). */
  buttonLabel?: string;
  danger?: boolean;
  /** The page's main action for its section: the primary button. */
  primary?: boolean;
  /** Fields she fills in, shown before the button. */
  children?: ReactNode;
}

/**
 * One action of the desk: a POST form (the site's CSRF check applies) with a
 * key of its own, fresh on every page view, so sending it twice acts once.
 */
export function ActionForm({ action, label, fields = {}, buttonLabel, danger = false, primary = false, children }: ActionFormProps) {
  return (
    <form method="post" action={action} className={children ? 'desk-action desk-form' : 'desk-action'}>
      <input type="hidden" name={DESK_KEY_FIELD} value={freshDeskKey()} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <button type="submit" className={`button ${danger ? 'desk-button-danger' : primary ? 'button-primary' : 'button-secondary'}`} aria-label={buttonLabel}>
        {label}
      </button>
    </form>
  );
}

/**
 * An action that cannot be undone: its form shows only once asked for, with
 * what it will do written beside it. Works without script (`<details>`).
 */
export function ConfirmedAction({ summary, warning, children }: { summary: string; warning: string; children: ReactNode }) {
  return (
    <details className="desk-confirm">
      <summary>{summary}</summary>
      <p>{warning}</p>
      {children}
    </details>
  );
}
