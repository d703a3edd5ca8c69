// The bindings of wrangler.toml are typed in src/worker-configuration.d.ts,
// which `npm run types` generates from it (test/toolchain/worker-types.test.ts
// fails when it is stale); what each is for is said beside it in wrangler.toml.
// What follows are the bindings wrangler.toml never holds: a local-only
// variable and a secret.
declare namespace Cloudflare {
  interface Env {
    /**
     * Local development only (`.dev.vars`, or the browser tests' dev server):
     * requests from the machine itself (a loopback peer address) to a loopback
     * host name (localhost, 127.0.0.1, [::1]) enter the desk as this address,
     * with no Access token (src/desk/access/local-access.ts). Never set on a
     * deployed Worker.
     */
    DESK_LOCAL_EMAIL?: string;
    /**
     * The site's GitHub App's private key, PEM as GitHub gives it (PKCS#1) or
     * PKCS#8: a Worker secret (`wrangler secret put GITHUB_APP_PRIVATE_KEY`;
     * locally, `.dev.vars`). Not declared in wrangler.toml's `[secrets]`,
     * which would make every deploy fail until the App is set up: missing, the
     * editor says publishing is not set up (src/desk/editor-token/).
     */
    GITHUB_APP_PRIVATE_KEY?: string;
  }
}
