import type { Context, Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { deskText } from '../i18n/desk-text';
import { EDITOR_GRAPHQL_PATH, EDITOR_REST_ROOT } from './editor-sign-in-paths';
import { gitHubAppSettings } from './github-app-settings';
import { GITHUB_API_HEADERS } from './installation-token';

/**
 * Why the editor reaches GitHub through the desk rather than directly: it
 * signs in by asking GitHub who the token's user is (GET /user) and whether
 * that user is a collaborator of the repository, and GitHub answers an App's
 * installation token 403 on both, as the token is the App's, not a person's.
 * Here the person is the one Access let into the desk, and the Worker answers
 * those two itself; every other request, the repository's own REST
 * addresses and GraphQL, goes on to GitHub with the editor's token as it
 * came (the one /bureau/textes/jeton gave, which only reaches the one
 * repository), and GitHub's answer comes back as it is. Anything else is 404.
 */

/** The request headers GitHub reads, passed on; the rest (cookies, Access's token) stays here. */
const FORWARDED_REQUEST_HEADERS = ['authorization', 'accept', 'content-type', 'if-none-match', 'if-modified-since', 'x-github-api-version'] as const;
/** The answer's headers the editor reads: the body's type, caching, pagination, rate limits. */
const FORWARDED_ANSWER_HEADERS = ['content-type', 'etag', 'last-modified', 'link', 'retry-after', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'x-ratelimit-used', 'x-github-request-id'] as const;

const GITHUB_TIMEOUT_MS = 30_000;

type DeskContext = Context<AppEnv>;

/** The editor's user: the address Access let in, as GitHub would describe a user. */
function deskUserProfile(c: DeskContext): Response {
  const email = c.get('deskUser');
  return c.json({ id: 0, login: email, name: email, email, avatar_url: '', html_url: '', type: 'User', bot: false });
}

/** The request on to GitHub at `target`, its answer back, the desk's origin in its pagination links. */
async function forward(c: DeskContext, target: string, apiUrl: string, ownRoot: string): Promise<Response> {
  const headers = new Headers(GITHUB_API_HEADERS);
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = c.req.header(name);
    if (value !== undefined) headers.set(name, value);
  }
  const method = c.req.method;
  let answer: Response;
  try {
    answer = await fetch(target, {
      method,
      headers,
      body: method === 'GET' || method === 'HEAD' ? undefined : c.req.raw.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(GITHUB_TIMEOUT_MS),
    });
  } catch (error) {
    console.warn(JSON.stringify({ desk: 'editor-github', refused: 503, detail: `GitHub unreachable: ${error instanceof Error ? error.name : String(error)}` }));
    return c.json({ message: deskText('editorToken.unavailable') }, 503, { 'retry-after': '60' });
  }
  const answerHeaders = new Headers();
  for (const name of FORWARDED_ANSWER_HEADERS) {
    const value = answer.headers.get(name);
    if (value !== null) answerHeaders.set(name, name === 'link' ? value.replaceAll(`${apiUrl}/`, `${ownRoot}/`) : value);
  }
  return new Response(answer.body, { status: answer.status, headers: answerHeaders });
}

/** GitHub's API for the editor, below EDITOR_REST_ROOT and at EDITOR_GRAPHQL_PATH. */
async function proxy(c: DeskContext): Promise<Response> {
  const settings = gitHubAppSettings(c.env);
  if (!settings) return c.json({ message: deskText('editorToken.notConfigured') }, 503);
  const url = new URL(c.req.url);
  if (url.pathname === EDITOR_GRAPHQL_PATH) {
    return c.req.method === 'POST' ? forward(c, `${settings.apiUrl}/graphql`, settings.apiUrl, `${url.origin}${EDITOR_REST_ROOT}`) : c.notFound();
  }
  const rest = url.pathname.slice(EDITOR_REST_ROOT.length);
  const repository = `/repos/${settings.owner}/${settings.repository}`;
  if (rest === '/user' && c.req.method === 'GET') return deskUserProfile(c);
  if (rest === `${repository}/collaborators/${encodeURIComponent(c.get('deskUser'))}` && c.req.method === 'GET') return c.body(null, 204);
  if (rest !== repository && !rest.startsWith(`${repository}/`)) return c.notFound();
  return forward(c, `${settings.apiUrl}${rest}${url.search}`, settings.apiUrl, `${url.origin}${EDITOR_REST_ROOT}`);
}

/** The editor's way to GitHub, on the desk (behind its access check, which `desk` runs first). */
export function registerGitHubProxy(desk: Hono<AppEnv>): void {
  desk.all(EDITOR_GRAPHQL_PATH, proxy);
  desk.all(`${EDITOR_REST_ROOT}/*`, proxy);
}
