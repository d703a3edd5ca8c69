// The editor's sign-in window (/bureau/textes/jeton, src/desk/editor-token/):
// the editor (Sveltia CMS) opens it as its OAuth popup and waits for the
// token the way Netlify's and Decap's authenticators hand it over. This
// script asks its own address for the token (behind Cloudflare Access, like
// the whole desk), says "authorizing:github" to the editor, and once the
// editor answers the same words, posts "authorization:github:success:{token}"
// (or ":error:{error}", which the editor shows at its sign-in). Messages go
// to and are taken from this origin only: the editor is on the same site.

const PROVIDER = 'github';

type Outcome = { token: string } | { error: string };

/** Shows the paragraph `data-sign-in="<state>"` of the page and hides the others (their texts come from the desk's dictionary). */
function show(state: 'working' | 'done' | 'no-opener' | 'failed', text?: string): void {
  for (const paragraph of document.querySelectorAll<HTMLElement>('[data-sign-in]')) {
    paragraph.hidden = paragraph.dataset.signIn !== state;
    if (text && paragraph.dataset.signIn === state) paragraph.textContent = text;
  }
}

/** The token, or why there is none in the owner's words, from the Worker; a network failure in the page's own words. */
async function requestToken(): Promise<Outcome> {
  try {
    const response = await fetch(window.location.pathname, { method: 'POST', credentials: 'same-origin', headers: { accept: 'application/json' } });
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null) {
      if ('token' in body && typeof body.token === 'string') return { token: body.token };
      if ('error' in body && typeof body.error === 'string') return { error: body.error };
    }
  } catch {
    // Shown below as the page's own "failed" text.
  }
  return { error: '' };
}

/** Hands `outcome` to the editor once it answered the handshake. */
function handOver(editor: Window, outcome: Outcome): void {
  const message = 'token' in outcome ? `authorization:${PROVIDER}:success:${JSON.stringify({ provider: PROVIDER, token: outcome.token })}` : `authorization:${PROVIDER}:error:${JSON.stringify({ provider: PROVIDER, error: outcome.error })}`;
  window.addEventListener('message', function answer(event: MessageEvent) {
    if (event.origin !== window.location.origin || event.source !== editor || event.data !== `authorizing:${PROVIDER}`) return;
    window.removeEventListener('message', answer);
    editor.postMessage(message, window.location.origin);
  });
  editor.postMessage(`authorizing:${PROVIDER}`, window.location.origin);
}

/** The page's own text for a state, as the server wrote it. */
const pageText = (state: string): string => document.querySelector<HTMLElement>(`[data-sign-in="${state}"]`)?.textContent ?? '';

async function signIn(): Promise<void> {
  const editor = window.opener as Window | null;
  if (!editor) return show('no-opener');
  show('working');
  let outcome = await requestToken();
  if ('error' in outcome && outcome.error === '') outcome = { error: pageText('failed') };
  if ('token' in outcome) show('done');
  else show('failed', outcome.error);
  handOver(editor, outcome);
}

void signIn();
