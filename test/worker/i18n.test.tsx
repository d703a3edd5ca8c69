import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { siteFactTexts } from '../../src/facts/fact-text';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../src/languages/languages';
import { CONTACT_FIELDS, CONTACT_MESSAGE } from '../../src/records/contact-message';
import { dictionaryTexts, translate, type DictionaryKey } from '../../src/i18n/dictionary';
import { LanguageProvider, useLanguage } from '../../src/i18n/language-context';
import { languageFromPath } from '../../src/languages/languages';
import { homePath } from '../../src/routes';

describe('languageFromPath', () => {
  it.each([
    ['/', 'fr'],
    ['/mentions-legales', 'fr'],
    ['/en', 'en'],
    ['/en/terms', 'en'],
    ['/es/aviso-legal', 'es'],
    ['/fr/blog/cartes-visite-rendez-vous', 'fr'],
    ['/english', 'fr'],
    ['/de/impressum', 'fr'],
  ])('%s is %s', (path, language) => {
    expect(languageFromPath(path)).toBe(language);
  });

  it.each(LANGUAGES)('the home of %s and the paths below it are in it', (language) => {
    const home = homePath(language);
    expect([home, `${home.replace(/\/$/, '')}/a-page`].map(languageFromPath)).toEqual([language, language]);
  });
});

describe('dictionaries', () => {
  it('translate a key in each language', () => {
    expect(translate('fr', 'nav.about')).toBe('À propos');
    expect(translate('en', 'nav.about')).toBe('About');
    expect(translate('es', 'nav.about')).toBe('Quiénes somos');
  });

  it('show the key itself when an entry is missing', () => {
    expect(translate('en', 'no.such.key' as DictionaryKey)).toBe('no.such.key');
  });

  it('have the same keys in every language, none empty', () => {
    const keys = Object.keys(dictionaryTexts(DEFAULT_LANGUAGE, siteFactTexts(DEFAULT_LANGUAGE))).sort();
    for (const language of LANGUAGES) {
      const texts = dictionaryTexts(language, siteFactTexts(language));
      expect(Object.keys(texts).sort(), language).toEqual(keys);
      for (const [key, value] of Object.entries(texts)) expect(value?.trim(), `${language} ${key}`).not.toBe('');
    }
  });

  it("have the label of every field of a record, in every language (each rule's message is tried by the forms' tests)", () => {
    for (const language of LANGUAGES) {
      for (const field of CONTACT_FIELDS) expect(translate(language, `form.${field}`), `${language} form.${field}`).toBe(CONTACT_MESSAGE.fields[field].label[language]);
    }
  });
});

function CurrentLanguage() {
  const { language, t } = useLanguage();
  return (
    <p>
      {language}: {t('nav.contact')}
    </p>
  );
}

describe('useLanguage', () => {
  it('gives the provider language and its texts', () => {
    expect(
      renderToString(
        <LanguageProvider language="es">
          <CurrentLanguage />
        </LanguageProvider>,
      ),
    ).toBe('<p>es<!-- -->: <!-- -->Contacto</p>');
  });

  it('throws a clear error outside its provider', () => {
    expect(() => renderToString(<CurrentLanguage />)).toThrow(
      'useLanguage() must be used inside a <LanguageProvider>.',
    );
  });
});
