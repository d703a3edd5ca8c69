import type { Context } from 'hono';
import type { AppEnv } from './app-env';
import { isEditorPath } from './desk/desk-paths';
import { privateAnswer } from './desk/private-headers';

/**
 * The owner's desk is a module of its own (src/generated/desk.js, bundled by
 * build.mjs from src/desk/desk-app.tsx, React and Hono inside), outside the
 * Worker's main module: a new isolate serving the public pages neither reads
 * nor evaluates it, and the first request to /bureau loads it. The import
 * stays at the root of src/, where Workers resolve an additional module's
 * name from (wrangler.toml, `rules`).
 */
const loadDesk = () => import('./generated/desk.js');

/**
 * Answers a request under /bureau with the desk, every answer private. What it
 * leaves unanswered (anyone Access did not let in, an address it does not
 * have) gets the site's 404 page exactly as any unknown address does, headers
 * included: nothing tells the desk's addresses from ones that do not exist.
 * The text editor's answers get its policy, and only those.
 */
export async function deskHandler(c: Context<AppEnv>): Promise<Response> {
  const { deskFetch } = await loadDesk();
  const response = await deskFetch(c.req.raw, c.env, c.executionCtx);
  if (response.status === 404 && response.body === null) return c.notFound();
  // The text editor, once Access let her in, has a policy of its own (src/http/security-headers.ts).
  if (isEditorPath(c.req.path)) c.set('editorPolicy', true);
  return privateAnswer(response);
}
