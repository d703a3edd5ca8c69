import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/i18n/languages';
import { languageContent } from '../../src/language-content';
import { homePath } from '../../src/routes';

/**
 * Each language's texts are a module of their own (src/language-content.ts):
 * this file's isolate starts with none loaded, and each request loads the
 * language of its page only. The Worker and this file share the isolate's modules.
 */
describe('the texts of each language', () => {
  it('are not loaded when the isolate starts', () => {
    for (const language of LANGUAGES) expect(() => languageContent(language)).toThrow(`The texts of "${language}" are used before`);
  });

  it('are loaded by the first request of a page in that language, and only that language', async () => {
    const [first, ...others] = [...LANGUAGES].reverse();
    const response = await SELF.fetch(env.SITE_URL + homePath(first!));
    expect(response.status).toBe(200);
    await response.text();
    expect(languageContent(first!).home.faq.length).toBeGreaterThan(0);
    for (const language of others) expect(() => languageContent(language)).toThrow(`The texts of "${language}" are used before`);
  });
});
