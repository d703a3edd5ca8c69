/** The forms that are rate limited, each counted apart. */
export type LimitedForm = 'contact' | 'newsletter' | 'booking';

/** How many submissions are allowed per client, in how long. */
export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/** The limit configured in wrangler.toml's vars. */
export function rateLimitFrom(env: Cloudflare.Env): RateLimit {
  return { max: Number(env.RATE_LIMIT_MAX), windowSeconds: Number(env.RATE_LIMIT_WINDOW_SECONDS) };
}

/** One submission counted against the limit. */
export interface RateLimitHit {
  /** False when the submission is over the limit; it is then not counted. */
  allowed: boolean;
  /** Uncounts the submission, when what it carried could not be kept after all. */
  giveBack(): Promise<void>;
}

/**
 * Counts this submission and tells whether it is within the limit. A D1
 * counter rather than the Workers rate-limiting binding, whose window is 10 or
 * 60 seconds only: the rule here is 5 per 10 minutes. The insert and the count
 * run in one batch (a transaction), so concurrent submissions are all counted.
 * Only accepted submissions stay counted: a refused one is given back at once,
 * and the handler gives back one it could not store, so a visitor who met an
 * outage is not locked out once it is over.
 */
export async function countSubmission(
  db: D1Database,
  clientHash: string,
  form: LimitedForm,
  limit: RateLimit,
  now = Date.now(),
): Promise<RateLimitHit> {
  const [inserted, counted] = await db.batch<{ id?: number; hits?: number }>([
    db.prepare('INSERT INTO rate_limit_hits (client_hash, form, at) VALUES (?, ?, ?) RETURNING rowid AS id').bind(clientHash, form, now),
    db
      .prepare('SELECT COUNT(*) AS hits FROM rate_limit_hits WHERE client_hash = ? AND form = ? AND at > ?')
      .bind(clientHash, form, now - limit.windowSeconds * 1000),
  ]);
  const id = inserted?.results[0]?.id;
  const giveBack = async () => {
    await db.prepare('DELETE FROM rate_limit_hits WHERE rowid = ?').bind(id).run();
  };
  const allowed = (counted?.results[0]?.hits ?? 0) <= limit.max;
  if (!allowed) await giveBack();
  return { allowed, giveBack };
}
