import type { EditorPolicyVariables } from './http/security-headers';

/** A posted form's fields as Hono parses them: text, or a file for a file field. */
export type FormBody = Record<string, string | File>;

/**
 * The Hono environment of the worker: the bindings of wrangler.toml, the body
 * of a posted form, parsed once by the forms' guards, and on the owner's desk
 * the e-mail address Cloudflare Access let in (src/desk/access/), and whether
 * an answer is the desk's text editor's, which has a policy of its own.
 */
export type AppEnv = { Bindings: Cloudflare.Env; Variables: { formBody: FormBody; deskUser: string } & EditorPolicyVariables };
