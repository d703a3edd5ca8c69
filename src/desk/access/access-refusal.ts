/**
 * Why a request was kept out of the owner's desk, as the refusal's log line
 * names it. The visitor is told none of this: every refusal is the site's 404
 * page, so the desk cannot be told apart from an address that does not exist.
 */
export type AccessRefusal =
  /** ACCESS_TEAM_DOMAIN, ACCESS_AUD or DESK_EMAILS is missing: nobody is let in. */
  | 'not-configured'
  /** No `Cf-Access-Jwt-Assertion` header: the request did not come through Access. */
  | 'no-token'
  /** Not a JSON Web Token, or a header Access would not write (`crit`, an odd `typ`). */
  | 'malformed'
  /** Signed with anything but RS256, Access's algorithm (`none` and HS256 among them). */
  | 'algorithm-not-allowed'
  /** No key id in the token's header, so no public key to check it with. */
  | 'no-key-id'
  /** A key id the team does not publish, even after fetching its keys again (or too soon to fetch them again). */
  | 'unknown-key'
  /** The team's public keys could not be fetched. */
  | 'keys-unavailable'
  /** The signature is not the team's key's. */
  | 'bad-signature'
  | 'expired'
  /** No `exp`: a token that never expires is not one Access issues. */
  | 'no-expiry'
  /** `nbf` in the future. */
  | 'not-yet-valid'
  /** `iat` in the future. */
  | 'issued-in-future'
  /** Issued for another Access application (`aud`). */
  | 'wrong-audience'
  /** Issued by another team (`iss`). */
  | 'wrong-issuer'
  /** No `email` claim (a service token, for instance). */
  | 'no-email'
  /** A signed-in address that is not in DESK_EMAILS. */
  | 'email-not-allowed'
  /** Anything else that went wrong checking the token: refused rather than answered 500. */
  | 'invalid-token';
