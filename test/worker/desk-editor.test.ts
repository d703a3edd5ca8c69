import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { DESK_PATHS } from '../../src/desk/desk-paths';
import type { EditorConfig } from '../../src/desk/editor/editor-config';
import { DRAFT_CHECK_CONTEXT } from '../../src/desk/editor-token/editor-backend';
import { EDITOR_API_ROOT, EDITOR_SIGN_IN_PATH } from '../../src/desk/editor-token/editor-sign-in-paths';
import { CLIENT_ASSETS } from '../../src/generated/build';
import { EDITOR_PREVIEW_SCRIPT, EDITOR_SCRIPT } from '../../src/generated/editor';
import { DESK_ORIGIN, desk, deskEnv, fetchFrom } from './desk-requests';
import { queryAll } from './html';

/** The site's policy, on every public page (test/worker/http.test.ts) and on the rest of the desk. */
const SITE_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; media-src 'self'; connect-src 'self'; manifest-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'; object-src 'none'";

/** The text editor's: inline styles, pictures, workers and its preview's frame from blob: addresses (the frame's base this origin), the git host's API; still no eval, no other site's script. */
const EDITOR_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https://avatars.githubusercontent.com; font-src 'self'; media-src 'self' blob:; connect-src 'self' blob: data: https://api.github.com; manifest-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'self'; object-src 'none'; worker-src 'self' blob:; frame-src blob:";

/** Someone Access did not let in: a connection from elsewhere, with no token. */
const stranger = (path: string) => fetchFrom('203.0.113.9', DESK_ORIGIN + path);

describe('the text editor on the desk', () => {
  it('is in the desk’s menu', async () => {
    const html = await (await desk(DESK_PATHS.messages)).text();
    expect((await queryAll(html, '.desk-nav a')).map((link) => link.attributes.href)).toContain(DESK_PATHS.texts);
  });

  it('is a page that starts the editor from this origin, with no inline script or style', async () => {
    const response = await desk(DESK_PATHS.texts);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    const [config] = await queryAll(html, 'link[rel="cms-config-url"]');
    expect(config?.attributes.href).toBe(DESK_PATHS.textsConfiguration);
    // The editor's script, then the site's that registers the editor's preview, with the site's stylesheet; each a file of this origin's, none inline.
    const scripts = await queryAll(html, 'script');
    expect(scripts).toHaveLength(2);
    expect(scripts[0]!.attributes).toMatchObject({ src: EDITOR_SCRIPT.src, integrity: EDITOR_SCRIPT.integrity, defer: '' });
    expect(scripts[1]!.attributes).toMatchObject({ src: EDITOR_PREVIEW_SCRIPT.src, integrity: EDITOR_PREVIEW_SCRIPT.integrity, defer: '', 'data-stylesheet': CLIENT_ASSETS.style.src });
    expect(EDITOR_SCRIPT.src.startsWith(`${DESK_PATHS.texts}/`)).toBe(true);
    for (const script of scripts) expect(script.text.trim()).toBe('');
    const preview = await desk(EDITOR_PREVIEW_SCRIPT.src);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toMatch(/javascript/);
    expect(html).not.toMatch(/\sstyle=/);
    expect(html).toContain('<title>Textes du site · Bureau · Sillage Communication</title>');
  });

  it('has the editor’s policy on its page, its configuration and its files, and only there', async () => {
    for (const path of [DESK_PATHS.texts, DESK_PATHS.textsConfiguration, EDITOR_SCRIPT.src]) {
      const response = await desk(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-security-policy'), path).toBe(EDITOR_POLICY);
      await response.body?.cancel();
    }
    for (const path of [DESK_PATHS.messages, DESK_PATHS.bookings, `${DESK_PATHS.texts}/inconnu`]) {
      const response = await desk(path);
      expect(response.headers.get('content-security-policy'), path).toBe(SITE_POLICY);
      await response.body?.cancel();
    }
  });

  it('serves its script, kept a year by her browser only, and what it loads from this origin: fonts, French, React, Immutable', async () => {
    const response = await desk(EDITOR_SCRIPT.src);
    expect(response.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    const script = await response.text();
    const folder = EDITOR_SCRIPT.src.slice(0, EDITOR_SCRIPT.src.lastIndexOf('/'));
    // Not toContain: a failure would print two megabytes.
    expect(script.match(/https:\/\/cdn\.jsdelivr\.net\/fontsource\/[^`]*/)?.[0]).toBeUndefined();
    expect(script.match(/[\w$]+=`[^`]*\/locales`/)?.[0]).toMatch(new RegExp(`=\`${folder}/locales\``));
    const fonts = [...new Set(script.match(/\/bureau\/textes\/[0-9a-f]{16}\/[a-z0-9-]+\.woff2/g))];
    expect(fonts.map((font) => font.split('/').at(-1)).sort()).toEqual(['material-symbols.woff2', 'noto-mono.woff2', 'source-sans-3.woff2']);
    // Immutable, which the previews' data come in (client/editor-preview/), from this origin, not from a CDN.
    expect(script.match(/\bimmutable[^`]*`,`dist\/immutable\.es\.js`/)?.[0]).toBeUndefined();
    expect(script.includes(`import(\`${folder}/immutable.es.js\`)`)).toBe(true);
    for (const file of [...fonts, `${folder}/locales/fr.json`, `${folder}/chunks/react-dom.js`, `${folder}/immutable.es.js`]) {
      const fileResponse = await desk(file);
      expect(fileResponse.status, file).toBe(200);
      expect(fileResponse.headers.get('cache-control'), file).toBe('private, max-age=31536000, immutable');
      await fileResponse.body?.cancel();
    }
    const french = (await (await desk(`${folder}/locales/fr.json`)).json()) as Record<string, unknown>;
    expect(Object.keys(french).length).toBeGreaterThan(100);
    expect((await desk(`${folder}/locales/xx.json`)).status).toBe(404);
  });

  it('answers anyone Access did not let in with the site’s 404 and policy, its files included', async () => {
    for (const path of [DESK_PATHS.texts, DESK_PATHS.textsConfiguration, EDITOR_SCRIPT.src]) {
      const response = await stranger(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-security-policy'), path).toBe(SITE_POLICY);
      expect(await response.text()).not.toContain('cms-config-url');
    }
  });

  it('saves to the repository of wrangler.toml through the desk, with drafts, and to the test backend only when asked for on the developer’s machine', async () => {
    const config = async (query = '') => (await (await desk(DESK_PATHS.textsConfiguration + query)).json()) as EditorConfig;
    // The editor opens `${base_url}/${auth_endpoint}` as its sign-in window, and asks `${api_root}/api/v3/…` (test/worker/editor-token.test.ts).
    expect(await config()).toMatchObject({
      backend: {
        name: 'github',
        repo: env.GITHUB_REPOSITORY,
        branch: 'main',
        base_url: DESK_ORIGIN,
        auth_endpoint: EDITOR_SIGN_IN_PATH.slice(1),
        auth_methods: ['oauth'],
        api_root: DESK_ORIGIN + EDITOR_API_ROOT,
        preview_context: DRAFT_CHECK_CONTEXT,
      },
      publish_mode: 'editorial_workflow',
      logout_redirect_url: DESK_ORIGIN + DESK_PATHS.messages,
    });
    // The origin is the request's (the desk answers at every origin of the Worker); the repository the binding's, once set.
    const other = 'http://127.0.0.1:8787';
    const set = { ...deskEnv, GITHUB_REPOSITORY: 'sillage-communication/site' };
    const elsewhere = (await (await fetchFrom('127.0.0.1', other + DESK_PATHS.textsConfiguration, {}, set)).json()) as EditorConfig;
    expect(elsewhere.backend).toMatchObject({ repo: 'sillage-communication/site', base_url: other, api_root: other + EDITOR_API_ROOT });
    const trial = await config('?essai');
    expect(trial.backend).toEqual({ name: 'test-repo' });
    expect(trial).not.toHaveProperty('publish_mode');
    const page = await (await desk(`${DESK_PATHS.texts}?essai`)).text();
    expect(page).toContain(`href="${DESK_PATHS.textsConfiguration}?essai"`);
  });
});
