import type { Language } from '../../src/i18n/languages';

const NBSP = '\u00a0';

/** A no-break space between a number and the unit after it (and around ×), so that a line never ends on "48" and starts with "hours". */
function unitSpacing(units: string): (text: string) => string {
  const spaced = new RegExp(`(?<=\\d)[ \\t]+(?=(?:${units})(?![\\p{L}\\d]))`, 'gu');
  return (text) => text.replace(spaced, NBSP).replace(/(?<=×)[ \t]+(?=\d)/g, NBSP);
}

const frenchUnits = unitSpacing('€|%|h|min|km|cm|mm|m²|g/m²|g|°|×|secondes?|minutes?|heures?|jours?|semaines?|mois|ans|points?');

/**
 * French spacing, so writers type ordinary spaces: a no-break space before
 * `: ; ? !`, inside « », between a number and its unit (500 €, 9 h, 40 %,
 * 85 × 55 mm, 3 jours, 6 mois) and after n°. Only spaces already typed are
 * changed, except inside « » where French always wants one.
 */
export function frenchTypography(text: string): string {
  return frenchUnits(
    text
      .replace(/[ \t]+(?=[:;?!»])/g, NBSP)
      .replace(/«[ \t\u00a0]*/g, `«${NBSP}`)
      .replace(/(?<=[^\s\u00a0])»/g, `${NBSP}»`)
      .replace(/(?<=\bn°)[ \t]+/g, NBSP),
  );
}

/** What the build does to the words of each language's files: writers type ordinary spaces. */
export const TYPOGRAPHY: Record<Language, (text: string) => string> = {
  fr: frenchTypography,
  en: unitSpacing('am|pm|seconds?|minutes?|hours?|days?|weeks?|months?|years?|km|cm|mm|gsm|g/m²|percentage points?|×|€|%'),
  es: unitSpacing('segundos?|minutos?|horas?|días?|semanas?|meses|mes|años?|km|cm|mm|milímetros|centímetros|g/m²|puntos?|×|€|%'),
};
