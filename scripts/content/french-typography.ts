const NBSP = '\u00a0';

/**
 * French spacing, so writers type ordinary spaces: a no-break space before
 * `: ; ? !`, inside « », between a number and its unit (500 €, 9 h, 40 %,
 * 85 × 55 mm) and after n°. Only spaces already typed are changed, except
 * inside « » where French always wants one.
 */
export function frenchTypography(text: string): string {
  return text
    .replace(/[ \t]+(?=[:;?!»])/g, NBSP)
    .replace(/«[ \t\u00a0]*/g, `«${NBSP}`)
    .replace(/(?<=[^\s\u00a0])»/g, `${NBSP}»`)
    .replace(/(?<=\d)[ \t]+(?=(€|%|h|min|km|cm|mm|m²|g\/m²|g|°|×)(?![\p{L}\d]))/gu, NBSP)
    .replace(/(?<=×)[ \t]+(?=\d)/g, NBSP)
    .replace(/(?<=\bn°)[ \t]+/g, NBSP);
}
