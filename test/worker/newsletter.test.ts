import { env, exports } from 'cloudflare:workers';
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageContent } from '../../src/content/page-content';
import { mailboxKey } from '../../src/db/mailbox-key';
import { CONFIRMATION_RESEND_MINUTES, CONFIRMATION_VALID_DAYS, CONFIRMATIONS_PER_DAY } from '../../src/db/newsletter-subscribers';
import { translate } from '../../src/i18n/dictionary';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../src/languages/languages';
import worker from '../../src/index';
import { newsletterConfirmation } from '../../src/notifications/newsletter-confirmation';
import { linkTo, newsletterPage } from '../../src/routes';
import { newClientAddress, ORIGIN, postForm, rowsOf } from './forms';
import { decodeEntities, queryAll, readPage } from './html';
// Reads the texts without a request.
import './texts';

afterEach(() => vi.restoreAllMocks());

interface Subscriber {
  email: string;
  language: string;
  created_at: string;
  last_contact_at: string;
  consent_version: string;
  unsubscribe_token: string;
  confirmed_at: string | null;
  confirmation_token: string | null;
  confirmation_expires_at: string | null;
}

const DAY = 24 * 60 * 60 * 1000;
const subscribers = () => rowsOf<Subscriber>('newsletter_subscribers');
const subscriber = async (email: string) => (await subscribers()).find((row) => row.email.toLowerCase() === email.toLowerCase());
const signUp = (email: string, extra: Record<string, string> = {}) => postForm('/newsletter', { email, language: 'fr', website: '', ...extra });
const confirmationPath = (language: Language) => linkTo('newsletter-confirmation', language);
const unsubscribePath = (language: Language) => linkTo('newsletter-unsubscribe', language);

/** Opens an e-mailed link: a page kept out of search engines whose form posts the link's token back to its own path. Answers its HTML. */
async function openTokenLink(path: string, token: string): Promise<string> {
  const page = await exports.default.fetch(`${ORIGIN}${path}?token=${token}`);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect((await queryAll(html, `main form[action="${path}"] input[name="token"]`))[0]!.attributes.value).toBe(token);
  expect(await queryAll(html, 'meta[name="robots"][content="noindex"]')).toHaveLength(1);
  return html;
}

/** Posts a sign-up straight to the worker with `workerEnv`, and waits for what it does after answering (the e-mail). */
async function signUpWith(workerEnv: Cloudflare.Env, email: string): Promise<Response> {
  const ctx = createExecutionContext();
  const request = new Request(`${ORIGIN}/newsletter`, {
    method: 'POST',
    body: new URLSearchParams({ email, language: 'es', website: '' }),
    headers: { origin: ORIGIN, 'cf-connecting-ip': newClientAddress() },
  });
  const response = await worker.fetch(request, workerEnv, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** The worker's env with its real newsletter binding, each e-mail it is asked to send recorded on the way. */
function recordingEnv(sent: { to: string; text: string }[]): Cloudflare.Env {
  const binding = env.NEWSLETTER_EMAIL;
  return {
    ...env,
    NEWSLETTER_EMAIL: {
      send: (message: { to: string; text: string }) => {
        sent.push(message);
        return binding.send(message as never);
      },
    } as unknown as SendEmail,
  };
}

/** Moves every confirmation e-mail counted `minutes` into the past: as much time has passed. */
const passes = (minutes: number) =>
  env.DB.prepare(`UPDATE confirmation_emails SET sent_at = strftime('%Y-%m-%dT%H:%M:%fZ', sent_at, ?)`).bind(`-${minutes} minutes`).run();

describe('confirmation e-mails to one address', () => {

  it('are sent once for many sign-ups in a row, the link already sent still valid, the answer always the same', async () => {
    const sent: { to: string; text: string }[] = [];
    const email = 'victime@example.org';
    const answers = [];
    for (let signUp = 1; signUp <= 5; signUp += 1) answers.push(await signUpWith(recordingEnv(sent), email));
    expect(new Set(answers.map((answer) => `${answer.status} ${answer.headers.get('location')}`)).size).toBe(1);
    expect(sent.map((message) => message.to)).toEqual([email]);
    const { confirmation_token: token } = (await subscriber(email))!;
    expect(sent[0]!.text).toContain(`token=${token}`);
  });

  it(`are sent again only after ${CONFIRMATION_RESEND_MINUTES} minutes, at most ${CONFIRMATIONS_PER_DAY} a day, with the same link`, async () => {
    const sent: { to: string; text: string }[] = [];
    const email = 'relance@example.org';
    await signUpWith(recordingEnv(sent), email);
    const { confirmation_token: token } = (await subscriber(email))!;
    for (let round = 1; round < CONFIRMATIONS_PER_DAY + 2; round += 1) {
      await passes(CONFIRMATION_RESEND_MINUTES - 1);
      await signUpWith(recordingEnv(sent), email);
      await passes(2);
      await signUpWith(recordingEnv(sent), email);
    }
    expect(sent).toHaveLength(CONFIRMATIONS_PER_DAY);
    expect(sent.every((message) => message.text.includes(`token=${token}`))).toBe(true);
    // A day later, one more.
    await passes(24 * 60);
    await signUpWith(recordingEnv(sent), email);
    expect(sent).toHaveLength(CONFIRMATIONS_PER_DAY + 1);
  });

  it('carry a new link once the one sent has expired', async () => {
    const sent: { to: string; text: string }[] = [];
    const email = 'expiree@example.org';
    await signUpWith(recordingEnv(sent), email);
    const { confirmation_token: first } = (await subscriber(email))!;
    await env.DB.prepare('UPDATE newsletter_subscribers SET confirmation_expires_at = ? WHERE email = ?').bind(new Date(Date.now() - 1000).toISOString(), email).run();
    await passes(CONFIRMATION_RESEND_MINUTES + 1);
    await signUpWith(recordingEnv(sent), email);
    const { confirmation_token: second } = (await subscriber(email))!;
    expect(second).not.toBe(first);
    expect(sent.at(-1)!.text).toContain(`token=${second}`);
  });
});

describe('confirmation e-mails to one mailbox', () => {
  it('are sent once for sign-ups of its sub-addresses, and of its dotted addresses at Gmail, each address stored as typed', async () => {
    const sent: { to: string; text: string }[] = [];
    const gmail = ['victime@gmail.com', 'victime+1@gmail.com', 'victime+2@gmail.com', 'v.ictime@gmail.com', 'Vic.Time+news@googlemail.com'];
    // Within the same second, as an attacker would post them.
    const answers = await Promise.all(gmail.map((email) => signUpWith(recordingEnv(sent), email)));
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([303]));
    expect(sent).toHaveLength(1);
    expect(gmail).toContain(sent[0]!.to);
    // Elsewhere the dots make another mailbox; a +tag still does not.
    for (const email of ['lea@example.org', 'lea+promo@example.org', 'LEA+x@Example.org', 'l.ea@example.org']) await signUpWith(recordingEnv(sent), email);
    expect(sent.slice(1).map((message) => message.to)).toEqual(['lea@example.org', 'l.ea@example.org']);
    for (const email of [...gmail, 'lea+promo@example.org', 'LEA+x@Example.org']) expect((await subscriber(email))?.email).toBe(email);
  });

  it('are keyed by the mailbox: lower case, no +tag anywhere, no dots at Gmail under either of its domains', () => {
    expect(
      ['Jeanne.Dupont+salon@Boulangerie-Dupont.fr', 'jeanne.dupont@boulangerie-dupont.fr', 'J.e.a.n.n.e+x+y@GoogleMail.com', 'jeanne@gmail.com', '+tag@example.com'].map(mailboxKey),
    ).toEqual(['jeanne.dupont@boulangerie-dupont.fr', 'jeanne.dupont@boulangerie-dupont.fr', 'jeanne@gmail.com', 'jeanne@gmail.com', '+tag@example.com']);
  });
});

describe('a newsletter sign-up', () => {
  it('is recorded as pending in the visitor’s language, with a confirmation link valid for a few days, and the box asks to check the inbox', async () => {
    const before = Date.now();
    const response = await signUp('marc@garage-etchegaray.fr', { language: 'en' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${linkTo('blog', 'en')}?newsletter=check-inbox`);
    const row = (await subscriber('marc@garage-etchegaray.fr'))!;
    expect(row).toMatchObject({ language: 'en', consent_version: pageContent('blog', newsletterPage('en').language).newsletter.consentVersion, confirmed_at: null });
    expect(row.unsubscribe_token).toMatch(/^[0-9a-f-]{36}$/);
    expect(row.confirmation_token).toMatch(/^[0-9a-f-]{36}$/);
    const expires = Date.parse(row.confirmation_expires_at!);
    expect(expires).toBeGreaterThanOrEqual(before + CONFIRMATION_VALID_DAYS * DAY);
    expect(expires).toBeLessThanOrEqual(Date.now() + CONFIRMATION_VALID_DAYS * DAY);

    const html = await (await exports.default.fetch(`${ORIGIN}/blog?newsletter=check-inbox`)).text();
    const [outcome] = await queryAll(html, '[data-newsletter-outcome]');
    expect(outcome!.text).toBe(translate('fr', 'newsletter.checkInbox'));
    expect(outcome!.attributes).toMatchObject({ role: 'status', autofocus: '' });
  });

  it('is answered the same whether the address is new, pending or confirmed, and a stranger changes nothing of a confirmed one', async () => {
    const email = 'lea@atelier-lea.fr';
    const answers = [await signUp(email), await signUp(email)];
    const { confirmation_token: token } = (await subscriber(email))!;
    expect((await postForm(confirmationPath('fr'), { token: token! })).status).toBe(303);
    const confirmed = (await subscriber(email))!;
    answers.push(await signUp('Lea@Atelier-Lea.fr', { language: 'es' }));
    // Each is the answer a new address gets from the blog of its language.
    expect(answers.map((answer) => [answer.status, answer.headers.get('location')])).toEqual([
      [303, `${linkTo('blog', 'fr')}?newsletter=check-inbox`],
      [303, `${linkTo('blog', 'fr')}?newsletter=check-inbox`],
      [303, `${linkTo('blog', 'es')}?newsletter=check-inbox`],
    ]);
    expect(await subscriber(email)).toEqual(confirmed);
    expect((await subscribers()).filter((row) => row.email.toLowerCase() === email)).toHaveLength(1);
  });

  it('is e-mailed through the send_email binding, which may write to any address; a failure is logged and changes nothing visible', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const sent = await signUpWith(env, 'ana@floristeria-ana.es');
    expect(errors).not.toHaveBeenCalled();
    // The binding only sends from the sender wrangler.toml allows: this one is refused for real.
    const refused = await signUpWith({ ...env, NEWSLETTER_FROM: 'someone@example.com' }, 'pablo@taller-pablo.es');
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('confirmation e-mail could not be sent'), expect.anything());
    expect([refused.status, refused.headers.get('location')]).toEqual([sent.status, sent.headers.get('location')]);
  });

  it('with an invalid address answers 422 with the input kept and the message next to the field', async () => {
    const before = (await subscribers()).length;
    const response = await signUp('<b>pas une adresse</b>');
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).not.toContain('<b>pas une adresse');
    const [input] = await queryAll(html, '#newsletter-email');
    expect(decodeEntities(input!.attributes.value!)).toBe('<b>pas une adresse</b>');
    expect(input!.attributes).toMatchObject({ 'aria-invalid': 'true', 'aria-describedby': 'newsletter-email-error', autofocus: '' });
    expect((await queryAll(html, '#newsletter-email-error'))[0]!.text).toBe(`Erreur\u00a0: ${translate('fr', 'form.error.emailInvalid')}`);
    expect(await subscribers()).toHaveLength(before);
  });

  it.each(LANGUAGES)('in %s refuses an address a spreadsheet would compute, 422 with the input kept and the reason next to the field', async (language) => {
    // Valid addresses, but the subscribers' export gives them as typed to a spreadsheet or a mailing tool.
    for (const email of ['=1+1@example.com', '+33@example.com', '-cmd@example.com']) {
      const response = await signUp(email, { language });
      expect([email, response.status]).toEqual([email, 422]);
      const html = await response.text();
      const [input] = await queryAll(html, '#newsletter-email');
      expect(decodeEntities(input!.attributes.value!)).toBe(email);
      expect((await queryAll(html, '#newsletter-email-error'))[0]!.text).toBe(`${translate(language, 'form.errorPrefix')} ${translate(language, 'form.error.emailStartsWithSign')}`);
      expect(await subscriber(email)).toBeUndefined();
    }
  });

  it.each(LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE))('from the %s blog is stored in that language and answered on that blog, errors included', async (language) => {
    const blog = linkTo('blog', language);
    const email = `reader-${language}@example.com`;
    const response = await signUp(email, { language });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${blog}?newsletter=check-inbox`);
    expect(await subscriber(email)).toMatchObject({
      language,
      consent_version: pageContent('blog', language).newsletter.consentVersion,
      confirmed_at: null,
    });
    const thanked = await (await exports.default.fetch(`${ORIGIN}${blog}?newsletter=check-inbox`)).text();
    expect((await queryAll(thanked, '[data-newsletter-outcome]'))[0]!.text).toBe(translate(language, 'newsletter.checkInbox'));

    const wrong = await signUp('not an address', { language });
    expect(wrong.status).toBe(422);
    const html = await wrong.text();
    expect((await queryAll(html, 'html'))[0]!.attributes.lang).toBe(language);
    expect((await queryAll(html, '#newsletter-email-error'))[0]!.text).toContain(translate(language, 'form.error.emailInvalid'));
  });

  it('with the honeypot filled is thanked and not stored', async () => {
    const before = (await subscribers()).length;
    const response = await signUp('bot@spam.example', { website: 'http://spam.example' });
    expect(response.status).toBe(303);
    expect(await subscribers()).toHaveLength(before);
  });

  it('from another origin is refused with 403', async () => {
    const response = await postForm('/newsletter', { email: 'x@example.com' }, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
  });
});

describe('the confirmation e-mail', () => {
  it.each(LANGUAGES)('is written in %s, with the whole link and how long it is valid', (language) => {
    const link = `${env.SITE_URL}${confirmationPath(language)}?token=abc`;
    const mail = newsletterConfirmation(language, link);
    expect(mail.text.split('\n')).toContain(link);
    expect(mail.text).toContain(String(CONFIRMATION_VALID_DAYS));
    const others = LANGUAGES.filter((other) => other !== language).map((other) => newsletterConfirmation(other, link).subject);
    expect(others).not.toContain(mail.subject);
  });
});

describe('the confirmation link', () => {
  it.each(LANGUAGES)('in %s only shows a button when opened; confirming makes a subscriber, once', async (language) => {
    const email = `claire-${language}@librairie-claire.fr`;
    await signUp(email, { language });
    const { confirmation_token: token } = (await subscriber(email))!;
    const path = confirmationPath(language);

    await openTokenLink(path, token!);
    expect((await subscriber(email))!.confirmed_at).toBeNull();

    const confirmed = await postForm(path, { token: token! });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`${path}?done=1`);
    expect((await subscriber(email))!).toMatchObject({ confirmation_token: null, confirmation_expires_at: null });
    expect((await subscriber(email))!.confirmed_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    const done = await (await exports.default.fetch(`${ORIGIN}${path}?done=1`)).text();
    expect((await queryAll(done, '[data-token-done]'))[0]!.text).toBe(translate(language, 'confirmation.done'));
    expect((await queryAll(done, 'h1'))[0]!.text).toBe(translate(language, 'confirmation.doneTitle'));

    // Used again, it confirms nothing and says the link is used or expired, with the way to sign up again.
    const again = await postForm(path, { token: token! });
    expect(again.status).toBe(410);
    const expired = await readPage(again);
    expect(expired.text).toContain(translate(language, 'confirmation.expired'));
    expect(expired.links).toContain(`${linkTo('blog', language)}#newsletter`);
  });

  it('past its expiry confirms nothing, and the daily job deletes the pending address', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    await signUp('old-pending@example.com');
    await signUp('fresh-pending@example.com');
    await signUp('kept@example.com');
    const kept = (await subscriber('kept@example.com'))!;
    await postForm(confirmationPath('fr'), { token: kept.confirmation_token! });
    await env.DB.prepare("UPDATE newsletter_subscribers SET confirmation_expires_at = ? WHERE email = 'old-pending@example.com'")
      .bind(new Date(Date.now() - 1000).toISOString())
      .run();
    const { confirmation_token: token } = (await subscriber('old-pending@example.com'))!;
    expect((await postForm(confirmationPath('fr'), { token: token! })).status).toBe(410);
    expect((await subscriber('old-pending@example.com'))!.confirmed_at).toBeNull();

    await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: '17 3 * * *' }), env);
    expect(await subscriber('old-pending@example.com')).toBeUndefined();
    expect(await subscriber('fresh-pending@example.com')).toBeDefined();
    expect(await subscriber('kept@example.com')).toBeDefined();
  });
});

describe('the unsubscribe link', () => {
  it.each(LANGUAGES)('in %s only shows a confirmation when opened, in its language; confirming removes the row', async (language) => {
    const email = `paul-${language}@cave-paul.fr`;
    await signUp(email, { language });
    const { unsubscribe_token: token } = (await subscriber(email))!;
    const path = unsubscribePath(language);
    const html = await openTokenLink(path, token);
    expect((await queryAll(html, 'html'))[0]!.attributes.lang).toBe(language);
    expect((await queryAll(html, 'main h1'))[0]!.text).toBe(translate(language, 'unsubscribe.title'));
    expect(await subscriber(email)).toBeDefined();

    const confirmed = await postForm(path, { token });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`${path}?done=1`);
    expect(await subscriber(email)).toBeUndefined();
    const done = await (await exports.default.fetch(`${ORIGIN}${path}?done=1`)).text();
    expect((await queryAll(done, '[data-token-done]'))[0]!.text).toBe(translate(language, 'unsubscribe.done'));
    expect((await queryAll(done, 'h1'))[0]!.text).toBe(translate(language, 'unsubscribe.doneTitle'));

    // Used again, or with a token that never existed, it ends the same way.
    expect((await postForm(path, { token })).headers.get('location')).toBe(`${path}?done=1`);
  });

  it('refuses a cross-origin confirmation', async () => {
    await signUp('ines@fleurs-ines.fr');
    const { unsubscribe_token: token } = (await subscriber('ines@fleurs-ines.fr'))!;
    expect((await postForm(unsubscribePath('fr'), { token }, { origin: 'https://evil.example' })).status).toBe(403);
    expect(await subscriber('ines@fleurs-ines.fr')).toBeDefined();
  });
});
