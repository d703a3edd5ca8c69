import { decodeHeader, isTokenHeader, verifyWithJwks } from 'hono/utils/jwt/jwt';
import {
  JwtAlgorithmMismatch,
  JwtAlgorithmNotAllowed,
  JwtHeaderInvalid,
  JwtHeaderRequiresKid,
  JwtPayloadRequiresAud,
  JwtSymmetricAlgorithmNotAllowed,
  JwtTokenAudience,
  JwtTokenExpired,
  JwtTokenInvalid,
  JwtTokenIssuedAt,
  JwtTokenIssuer,
  JwtTokenNotBefore,
  JwtTokenSignatureMismatched,
  type JWTPayload,
} from 'hono/utils/jwt/types';
import type { AccessKeyCache } from './access-keys';
import type { AccessRefusal } from './access-refusal';
import { normalizeEmail, type AccessSettings } from './access-settings';

/** The one algorithm Access signs its tokens with. */
const ACCESS_ALGORITHM = 'RS256';

/** Who a token lets in, or why it lets no one in. */
export type AccessVerdict = { email: string } | { refused: AccessRefusal };

/**
 * Checks a token of Cloudflare Access (the `Cf-Access-Jwt-Assertion` header)
 * against `settings`: RS256 signature by one of the team's keys, audience,
 * issuer, expiry (required: Hono checks `exp` only when there is one), `nbf`
 * and `iat` when present, and an e-mail address among the allowed ones.
 * Never throws: whatever goes wrong refuses.
 */
export async function verifyAccessToken(token: string | undefined, settings: AccessSettings, keys: AccessKeyCache): Promise<AccessVerdict> {
  if (!token) return { refused: 'no-token' };
  const header = tokenHeader(token);
  if ('refused' in header) return header;
  // The key is looked up before Hono verifies, so that Hono gets it and never fetches by itself.
  const lookup = await keys.keyFor(settings.teamDomain, header.kid);
  if ('refused' in lookup) return lookup;

  let payload: JWTPayload;
  try {
    payload = await verifyWithJwks(token, {
      keys: [lookup.key],
      allowedAlgorithms: [ACCESS_ALGORITHM],
      verification: { iss: settings.teamDomain, aud: settings.audience },
    });
  } catch (error) {
    return { refused: refusalOf(error) };
  }
  if (typeof payload.exp !== 'number') return { refused: 'no-expiry' };
  const email = typeof payload.email === 'string' ? normalizeEmail(payload.email) : '';
  if (email === '') return { refused: 'no-email' };
  if (!settings.emails.has(email)) return { refused: 'email-not-allowed' };
  return { email };
}

/**
 * The key id of a token whose header Access could have written, read before
 * any key is fetched: a token of another algorithm, or with no key id, must
 * not make the Worker fetch the team's keys.
 */
function tokenHeader(token: string): { kid: string } | { refused: AccessRefusal } {
  let header: unknown;
  try {
    header = decodeHeader(token);
  } catch {
    return { refused: 'malformed' };
  }
  if (typeof header !== 'object' || header === null || Array.isArray(header)) return { refused: 'malformed' };
  if (!('alg' in header) || header.alg !== ACCESS_ALGORITHM) return { refused: 'algorithm-not-allowed' };
  if (!isTokenHeader(header)) return { refused: 'malformed' };
  if (typeof header.kid !== 'string' || header.kid === '') return { refused: 'no-key-id' };
  return { kid: header.kid };
}

/** The refusal a failed check of Hono's stands for. */
function refusalOf(error: unknown): AccessRefusal {
  if (error instanceof JwtTokenSignatureMismatched) return 'bad-signature';
  if (error instanceof JwtTokenExpired) return 'expired';
  if (error instanceof JwtTokenNotBefore) return 'not-yet-valid';
  if (error instanceof JwtTokenIssuedAt) return 'issued-in-future';
  if (error instanceof JwtTokenAudience || error instanceof JwtPayloadRequiresAud) return 'wrong-audience';
  if (error instanceof JwtTokenIssuer) return 'wrong-issuer';
  if (error instanceof JwtHeaderRequiresKid) return 'no-key-id';
  if (error instanceof JwtAlgorithmNotAllowed || error instanceof JwtSymmetricAlgorithmNotAllowed || error instanceof JwtAlgorithmMismatch) {
    return 'algorithm-not-allowed';
  }
  if (error instanceof JwtTokenInvalid || error instanceof JwtHeaderInvalid) return 'malformed';
  return 'invalid-token';
}
