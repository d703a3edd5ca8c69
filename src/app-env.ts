/** The Hono environment of the worker: the bindings of wrangler.toml. */
export type AppEnv = { Bindings: Cloudflare.Env };
