import { isLanguage, LANGUAGES, type Language } from '../../../src/languages/languages';
import { ContentError } from '../../../src/content/reading/content-error';
import type { ProseText } from './prose-text';

/** Where each language's dictionary is. */
export const dictionaryFile = (language: Language) => `src/i18n/${language}.ts`;

/**
 * The files of texts written in TypeScript, which the prose checks read with
 * the Markdown: a file given a language holds that language's texts (a
 * dictionary), the others give each text its language by its property name
 * (`en: '…'`) or the block it is in (`es: { subject: '…' }`).
 */
export const TYPESCRIPT_TEXT_FILES: readonly { file: string; language?: Language }[] = [
  // Each language's dictionary, from the language list: a new language's is read as soon as it is listed.
  ...LANGUAGES.map((language) => ({ file: dictionaryFile(language), language })),
  { file: 'src/content/projects.ts' },
  { file: 'src/content/testimonials.ts' },
  { file: 'src/records/person-fields.ts' },
  { file: 'src/records/contact-message.ts' },
  { file: 'src/records/booking.ts' },
  { file: 'src/notifications/newsletter-confirmation.ts' },
  { file: 'src/notifications/booking-email-texts.ts' },
  { file: 'src/desk/i18n/fr.ts', language: 'fr' },
  { file: 'src/desk/audience/audience-fr.ts', language: 'fr' },
  { file: 'src/bookings-feed/feed-fr.ts', language: 'fr' },
];

/** Comments, string and template literals, names and the punctuation that shapes objects. */
const TOKEN = /\/\/[^\n]*|\/\*[\s\S]*?\*\/|'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\$]|\\.|\$\{[^}]*\}|\$(?!\{))*`|[A-Za-z_$][\w$]*|[{}:,()[\]]/g;

/**
 * A literal's value: its escapes read, its placeholders (`{quoteDelay}`,
 * `{email}`, a template's `${…}`) emptied, as what fills them is not the
 * text's words: `Retirer {email}` does not say "email".
 */
function literalValue(token: string): string {
  const body = token.slice(1, -1).replace(/\$?\{[^}]*\}/g, '{}');
  return body.replace(/\\(u\{[\da-fA-F]+\}|u[\da-fA-F]{4}|x[\da-fA-F]{2}|.)/g, (_, escape: string) => {
    if (escape.startsWith('u{')) return String.fromCodePoint(parseInt(escape.slice(2, -1), 16));
    if (/^[ux]/.test(escape) && escape.length > 1) return String.fromCharCode(parseInt(escape.slice(1), 16));
    return { n: '\n', t: '\t', r: '\r', '0': '\0' }[escape] ?? escape;
  });
}

/**
 * The texts of one TypeScript file: every string that is a property's value
 * (`'nav.about': 'À propos'`, `fr: '…'`) in a language, with where it starts
 * in the file. Keys, imports and code are not texts.
 */
export function typeScriptTexts(file: string, source: string, language?: Language): ProseText[] {
  const tokens = [...source.matchAll(TOKEN)].filter((token) => !token[0].startsWith('//') && !token[0].startsWith('/*'));
  const texts: ProseText[] = [];
  /** The language of each open brace: the one its property names, or the enclosing one. */
  const blocks: (Language | undefined)[] = [language];
  tokens.forEach((token, index) => {
    const [value] = token;
    const previous = tokens[index - 1]?.[0];
    const key = tokens[index - 2]?.[0];
    const keyLanguage = previous === ':' && key && isLanguage(key) ? key : undefined;
    if (value === '{') blocks.push(keyLanguage ?? blocks.at(-1));
    else if (value === '}') blocks.pop();
    else if (/^['"`]/.test(value) && previous === ':' && tokens[index + 1]?.[0] !== ':') {
      const textLanguage = keyLanguage ?? blocks.at(-1);
      if (textLanguage) texts.push({ file, language: textLanguage, legal: false, text: literalValue(value), source, offset: token.index });
    }
  });
  if (texts.length === 0) throw new ContentError(file, 'no text found: the prose checks read the string values of its properties, in a language (TYPESCRIPT_TEXT_FILES)');
  return texts;
}
