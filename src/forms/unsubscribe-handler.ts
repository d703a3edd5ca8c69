import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { unsubscribe } from '../db/newsletter-subscribers';
import { renderRoute } from '../render-route';
import type { ServedPath } from '../routes';
import { textFields } from './fields';
import { TOKEN_PARAM, unsubscribedUrl } from './outcome-urls';

/**
 * Receives the unsubscribe confirmation posted from its own page: removes the
 * row whose link carries the token and answers 303 to the page's done state.
 * An unknown token (already used) ends the same way, so the link never tells
 * whether an address is on the list. The removal happens on POST only, as
 * mail scanners open the links of a message without anyone asking.
 */
export function unsubscribeHandler(served: ServedPath) {
  return async function unsubscribeSubmission(c: Context<AppEnv>): Promise<Response> {
    const { [TOKEN_PARAM]: token } = textFields(await c.req.parseBody(), [TOKEN_PARAM]);
    if (!token) return c.redirect(served.path, 303);
    try {
      await unsubscribe(c.env.DB, token);
    } catch (error) {
      console.error('An unsubscribe request could not be carried out.', error);
      return renderRoute(served, c.env.SITE_URL, {
        status: 503,
        form: { form: 'unsubscribe', values: { token }, errors: {}, notice: 'unavailable' },
      });
    }
    return c.redirect(unsubscribedUrl(served.path), 303);
  };
}
