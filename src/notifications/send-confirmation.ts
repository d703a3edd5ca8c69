import type { Language } from '../languages/languages';
import { newsletterConfirmation } from './newsletter-confirmation';

/**
 * E-mails the confirmation link of a newsletter sign-up to the address given,
 * through the send_email binding that may write to any address. A failure is
 * logged and not shown: the answer to a sign-up never depends on the address.
 */
export async function sendConfirmation(env: Cloudflare.Env, to: string, language: Language, link: string): Promise<void> {
  const { subject, text } = newsletterConfirmation(language, link);
  try {
    await env.NEWSLETTER_EMAIL.send({ from: env.NEWSLETTER_FROM, to, subject, text });
  } catch (error) {
    console.error('A newsletter confirmation e-mail could not be sent; the address stays pending until it expires.', error);
  }
}
