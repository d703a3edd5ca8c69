import { describe, expect, it } from 'vitest';
import { formatDate } from '../../src/i18n/format-date';
import { LANGUAGE_SPECS, LANGUAGES } from '../../src/languages/languages';

describe('formatDate', () => {
  it.each([
    ['2025-09-15', 'fr', '15 septembre 2025'],
    ['2025-08-01', 'fr', '1er août 2025'],
    ['2025-10-27', 'en', '27 October 2025'],
    ['2025-11-17', 'es', '17 de noviembre de 2025'],
  ] as const)('writes %s in %s as %s', (date, language, expected) => {
    expect(formatDate(date, language)).toBe(expected);
  });

  it.each(LANGUAGES)('writes every month in %s as Intl would, the day of the month as its module says', (language) => {
    const spec = LANGUAGE_SPECS[language];
    const intl = new Intl.DateTimeFormat(spec.locale.replace('_', '-'), { dateStyle: 'long', timeZone: 'UTC' });
    for (let month = 1; month <= 12; month++) {
      for (const day of [1, 15]) {
        const date = `2025-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        // workerd's Intl writes the day as a figure: the language's module may write it otherwise (French: 1er).
        const intlDate = intl.format(new Date(`${date}T00:00:00Z`)).replace(/^\d+/, spec.dayOfMonth(day));
        expect([date, formatDate(date, language)]).toEqual([date, intlDate]);
      }
    }
  });
});
