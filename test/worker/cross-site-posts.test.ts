import { describe, expect, it } from 'vitest';
import { translate } from '../../src/i18n/dictionary';
import { LANGUAGES, type Language } from '../../src/languages/languages';
import { contactFormPath, NEWSLETTER_ENDPOINT, routeById } from '../../src/routes';
import { postForm, rowsOf, validContact } from './forms';
import { queryAll } from './html';
// Reads the texts without a request.
import './texts';

const EVIL = 'https://evil.example';
const PLANTED = 'Planted by another site';

/** Every form the site takes, in each language, with a post another site could make to it. */
const POSTS: [string, Language, string, Record<string, string>][] = LANGUAGES.flatMap((language) => [
  ['the message form', language, contactFormPath(language), validContact({ message: `${PLANTED}, long enough to be a message.` })],
  ['the newsletter', language, NEWSLETTER_ENDPOINT, { email: 'planted@evil.example', language, website: '' }],
  ['the unsubscribe page', language, routeById('newsletter-unsubscribe').paths[language], { token: PLANTED }],
  ['the confirmation page', language, routeById('newsletter-confirmation').paths[language], { token: PLANTED }],
]);

describe.each(POSTS)('a post to %s (%s) from another site', (_, language, path, fields) => {
  it.each([
    ['with its Origin', { origin: EVIL }],
    ['without Origin, cross-site by Fetch Metadata', { origin: null, headers: { 'sec-fetch-site': 'cross-site' } }],
  ])('%s is refused 403 with the page in the visitor’s language, showing nothing it carried', async (_, options) => {
    const [messages, subscribers] = [(await rowsOf('contact_messages')).length, (await rowsOf('newsletter_subscribers')).length];
    const response = await postForm(path, fields, options);
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect((await queryAll(html, 'html'))[0]!.attributes.lang).toBe(language);
    expect((await queryAll(html, '.form-notice'))[0]!.text).toContain(translate(language, 'form.notice.crossSite'));
    expect(html).not.toContain(PLANTED);
    expect(html).not.toContain('planted@evil.example');
    expect(await rowsOf('contact_messages')).toHaveLength(messages);
    expect(await rowsOf('newsletter_subscribers')).toHaveLength(subscribers);
  });
});
