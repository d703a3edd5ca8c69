import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { countConversion } from '../../db/audience';
import { confirmSignUp } from '../../db/newsletter-subscribers';
import { languageFromPath } from '../../languages/languages';
import { newsletterPage } from '../../routes';

/**
 * The one place a newsletter sign-up becomes a subscription: the pending
 * address whose confirmation link carries `token` is confirmed. False when
 * the link is unknown, used or expired.
 */
export async function confirmNewsletterSignUp(c: Context<AppEnv>, token: string): Promise<boolean> {
  const confirmed = await confirmSignUp(c.env.DB, token);
  if (confirmed) {
    // Counted for the page whose box took the sign-up, in the language of the e-mailed link.
    const language = languageFromPath(c.req.path);
    c.executionCtx.waitUntil(countConversion(c.env.DB, { kind: 'newsletter', route: newsletterPage(language).route.id, language }));
  }
  return confirmed;
}
