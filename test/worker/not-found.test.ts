import { exports } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { translate } from '../../src/i18n/dictionary';
import { LANGUAGES } from '../../src/languages/languages';
import { homePath } from '../../src/routes';
import { documentTitle } from '../../src/seo/page-head';
import { readPage } from './html';

const ORIGIN = 'https://example.com';

afterEach(() => vi.restoreAllMocks());

describe('unknown paths', () => {
  it.each([
    ['/nope', 'fr', 'Oups\u00a0! Page introuvable', '/'],
    ['/en/nope', 'en', 'Oops! Page not found', '/en'],
    ['/es/no-existe', 'es', '¡Vaya! Página no encontrada', '/es'],
    ['/qui-sommes-nous', 'fr', 'Oups\u00a0! Page introuvable', '/'],
    ['/fr/blog/article-inconnu', 'fr', 'Oups\u00a0! Page introuvable', '/'],
    ['/en/blog/unknown-article', 'en', 'Oops! Page not found', '/en'],
  ])('%s answers a 404 page in %s with a link home', async (path, lang, message, home) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await exports.default.fetch(ORIGIN + path);
    expect(response.status).toBe(404);
    const page = await readPage(response);
    expect(page.lang).toBe(lang);
    expect(page.text).toContain('404');
    expect(page.text).toContain(message);
    expect(page.links).toContain(home);
    expect(page.canonical).toBeNull();
    expect(errors).toHaveBeenCalledWith(expect.stringContaining(path));
  });

  it.each(LANGUAGES)('an unknown path below the %s home answers the 404 page in its language, with a link to that home', async (language) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await exports.default.fetch(`${ORIGIN}${homePath(language).replace(/\/$/, '')}/no-such-page`);
    expect(response.status).toBe(404);
    const page = await readPage(response);
    expect([page.lang, page.links.includes(homePath(language))]).toEqual([language, true]);
  });

  it.each([
    '/<script>alert(1)</script>',
    '/%3Cscript%3Ealert(1)%3C/script%3E',
    '/..%2f..%2fetc%2fpasswd',
    '/%E0%A4%A',
    '/"onmouseover="alert(1)',
    `/${'a'.repeat(3000)}`,
  ])('hostile path %s gets the same escaped 404', async (path) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await exports.default.fetch(ORIGIN + path);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('"onmouseover=');
    expect(html).toContain('404');
  });
});

describe('the log of a missing path', () => {
  it('escapes it on one line, so it can neither forge a log line nor drive a terminal', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await exports.default.fetch(`${ORIGIN}/x%0D%0A2026-11-23 INFO forged line%1B%5B2J%E2%80%A8%C2%85%7F`);
    expect(response.status).toBe(404);
    await response.body?.cancel();
    expect(errors).toHaveBeenCalledTimes(1);
    const [line] = errors.mock.calls[0]!;
    expect(line).toBe('404 Not Found: "/x\\u000d\\u000a2026-11-23 INFO forged line\\u001b[2J\\u2028\\u0085\\u007f"');
    expect(String(line)).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
  });
});

describe('a wrong method', () => {
  it.each([
    ['GET', '/newsletter', 'fr', 'POST'],
    ['POST', '/mentions-legales', 'fr', 'GET, HEAD'],
    ['DELETE', '/en/terms', 'en', 'GET, HEAD'],
    ['PUT', '/es', 'es', 'GET, HEAD'],
    ['PUT', '/es/contacto', 'es', 'GET, HEAD, POST'],
    ['PUT', '/es/newsletter/confirmar', 'es', 'GET, HEAD, POST'],
    ['POST', '/sitemap.xml', 'fr', 'GET, HEAD'],
  ] as const)('%s %s answers 405 with Allow and a page in %s with a link home', async (method, path, language, allow) => {
    const response = await exports.default.fetch(ORIGIN + path, { method, headers: { origin: ORIGIN } });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe(allow);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = await readPage(response);
    expect(page.lang).toBe(language);
    expect(page.title).toBe(documentTitle({ title: translate(language, 'meta.methodNotAllowed.title') }));
    expect(page.text).toContain(translate(language, 'methodNotAllowed.message'));
    expect(page.links).toContain(homePath(language));
  });

  it('on a static file answers 405 with Allow', async () => {
    const response = await exports.default.fetch(`${ORIGIN}/images/logo.svg`, { method: 'POST', headers: { origin: ORIGIN } });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    await response.body?.cancel();
  });
});

describe('methods', () => {
  it.each(['POST', 'PUT', 'DELETE', 'PATCH'])('%s on a page answers 405 with Allow', async (method) => {
    const response = await exports.default.fetch(`${ORIGIN}/mentions-legales`, { method });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });

  it('HEAD answers like GET without a body', async () => {
    const response = await exports.default.fetch(`${ORIGIN}/en`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });
});
