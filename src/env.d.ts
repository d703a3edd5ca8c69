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

    // The owner's desk (/bureau): README, "The owner's desk: access". When any
    // of the first three is missing or empty, the desk answers 404 to everyone.
    /** Origin of the Cloudflare Access team, `https://<team>.cloudflareaccess.com`: the issuer of the desk's tokens, and where its public keys are published. */
    ACCESS_TEAM_DOMAIN?: string;
    /** Application Audience (AUD) tag of the desk's Access application: tokens of the team's other applications are refused. */
    ACCESS_AUD?: string;
    /** Addresses let into the desk, comma-separated, compared trimmed and ignoring case; Access's policy must allow them too. */
    DESK_EMAILS?: string;
    /**
     * Local development only (`.dev.vars`): requests from the machine itself
     * (a loopback peer address) to a loopback host name (localhost, 127.0.0.1,
     * [::1]) enter the desk as this address, with no Access token. Does nothing
     * on a deployed Worker, never reached under those names.
     */
    DESK_LOCAL_EMAIL?: string;
  }
}

// The Worker's own exports, as `exports` of `cloudflare:workers` (and `ctx.exports`)
// see them: the worker tests call `exports.default.fetch()`.
declare namespace Cloudflare {
  interface GlobalProps {
    mainModule: typeof import('./index');
  }
}
