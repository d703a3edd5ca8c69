import { SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageContent } from '../../src/content/page-content';
import { translate } from '../../src/i18n/dictionary';
import { linkTo } from '../../src/routes';
import { ORIGIN, postForm, rowsOf } from './forms';
import { decodeEntities, queryAll } from './html';

afterEach(() => vi.restoreAllMocks());

interface Subscriber {
  email: string;
  language: string;
  created_at: string;
  last_contact_at: string;
  consent_version: string;
  unsubscribe_token: string;
}

const subscribers = () => rowsOf<Subscriber>('newsletter_subscribers');
const signUp = (email: string, extra: Record<string, string> = {}) => postForm('/newsletter', { email, language: 'fr', website: '', ...extra });

describe('a newsletter sign-up', () => {
  it('is stored with its language, consent version and unsubscribe token, then answered 303 to the box', async () => {
    const response = await signUp('marc@garage-etchegaray.fr');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/blog?newsletter=subscribed');
    const row = (await subscribers()).find((subscriber) => subscriber.email === 'marc@garage-etchegaray.fr')!;
    expect(row).toMatchObject({ language: 'fr', consent_version: pageContent('blog', 'fr').newsletter.consentVersion });
    expect(row.unsubscribe_token).toMatch(/^[0-9a-f-]{36}$/);

    const html = await (await SELF.fetch(`${ORIGIN}/blog?newsletter=subscribed`)).text();
    const [outcome] = await queryAll(html, '[data-newsletter-outcome]');
    expect(outcome!.text).toBe(translate('fr', 'newsletter.subscribed'));
    expect(outcome!.attributes).toMatchObject({ role: 'status', autofocus: '' });
  });

  it('made twice is harmless and says so', async () => {
    await signUp('lea@atelier-lea.fr');
    const before = await subscribers();
    const again = await signUp('Lea@Atelier-Lea.fr');
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe('/blog?newsletter=already-subscribed');
    const after = await subscribers();
    expect(after).toHaveLength(before.length);
    const row = after.find((subscriber) => subscriber.email === 'lea@atelier-lea.fr')!;
    expect(row.last_contact_at >= row.created_at).toBe(true);
    const html = await (await SELF.fetch(`${ORIGIN}/blog?newsletter=already-subscribed`)).text();
    expect((await queryAll(html, '[data-newsletter-outcome]'))[0]!.text).toBe(translate('fr', 'newsletter.alreadySubscribed'));
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

  it.each(['en', 'es'] as const)('from the %s blog is stored in that language and answered on that blog, errors included', async (language) => {
    const blog = linkTo('blog', language);
    const email = `reader-${language}@example.com`;
    const response = await signUp(email, { language });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${blog}?newsletter=subscribed`);
    expect((await subscribers()).find((subscriber) => subscriber.email === email)).toMatchObject({
      language,
      consent_version: pageContent('blog', language).newsletter.consentVersion,
    });
    const thanked = await (await SELF.fetch(`${ORIGIN}${blog}?newsletter=subscribed`)).text();
    expect((await queryAll(thanked, '[data-newsletter-outcome]'))[0]!.text).toBe(translate(language, 'newsletter.subscribed'));

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

describe('the unsubscribe link', () => {
  it('only shows a confirmation when opened; confirming removes the row', async () => {
    await signUp('paul@cave-paul.fr');
    const { unsubscribe_token: token } = (await subscribers()).find((subscriber) => subscriber.email === 'paul@cave-paul.fr')!;
    const page = await SELF.fetch(`${ORIGIN}/newsletter/unsubscribe?token=${token}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect((await queryAll(html, 'main form input[name="token"]'))[0]!.attributes.value).toBe(token);
    expect(await queryAll(html, 'meta[name="robots"][content="noindex"]')).toHaveLength(1);
    expect((await subscribers()).some((subscriber) => subscriber.email === 'paul@cave-paul.fr')).toBe(true);

    const confirmed = await postForm('/newsletter/unsubscribe', { token });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe('/newsletter/unsubscribe?done=1');
    expect((await subscribers()).some((subscriber) => subscriber.email === 'paul@cave-paul.fr')).toBe(false);
    const done = await (await SELF.fetch(`${ORIGIN}/newsletter/unsubscribe?done=1`)).text();
    expect((await queryAll(done, '[data-unsubscribed]'))[0]!.text).toBe(translate('fr', 'unsubscribe.done'));

    // Used again, or with a token that never existed, it ends the same way.
    expect((await postForm('/newsletter/unsubscribe', { token })).headers.get('location')).toBe('/newsletter/unsubscribe?done=1');
  });

  it('refuses a cross-origin confirmation', async () => {
    await signUp('ines@fleurs-ines.fr');
    const { unsubscribe_token: token } = (await subscribers()).find((subscriber) => subscriber.email === 'ines@fleurs-ines.fr')!;
    expect((await postForm('/newsletter/unsubscribe', { token }, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await subscribers()).some((subscriber) => subscriber.email === 'ines@fleurs-ines.fr')).toBe(true);
  });
});
