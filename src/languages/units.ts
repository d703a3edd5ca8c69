/**
 * What a figure can measure (src/facts/facts.ts), which decides how each
 * language writes it: every language's module says how (`units` of
 * language-spec.ts), so a unit added here fails `tsc` until each does.
 */
export const UNITS = ['hours', 'workingHours', 'minutes', 'weeks', 'km', 'euros', 'years', 'count', 'rating', 'timeOfDay', 'countInWords'] as const;
export type Unit = (typeof UNITS)[number];
