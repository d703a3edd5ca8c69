import { describe, expect, it } from 'vitest';
import { formatDate } from '../../src/i18n/format-date';

describe('formatDate', () => {
  it.each([
    ['2025-09-15', 'fr', '15 septembre 2025'],
    ['2025-08-01', 'fr', '1er août 2025'],
    ['2025-10-27', 'en', '27 October 2025'],
    ['2025-11-17', 'es', '17 de noviembre de 2025'],
  ] as const)('writes %s in %s as %s, as Intl would', (date, language, expected) => {
    expect(formatDate(date, language)).toBe(expected);
    const intl = new Intl.DateTimeFormat({ fr: 'fr-FR', en: 'en-GB', es: 'es-ES' }[language], { dateStyle: 'long', timeZone: 'UTC' });
    // French writes the first of the month as an ordinal (1er août), which workerd's Intl does not.
    const firstAsOrdinal = (text: string) => (language === 'fr' ? text.replace(/^1 /, '1er ') : text);
    expect(formatDate(date, language)).toBe(firstAsOrdinal(intl.format(new Date(`${date}T00:00:00Z`))));
  });
});
