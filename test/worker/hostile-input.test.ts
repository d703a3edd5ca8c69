import { env, exports } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_FORM_BYTES } from '../../src/http/forms/form-guards';
import { CONTACT_MAX_LENGTH } from '../../src/forms/contact-schema';
import { translate } from '../../src/i18n/dictionary';
import worker from '../../src/index';
import { LANGUAGES, type Language } from '../../src/languages/languages';
import { contactFormPath, FORMER_PATHS, linkTo, NEWSLETTER_ENDPOINT, routeById, servedPaths } from '../../src/routes';
import { newClientAddress, ORIGIN, postForm, rowsOf, validContact } from './forms';
import { decodeEntities, queryAll, readPage } from './html';

afterEach(() => vi.restoreAllMocks());

const messages = () => rowsOf<{ message: string; idempotency_key: string }>('contact_messages');

/** Every path a form posts to, from the route table, with the language its refusals are explained in. */
const FORM_POSTS: [string, Language][] = [
  ...LANGUAGES.map((language): [string, Language] => [contactFormPath(language), language]),
  [NEWSLETTER_ENDPOINT, 'fr'],
  ...Object.entries(routeById('newsletter-unsubscribe').paths).map(([language, path]): [string, Language] => [path, language as Language]),
  ...Object.entries(routeById('newsletter-confirmation').paths).map(([language, path]): [string, Language] => [path, language as Language]),
];

/** `parts` as bytes: text as UTF-8, numbers as the bytes they are. */
const bytes = (...parts: (string | number)[]) => new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...new TextEncoder().encode(part)] : [part])));

/** Bodies `parseBody` cannot read, or would read as U+FFFD (`��`), each with the content type it claims. */
const MALFORMED: [string, string, BodyInit][] = [
  ['junk multipart', 'multipart/form-data; boundary=----x', 'this is not multipart at all'],
  ['truncated multipart', 'multipart/form-data; boundary=----x', '------x\r\nContent-Disposition: form-data; name="name"\r\n\r\nJea'],
  ['a form body in UTF-16', 'application/x-www-form-urlencoded; charset=utf-16', new Uint8Array([0x6e, 0, 0x3d, 0, 0x78, 0])],
  ['a form body whose escapes are not UTF-8', 'application/x-www-form-urlencoded', 'name=%FF%FE&email=jeanne%40example.fr&message=Bonjour%2C+un+devis+%3F'],
  ['a form body in Latin-1', 'application/x-www-form-urlencoded', bytes('name=Ren', 0xe9, '&email=rene%40example.fr&message=Bonjour+pour+un+devis')],
  ['a form body with a surrogate escaped', 'application/x-www-form-urlencoded', 'name=%ED%A0%80&email=jeanne%40example.fr'],
  ['multipart that is not UTF-8', 'multipart/form-data; boundary=----x', bytes('------x\r\nContent-Disposition: form-data; name="name"\r\n\r\nRen', 0xe9, '\r\n------x--\r\n')],
];

function post(path: string, body: BodyInit, contentType: string, address = newClientAddress()): Promise<Response> {
  return exports.default.fetch(ORIGIN + path, {
    method: 'POST',
    body,
    headers: { origin: ORIGIN, 'content-type': contentType, 'cf-connecting-ip': address },
    redirect: 'manual',
  });
}

describe('a malformed body', () => {
  for (const [path, language] of FORM_POSTS) {
    it.each(MALFORMED)(`posted to ${path} as %s answers 400 with the page and a clear message`, async (_, contentType, body) => {
      const response = await post(path, body, contentType);
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const page = await readPage(response);
      expect(page.lang).toBe(language);
      expect(page.text).toContain(translate(language, 'form.notice.malformed'));
    });
  }
});

describe('a body in UTF-8', () => {
  it('is let through whole: a replacement character typed in is kept, and a % that starts no escape is no reason to refuse it', async () => {
    const fields = validContact({ name: 'René �', message: 'Remise de 100% sur le site ?' });
    const body = new URLSearchParams(fields).toString().replace('100%25', '100%');
    expect(body).toContain('Ren%C3%A9+%EF%BF%BD&');
    expect(body).toContain('100%+sur');
    expect((await post(contactFormPath('fr'), body, 'application/x-www-form-urlencoded')).status).toBe(303);
    expect((await rowsOf<{ name: string; idempotency_key: string }>('contact_messages')).find((row) => row.idempotency_key === fields.idempotency_key)?.name).toBe('René �');
  });
});

describe('the body size limit', () => {
  it('lets the largest valid message through in any script: 5,000 CJK characters', async () => {
    const message = '漢'.repeat(5000);
    const fields = validContact({ name: '山'.repeat(100), company: '社'.repeat(100), message });
    expect(new URLSearchParams(fields).toString().length).toBeGreaterThan(45_000);
    const response = await postForm('/contact', fields);
    expect(response.status).toBe(303);
    expect((await messages()).find((row) => row.idempotency_key === fields.idempotency_key)?.message).toBe(message);
  });

  it('counts a line break as one character, as the browser does', async () => {
    const message = `${'a'.repeat(99)}\r\n`.repeat(50).trim();
    expect(message.replaceAll('\r\n', '\n').length).toBeLessThanOrEqual(5000);
    expect(message.length).toBeGreaterThan(5000);
    expect((await postForm('/contact', validContact({ message }))).status).toBe(303);
  });

  it('answers an oversized post 413 with the form page and the text kept up to each field’s limit', async () => {
    const before = (await messages()).length;
    const message = 'Un très long message. '.repeat(Math.ceil(MAX_FORM_BYTES / 10)).trim();
    const response = await postForm(contactFormPath('es'), validContact({ name: 'Lucía García', message }));
    expect(response.status).toBe(413);
    const html = await response.text();
    expect((await queryAll(html, '.form-notice'))[0]!.text).toContain(translate('es', 'form.notice.tooLarge'));
    expect(decodeEntities((await queryAll(html, '#contact-name'))[0]!.attributes.value!)).toBe('Lucía García');
    expect(decodeEntities((await queryAll(html, '#contact-message'))[0]!.text)).toBe(message.slice(0, CONTACT_MAX_LENGTH.message));
    expect(await messages()).toHaveLength(before);
  });

  it.each([
    ['the message form', contactFormPath('fr'), { ...validContact(), name: 'N'.repeat(1024 * 1024 - 4096) }],
    ['the newsletter', NEWSLETTER_ENDPOINT, { email: `${'e'.repeat(1024 * 1024 - 4096)}@example.com`, language: 'fr', website: '' }],
    ['an unsubscribe link', linkTo('newsletter-unsubscribe', 'fr'), { token: 't'.repeat(1024 * 1024 - 4096) }],
  ])('does not echo a post of nearly 1 MiB to %s into its 413 page', async (_, path, fields) => {
    const response = await postForm(path, fields);
    expect(response.status).toBe(413);
    // The page itself is about 20 KB; a field is given back up to its limit (5,000 characters at most).
    expect((await response.arrayBuffer()).byteLength).toBeLessThan(60_000);
  });
});

describe('the rate limit', () => {
  it('counts only stored messages: an outage does not lock the visitor out afterwards', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const address = newClientAddress();
    await env.DB.exec('ALTER TABLE contact_messages RENAME TO contact_messages_elsewhere');
    try {
      for (let attempt = 1; attempt <= 6; attempt += 1) expect((await postForm('/contact', validContact(), { address })).status).toBe(503);
    } finally {
      await env.DB.exec('ALTER TABLE contact_messages_elsewhere RENAME TO contact_messages');
    }
    expect((await postForm('/contact', validContact(), { address })).status).toBe(303);
  });

  it('does not count refused posts either: five stored and three refused leave five hits', async () => {
    const hits = async () => (await rowsOf('rate_limit_hits')).length;
    const before = await hits();
    const address = newClientAddress();
    for (let sent = 1; sent <= 5; sent += 1) expect((await postForm('/contact', validContact(), { address })).status).toBe(303);
    for (let refused = 1; refused <= 3; refused += 1) expect((await postForm('/contact', validContact(), { address })).status).toBe(429);
    expect(await hits()).toBe(before + 5);
  });
});

describe('HTTPS', () => {
  it('redirects plain HTTP on the production host to HTTPS, path and query kept', async () => {
    const host = new URL(env.SITE_URL).host;
    const response = await exports.default.fetch(`http://${host}/contact?utm_source=print`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`https://${host}/contact?utm_source=print`);
    const post = await exports.default.fetch(`http://${host}/newsletter`, { method: 'POST', redirect: 'manual' });
    expect(post.status).toBe(301);
  });

  it('redirects plain HTTP on any port Cloudflare proxies, or with a trailing dot, to the HTTPS site itself', async () => {
    const { hostname } = new URL(env.SITE_URL);
    // Cloudflare proxies plain HTTP on these ports as well as 80; 443 over HTTP is plain HTTP too.
    const hosts = [...[8080, 8880, 2052, 2082, 2086, 2095, 443].map((port) => `${hostname}:${port}`), `${hostname}.`, `${hostname}.:8080`];
    for (const host of hosts) {
      const response = await exports.default.fetch(`http://${host}/contact?utm_source=print`, { redirect: 'manual' });
      expect(response.status, host).toBe(301);
      expect(response.headers.get('location'), host).toBe(`https://${hostname}/contact?utm_source=print`);
      const post = await exports.default.fetch(`http://${host}/newsletter`, { method: 'POST', redirect: 'manual' });
      expect(post.status, `POST on ${host}`).toBe(301);
    }
  });

  it('leaves local development and HTTPS alone', async () => {
    expect((await exports.default.fetch('http://127.0.0.1:8787/contact', { redirect: 'manual' })).status).toBe(200);
    expect((await exports.default.fetch(`${env.SITE_URL}/contact`, { redirect: 'manual' })).status).toBe(200);
    // A dev server whose own URL is plain HTTP (npm run dev, the browser tests).
    const local = 'http://127.0.0.1:8787';
    const ctx = createExecutionContext();
    const response = await worker.fetch(new Request(`${local}/contact`), { ...env, SITE_URL: local }, ctx);
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(200);
  });
});

/** Paths that `new URL(path, origin)` reads as another host: doubled or tripled slashes, a backslash (which URLs read as a slash), with a port or a trailing dot. */
const OFF_SITE_PREFIXES = ['//evil.example', '/\\evil.example', '///evil.example', '//evil.example:8080', '//evil.example.'];

describe('every redirect, whatever the path holds', () => {
  it('stays on the HTTPS site: plain HTTP on the production host, on any port, with a trailing dot', async () => {
    const site = new URL(env.SITE_URL);
    for (const host of [site.host, `${site.hostname}:8080`, `${site.hostname}.`]) {
      for (const prefix of OFF_SITE_PREFIXES) {
        const url = `http://${host}${prefix}/x?q=1`;
        const response = await exports.default.fetch(url, { redirect: 'manual' });
        expect(response.status, url).toBe(301);
        expect(response.headers.get('location'), url).toBe(`${site.origin}${new URL(url).pathname}?q=1`);
      }
    }
  });

  // Seven requests, one after another, for each of four spellings of every page: more than the default 5 s on a loaded machine.
  it('stays on the site: another spelling of a page, a /fr prefix, an encoded address, an address a page had before', { timeout: 60_000 }, async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const encoded = (path: string) => path.replace(/[a-z]/, (letter) => `%${letter.charCodeAt(0).toString(16)}`);
    const spellings = [...servedPaths().map((served) => served.path), ...FORMER_PATHS.keys()].flatMap((path) => [
      `${path}/`,
      path.toUpperCase(),
      `/fr${path}`,
      encoded(path),
    ]);
    let redirected = 0;
    for (const spelling of spellings) {
      for (const path of [...OFF_SITE_PREFIXES.map((prefix) => prefix + spelling), `/${spelling}`, `/\\${spelling.slice(1)}`]) {
        const url = `${ORIGIN}${path}?q=1`;
        const response = await exports.default.fetch(url, { method: 'HEAD', redirect: 'manual' });
        const location = response.headers.get('location');
        if (location === null) continue;
        redirected += 1;
        expect([path, new URL(location, url).origin]).toEqual([path, ORIGIN]);
      }
    }
    // Doubled slashes and backslashes before a page are another spelling of it: those at least are redirected.
    expect(redirected).toBeGreaterThanOrEqual(2 * spellings.length);
  });
});
