import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/languages/languages';
import { languageContent } from '../../src/content/language-content';
import { NEWSLETTER_PARAM } from '../../src/forms/outcome-urls';
import { homePath, linkTo } from '../../src/routes';

/**
 * Each language's texts are a module of their own (src/language-modules.ts):
 * this file's isolate starts with none loaded, a page the build rendered
 * needs none, and each render loads the language of its page only. The Worker and this file share the isolate's modules.
 */
describe('the texts of each language', () => {
  it('are not loaded when the isolate starts', () => {
    for (const language of LANGUAGES) expect(() => languageContent(language)).toThrow(`The texts of "${language}" are used before`);
  });

  it('are not loaded to answer a page the build rendered', async () => {
    for (const language of LANGUAGES) {
      const response = await exports.default.fetch(env.SITE_URL + homePath(language));
      expect([homePath(language), response.headers.get('server-timing')]).toEqual([homePath(language), 'page;desc="prerendered"']);
      await response.text();
    }
    for (const language of LANGUAGES) expect(() => languageContent(language)).toThrow(`The texts of "${language}" are used before`);
  });

  it('are loaded by the first render of a page in that language, and only that language', async () => {
    const [first, ...others] = [...LANGUAGES].reverse();
    // The blog after a newsletter sign-up is a page only a request tells: the Worker renders it.
    const response = await exports.default.fetch(`${env.SITE_URL}${linkTo('blog', first!)}?${NEWSLETTER_PARAM}=check-inbox`);
    expect([response.status, response.headers.get('server-timing')]).toEqual([200, 'page;desc="render"']);
    await response.text();
    expect(languageContent(first!).home.faq.length).toBeGreaterThan(0);
    for (const language of others) expect(() => languageContent(language)).toThrow(`The texts of "${language}" are used before`);
  });
});
