// The bindings of wrangler.toml are typed in src/worker-configuration.d.ts,
// which `npm run types` generates from it (test/toolchain/worker-types.test.ts
// fails when it is stale); what each is for is said beside it in wrangler.toml.
// What follows is the one binding wrangler.toml never holds.
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
  }
}
