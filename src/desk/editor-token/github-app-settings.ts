/** What the Worker needs to speak for the site's GitHub App (docs/operating.md#publishing-from-the-editor). */
export type GitHubAppSettings = {
  /** GitHub's REST API, `https://api.github.com` (a stand-in's in the tests). */
  apiUrl: string;
  /** The App's id, the `iss` of the tokens it signs. */
  appId: string;
  /** The App's installation on the account that owns the repository. */
  installationId: string;
  /** The repository the editor writes to, `owner/name`. */
  owner: string;
  repository: string;
  /** The App's private key, PEM (a Worker secret). */
  privateKey: string;
};

type GitHubAppEnv = Pick<Cloudflare.Env, 'GITHUB_API_URL' | 'GITHUB_APP_ID' | 'GITHUB_APP_INSTALLATION_ID' | 'GITHUB_REPOSITORY' | 'GITHUB_APP_PRIVATE_KEY'>;

const WHOLE_NUMBER = /^[1-9][0-9]{0,18}$/;
/** GitHub's own rule for account and repository names. */
const REPOSITORY = /^([A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))\/([A-Za-z0-9._-]{1,100})$/;

/**
 * The App's settings, or null while one of them is missing or malformed: then
 * the editor cannot sign in, and says publishing is not set up, whoever asks.
 */
export function gitHubAppSettings(env: GitHubAppEnv): GitHubAppSettings | null {
  const appId = (env.GITHUB_APP_ID ?? '').trim();
  const installationId = (env.GITHUB_APP_INSTALLATION_ID ?? '').trim();
  const repository = REPOSITORY.exec((env.GITHUB_REPOSITORY ?? '').trim());
  const privateKey = env.GITHUB_APP_PRIVATE_KEY ?? '';
  const apiUrl = (env.GITHUB_API_URL ?? '').trim().replace(/\/+$/, '');
  if (!WHOLE_NUMBER.test(appId) || !WHOLE_NUMBER.test(installationId) || !repository || privateKey.trim() === '' || !URL.canParse(apiUrl)) return null;
  return { apiUrl, appId, installationId, owner: repository[1]!, repository: repository[2]!, privateKey };
}
