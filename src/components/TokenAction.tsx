import type { ReactNode } from 'react';
import type { TokenFormState } from '../forms/form-state';
import { TOKEN_PARAM } from '../forms/outcome-urls';
import { FormNotice } from './FormNotice';

interface TokenActionProps {
  /** The page's own path, where the confirmation is posted. */
  action: string;
  /** The token of the link that opened the page, if it had one. */
  token: string | null;
  /** The action was carried out (the page's done state). */
  done: boolean;
  /** The form after a submission that failed. */
  state?: TokenFormState;
  texts: { text: string; button: string; done: string };
  /** What the page says when the link has no token, or its token was unknown, used or expired. */
  fallback: ReactNode;
}

/**
 * The body of a page reached by an e-mailed link (unsubscribe, confirm a
 * sign-up): a button that posts the link's token back to the page, then what
 * was done. Opening the link alone changes nothing, as mail scanners open
 * links by themselves.
 */
export function TokenAction({ action, token, done, state, texts, fallback }: TokenActionProps) {
  if (done) {
    return (
      <p role="status" tabIndex={-1} autoFocus data-token-done>
        {texts.done}
      </p>
    );
  }
  return (
    <>
      <FormNotice notice={state?.notice} />
      {!token || state?.expired ? (
        <div data-token-fallback>{fallback}</div>
      ) : (
        <form method="post" action={action}>
          <p>{texts.text}</p>
          <input type="hidden" name={TOKEN_PARAM} value={token} />
          <button className="button button-primary" type="submit">
            {texts.button}
          </button>
        </form>
      )}
    </>
  );
}
