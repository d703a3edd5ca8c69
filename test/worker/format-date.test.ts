import { describe, expect, it } from 'vitest';
import { formatDate } from '../../src/i18n/format-date';

describe('formatDate', () => {
  it.each([
    ['2025-09-15', 'fr', '15 septembre 2025'],
    ['2025-08-01', 'fr', '1 août 2025'],
    ['2025-10-27', 'en', '27 October 2025'],
    ['2025-11-17', 'es', '17 de noviembre de 2025'],
  ] as const)('writes %s in %s as %s, as Intl would', (date, language, expected) => {
    expect(formatDate(date, language)).toBe(expected);
    const intl = new Intl.DateTimeFormat({ fr: 'fr-FR', en: 'en-GB', es: 'es-ES' }[language], { dateStyle: 'long', timeZone: 'UTC' });
    expect(formatDate(date, language)).toBe(intl.format(new Date(`${date}T00:00:00Z`)).replace(/^1er /, '1 '));
  });
});
