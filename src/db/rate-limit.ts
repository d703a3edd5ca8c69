/** The forms that are rate limited, each counted apart. */
export type LimitedForm = 'contact' | 'newsletter';

/** How many submissions are allowed per client, in how long. */
export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/** The limit configured in wrangler.toml's vars. */
export function rateLimitFrom(env: Cloudflare.Env): RateLimit {
  return { max: Number(env.RATE_LIMIT_MAX), windowSeconds: Number(env.RATE_LIMIT_WINDOW_SECONDS) };
}

/**
 * Counts this submission and tells whether it is over the limit. A D1 counter
 * rather than the Workers rate-limiting binding, whose window is 10 or 60
 * seconds only: the rule here is 5 per 10 minutes. The insert and the count
 * run in one batch (a transaction), so concurrent submissions are all counted.
 */
export async function isOverRateLimit(
  db: D1Database,
  clientHash: string,
  form: LimitedForm,
  limit: RateLimit,
  now = Date.now(),
): Promise<boolean> {
  const [, counted] = await db.batch<{ hits: number }>([
    db.prepare('INSERT INTO rate_limit_hits (client_hash, form, at) VALUES (?, ?, ?)').bind(clientHash, form, now),
    db
      .prepare('SELECT COUNT(*) AS hits FROM rate_limit_hits WHERE client_hash = ? AND form = ? AND at > ?')
      .bind(clientHash, form, now - limit.windowSeconds * 1000),
  ]);
  return (counted?.results[0]?.hits ?? 0) > limit.max;
}
