import type { Context, Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { renderDesk } from '../render-desk';
import { deskText } from '../i18n/desk-text';
import { EDITOR_SIGN_IN_PATH } from './editor-sign-in-paths';
import { gitHubAppSettings } from './github-app-settings';
import { createEditorToken } from './installation-token';
import { SignInWindow } from './SignInWindow';

/** How long the editor is asked to wait before trying again when GitHub is unavailable. */
const RETRY_AFTER_SECONDS = 60;

type DeskContext = Context<AppEnv>;

/**
 * A refusal in the owner's words, JSON for the window's script, with one log
 * line for the operator naming why (never a token or a key).
 */
function refuse(c: DeskContext, status: 403 | 502 | 503, text: Parameters<typeof deskText>[0], detail: string, headers: Record<string, string> = {}): Response {
  console.warn(JSON.stringify({ desk: 'editor-token', by: c.get('deskUser'), refused: status, detail }));
  return c.json({ error: deskText(text) }, status, headers);
}

/**
 * Whether the request comes from the desk's own pages: the browser says so
 * (Sec-Fetch-Site), or, from one that does not, its Origin is the desk's. A
 * page of another site could make the owner's browser post here, though
 * never read the answer; it gets no token made either.
 */
function sameOrigin(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site !== null) return site === 'same-origin';
  return request.headers.get('origin') === new URL(request.url).origin;
}

/**
 * A new installation token of the site's GitHub App for the editor, one
 * hour long, restricted to the site's repository: `{ token, expires_at }`.
 * Made afresh on each request and never kept: the desk's answers are
 * `private, no-store` (src/desk/private-headers.ts). GitHub refusing the
 * App's settings answers 502, GitHub unreachable or failing 503 with
 * Retry-After, publishing not set up 503: each `{ error }` in French.
 */
async function giveToken(c: DeskContext): Promise<Response> {
  if (!sameOrigin(c.req.raw)) return refuse(c, 403, 'editorToken.crossSite', 'cross-site request');
  const settings = gitHubAppSettings(c.env);
  if (!settings) return refuse(c, 503, 'editorToken.notConfigured', 'GitHub App not configured');
  const made = await createEditorToken(settings);
  if ('failure' in made) {
    return made.failure === 'refused'
      ? refuse(c, 502, 'editorToken.refused', made.detail)
      : refuse(c, 503, 'editorToken.unavailable', made.detail, { 'retry-after': String(RETRY_AFTER_SECONDS) });
  }
  console.log(JSON.stringify({ desk: 'editor-token', by: c.get('deskUser'), expires: made.expiresAt }));
  return c.json({ token: made.token, expires_at: made.expiresAt });
}

/** The sign-in window of the editor and its token, on the desk (behind its access check, which `desk` runs first). */
export function registerEditorSignIn(desk: Hono<AppEnv>): void {
  desk.get(EDITOR_SIGN_IN_PATH, () => renderDesk(<SignInWindow />));
  desk.post(EDITOR_SIGN_IN_PATH, giveToken);
}
