import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { renderRoute } from '../../render/render-route';
import type { ServedPath } from '../../routes';
import { textFields, textFieldsWithin } from '../../forms/fields';
import type { RefuseForm } from './form-guards';
import type { TokenFormState } from '../../forms/form-state';
import { TOKEN_PARAM, tokenDoneUrl } from '../../forms/outcome-urls';
import { buildFiles } from '../build-files';

type TokenForm = TokenFormState['form'];

/** A link's token is a UUID (src/db/newsletter-subscribers.ts): 36 characters, with room to spare. */
const TOKEN_MAX_LENGTH = 64;

/** A token page answered with `status` and its form in `state`. */
function renderTokenForm(c: Context<AppEnv>, served: ServedPath, form: TokenForm, status: number, state: Omit<TokenFormState, 'form'>) {
  return renderRoute(served, c.env.SITE_URL, { status, form: { form, ...state }, files: buildFiles(c.env) });
}

/** The token page for a post refused before it was read (400, 413), the token kept when there is one. */
export function refuseTokenForm(served: ServedPath, form: TokenForm): RefuseForm {
  return (c, { status, notice }, body) =>
    renderTokenForm(c, served, form, status, { values: textFieldsWithin(body, { [TOKEN_PARAM]: TOKEN_MAX_LENGTH }), errors: {}, notice });
}

/**
 * Receives the confirmation posted from a page reached by an e-mailed link
 * (unsubscribe, confirm a sign-up): `carryOut` does what the link's token
 * asks, then the answer is 303 to the page's done state. A token `carryOut`
 * does not know answers 410 with the page saying the link expired or was used.
 * The action happens on POST only, as mail scanners open the links of a
 * message without anyone asking.
 */
export function tokenHandler(served: ServedPath, form: TokenForm, carryOut: (c: Context<AppEnv>, token: string) => Promise<boolean>) {
  return async function tokenSubmission(c: Context<AppEnv>): Promise<Response> {
    const { [TOKEN_PARAM]: token } = textFields(c.get('formBody'), [TOKEN_PARAM]);
    if (!token) return c.redirect(served.path, 303);
    let done: boolean;
    try {
      done = await carryOut(c, token);
    } catch (error) {
      console.error(`A ${form} request could not be carried out.`, error);
      return renderTokenForm(c, served, form, 503, { values: { token }, errors: {}, notice: 'unavailable' });
    }
    if (!done) return renderTokenForm(c, served, form, 410, { values: {}, errors: {}, expired: true });
    return c.redirect(tokenDoneUrl(served.path), 303);
  };
}
