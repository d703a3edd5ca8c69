import { appJwt } from './app-jwt';
import type { GitHubAppSettings } from './github-app-settings';
import { importAppPrivateKey, PrivateKeyError } from './private-key';

/**
 * What the editor may do with the token, and nothing more: write files and
 * branches (contents), open, label and merge its drafts' pull requests
 * (pull_requests), and read the checks of a draft and the status the check
 * sets on it (checks, statuses), on the one repository. The App must have been granted at least these.
 */
export const EDITOR_PERMISSIONS = { contents: 'write', pull_requests: 'write', checks: 'read', statuses: 'read' } as const;

/** How long GitHub may take to answer before the editor is told it is unavailable. */
const GITHUB_TIMEOUT_MS = 10_000;

/** The headers GitHub asks every API client to send (it refuses a request without a User-Agent). */
export const GITHUB_API_HEADERS = {
  accept: 'application/vnd.github+json',
  'x-github-api-version': '2022-11-28',
  'user-agent': 'sillage-communication-site',
} as const;

/** A token for the editor: GitHub's installation token, valid one hour. */
export type EditorToken = { token: string; expiresAt: string };

/**
 * Why no token was made, for the log (`detail`, never a secret) and for the
 * answer: `refused` when GitHub answered that the App's settings are wrong
 * (its key, its id, its installation, its permissions), which only the
 * operator can fix; `unavailable` when GitHub could not be reached or failed,
 * which trying again later may fix.
 */
export type TokenFailure = { failure: 'refused' | 'unavailable'; detail: string };

/** GitHub's answer to a token request, as much of it as is read. */
type AccessTokenAnswer = { token?: unknown; expires_at?: unknown };

/**
 * Asks GitHub for a new installation token restricted to the site's
 * repository and to EDITOR_PERMISSIONS, as the App (a JWT signed with its
 * private key). Never kept: each call makes a new one.
 * https://docs.github.com/en/rest/apps/apps#create-an-installation-access-token-for-an-app
 */
export async function createEditorToken(settings: GitHubAppSettings, now: number = Date.now()): Promise<EditorToken | TokenFailure> {
  let key: CryptoKey;
  try {
    key = await importAppPrivateKey(settings.privateKey);
  } catch (error) {
    if (error instanceof PrivateKeyError) return { failure: 'refused', detail: `private key: ${error.message}` };
    throw error;
  }
  const url = `${settings.apiUrl}/app/installations/${settings.installationId}/access_tokens`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { ...GITHUB_API_HEADERS, authorization: `Bearer ${await appJwt(settings.appId, key, now)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ repositories: [settings.repository], permissions: EDITOR_PERMISSIONS }),
      signal: AbortSignal.timeout(GITHUB_TIMEOUT_MS),
    });
  } catch (error) {
    return { failure: 'unavailable', detail: `GitHub unreachable: ${error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 200) : String(error)}` };
  }
  const body = await response.text();
  if (response.status >= 500 || response.status === 429) return { failure: 'unavailable', detail: `GitHub answered ${response.status}` };
  if (response.status !== 201) return { failure: 'refused', detail: `GitHub answered ${response.status}: ${messageOf(body)}` };
  const answer = parsed(body);
  if (typeof answer?.token !== 'string' || answer.token === '' || typeof answer.expires_at !== 'string' || Number.isNaN(Date.parse(answer.expires_at))) {
    return { failure: 'unavailable', detail: 'GitHub answered 201 without a token' };
  }
  return { token: answer.token, expiresAt: new Date(answer.expires_at).toISOString() };
}

function parsed(body: string): AccessTokenAnswer | null {
  try {
    const value: unknown = JSON.parse(body);
    return typeof value === 'object' && value !== null ? (value as AccessTokenAnswer) : null;
  } catch {
    return null;
  }
}

/** GitHub's own words on a refusal (`{"message": …}`), cut short, for the operator's log. */
function messageOf(body: string): string {
  const message = (parsed(body) as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message.slice(0, 200) : 'no message';
}
