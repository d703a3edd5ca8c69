import { NBSP, unitSpacing, type LanguageSpec } from '../language-spec';

/** British English, as the agency's readers in the UK and beyond read it. */
export const english: LanguageSpec = {
  name: 'English',
  flag: '🇬🇧',
  locale: 'en_GB',
  servicesSegment: 'services',
  months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  date: (day, month, year) => `${day} ${month} ${year}`,
  numberWords: ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'],
  decimalSeparator: '.',
  range: (from, to) => `${from}–${to}`,
  hour: (hour) => (hour < 12 ? `${hour}${NBSP}am` : `${hour === 12 ? 12 : hour - 12}${NBSP}pm`),
  units: {
    hours: (n) => `${n}${NBSP}hours`,
    workingHours: (n) => `${n}${NBSP}working hours`,
    minutes: (n) => `${n}${NBSP}minutes`,
    weeks: (n, plural) => (plural ? `${n}${NBSP}weeks` : 'one week'),
    km: (n) => `${n}${NBSP}km`,
    euros: (n) => `€${n}`,
    years: (n) => `${n}${NBSP}years`,
    count: (n) => n,
    rating: (n) => `${n}/5`,
    timeOfDay: (n) => n,
    countInWords: (n) => n,
  },
  vatFranchise: 'none (VAT not applicable, article 293 B of the French General Tax Code)',
  phone: 'international',
  typography: unitSpacing('am|pm|seconds?|minutes?|hours?|days?|weeks?|months?|years?|km|cm|mm|gsm|g/m²|percentage points?|×|€|%'),
  typographyTypedByHand: false,
  hunspell: 'dictionary-en-gb',
  // A possessive (someone else’s) is its noun's.
  spellingForms: (word) => (/['’]s$/.test(word) ? [word.slice(0, -2)] : []),
};
