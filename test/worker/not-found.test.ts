import { SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
    const response = await SELF.fetch(ORIGIN + path);
    expect(response.status).toBe(404);
    const page = await readPage(response);
    expect(page.lang).toBe(lang);
    expect(page.text).toContain('404');
    expect(page.text).toContain(message);
    expect(page.links).toContain(home);
    expect(page.canonical).toBeNull();
    expect(errors).toHaveBeenCalledWith(expect.stringContaining(path));
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
    const response = await SELF.fetch(ORIGIN + path);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('"onmouseover=');
    expect(html).toContain('404');
  });
});

describe('methods', () => {
  it.each(['POST', 'PUT', 'DELETE', 'PATCH'])('%s on a page answers 405 with Allow', async (method) => {
    const response = await SELF.fetch(`${ORIGIN}/mentions-legales`, { method });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });

  it('HEAD answers like GET without a body', async () => {
    const response = await SELF.fetch(`${ORIGIN}/en`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });
});
