/** What the desk's tokens are checked against, from the Worker's settings (docs/operating.md#the-owners-desk-access). */
export type AccessSettings = {
  /** The team's origin, `https://<team>.cloudflareaccess.com`: the tokens' issuer (`iss`), and where its public keys are published. */
  teamDomain: string;
  /** The Access application's audience tag (`aud`): a token of another application of the team is refused. */
  audience: string;
  /** The addresses let in, as `normalizeEmail` writes them. */
  emails: ReadonlySet<string>;
};

/** An e-mail address as the desk compares it: Access and the owner may not write it with the same case or spaces. */
export const normalizeEmail = (address: string): string => address.trim().toLowerCase();

/**
 * The settings of the desk's access, or null when one of them is missing or
 * empty: then nobody is let in. `teamDomain` is reduced to an origin, so a
 * trailing slash or a pasted certs address still names the issuer exactly.
 */
export function accessSettings(env: Pick<Cloudflare.Env, 'ACCESS_TEAM_DOMAIN' | 'ACCESS_AUD' | 'DESK_EMAILS'>): AccessSettings | null {
  const teamDomain = teamOrigin(env.ACCESS_TEAM_DOMAIN ?? '');
  const audience = (env.ACCESS_AUD ?? '').trim();
  const emails = new Set((env.DESK_EMAILS ?? '').split(',').map(normalizeEmail).filter((email) => email !== ''));
  if (teamDomain === null || audience === '' || emails.size === 0) return null;
  return { teamDomain, audience, emails };
}

/** The origin of the team's address, with `https://` assumed when the scheme was left out; null when it is no web address. */
function teamOrigin(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  try {
    const url = new URL(trimmed.includes('://') ? trimmed : `https://${trimmed}`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}
