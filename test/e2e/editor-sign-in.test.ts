import { describe, expect, inject, it } from 'vitest';
import { DESK_PATHS } from '../../src/desk/desk-paths';
import { editorPublishing } from '../../src/desk/editor-token/editor-backend';
import { EDITOR_SIGN_IN_PATH } from '../../src/desk/editor-token/editor-sign-in-paths';
import { deskText } from '../../src/desk/i18n/desk-text';
import type { TokenRequest } from '../worker/github-api-server';
import { baseUrl, useChromium } from './fixture';

/**
 * The editor's sign-in window in Chromium, against `wrangler dev` and the
 * stand-in for GitHub's API: a page of the desk opens it as Sveltia CMS
 * does and waits for the token by Sveltia's own protocol; the window's
 * script gets a token of the App and hands it over.
 */
const GITHUB = inject('githubApiOrigin');
const chromium = useChromium();

const tokenRequests = async (): Promise<TokenRequest[]> => (await (await fetch(`${GITHUB}/__requests`)).json()) as TokenRequest[];

describe('the editor’s sign-in window', () => {
  it('hands a desk page that opened it a token of the site’s GitHub App, as Sveltia CMS waits for it', async () => {
    const page = await chromium.newPage();
    await page.goto(baseUrl + DESK_PATHS.messages);
    const { backend } = editorPublishing(new URL(baseUrl).origin, 'unused/unused');
    const authUrl = `${backend.base_url}/${backend.auth_endpoint}?provider=github&site_id=localhost&scope=repo,user`;
    const before = (await tokenRequests()).length;
    // Sveltia CMS's `authorize` (src/lib/services/backends/git/shared/auth.js in its package), reduced to its protocol.
    const token = await page.evaluate(
      (url) =>
        new Promise<string>((resolve, reject) => {
          const popup = window.open(url, 'auth', 'width=600,height=800');
          setTimeout(() => reject(new Error('no token within 20 s')), 20_000);
          window.addEventListener('message', ({ origin, data }) => {
            if (origin !== new URL(url).origin || typeof data !== 'string') return;
            if (data === 'authorizing:github') return void popup?.postMessage(data, origin);
            const result = /^authorization:github:(success|error):(.+)$/.exec(data);
            if (!result) return;
            const parsed = JSON.parse(result[2]!) as { token?: string; error?: string };
            popup?.close();
            if (result[1] === 'success' && parsed.token) resolve(parsed.token);
            else reject(new Error(parsed.error));
          });
        }),
      authUrl,
    );
    expect(token).toMatch(/^ghs_[\w-]{36}$/);
    // A new token, made for this sign-in by the App.
    expect((await tokenRequests()).length).toBe(before + 1);
    await page.context().close();
  });

  it('opened by itself, says how it is opened, with the editor’s address', async () => {
    const page = await chromium.newPage();
    const before = (await tokenRequests()).length;
    await page.goto(baseUrl + EDITOR_SIGN_IN_PATH);
    await expect.poll(() => page.locator('[data-sign-in]:visible').allInnerTexts()).toEqual([`${deskText('editorToken.noOpener')} ${deskText('editorToken.openEditor')}`]);
    expect((await tokenRequests()).length).toBe(before);
    await page.context().close();
  });
});
