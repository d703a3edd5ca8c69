// Bindings of wrangler.toml, as `cloudflare:test` and the worker see them.
declare namespace Cloudflare {
  interface Env {
    ASSETS: Fetcher;
    /** Absolute origin of the site, for canonical and alternate links. */
    SITE_URL: string;

    /** Contact messages, newsletter sign-ups and the rate-limit counter. */
    DB: D1Database;
    /** Sends the owner's notification of each contact message. */
    NOTIFICATION_EMAIL: SendEmail;
    /** Sender of the notifications, allowed by the binding. */
    NOTIFY_FROM: string;
    /** Recipient of the notifications (the agency), allowed by the binding. */
    NOTIFY_TO: string;
    /** Sends the confirmation e-mail of each newsletter sign-up, to any address. */
    NEWSLETTER_EMAIL: SendEmail;
    /** Sender of the confirmation e-mails, allowed by that binding. */
    NEWSLETTER_FROM: string;
    /** Submissions of one form allowed per client address and window. */
    RATE_LIMIT_MAX: string;
    /** Length of the rate-limit window, in seconds. */
    RATE_LIMIT_WINDOW_SECONDS: string;
    /** Audience beacons allowed per client (keyed by a hash of its address) in 10 seconds. */
    AUDIENCE_RATE_LIMIT: RateLimit;
  }
}

// The Worker's own exports, as `exports` of `cloudflare:workers` (and `ctx.exports`)
// see them: the worker tests call `exports.default.fetch()`.
declare namespace Cloudflare {
  interface GlobalProps {
    mainModule: typeof import('./index');
  }
}
