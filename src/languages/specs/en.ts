import { NBSP, unitSpacing, type LanguageSpec } from '../language-spec';

/**
 * 9 am, 9.20 am, midday and 12.20 am just after midnight: the twelve-hour
 * clock British writers use, a full stop between hours and minutes, no
 * minutes on the hour. Noon is midday, as GOV.UK's style writes it, since
 * many readers are unsure which of 12 am and 12 pm it is; midnight stays
 * 12 am, which at least places the call at the start of its day, where
 * "midnight" could be read as the end of it.
 */
function britishTime(hour: number, minute: number): string {
  if (hour === 12 && minute === 0) return 'midday';
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  const minutes = minute === 0 ? '' : `.${String(minute).padStart(2, '0')}`;
  return `${twelve}${minutes}${NBSP}${hour < 12 ? 'am' : 'pm'}`;
}

/** British English, as the agency's readers in the UK and beyond read it. */
export const english: LanguageSpec = {
  name: 'English',
  flag: '🇬🇧',
  locale: 'en_GB',
  servicesSegment: 'services',
  fixedPaths: {
    home: '/en',
    'newsletter-unsubscribe': '/en/newsletter/unsubscribe',
    'newsletter-confirmation': '/en/newsletter/confirm',
    'booking-confirmation': '/en/book-a-call/confirm',
    'booking-management': '/en/book-a-call/manage',
  },
  blogCategories: {
    folder: 'category',
    formerParam: 'category',
    slugs: { marketing: 'marketing', communication: 'communication', 'local-seo': 'local-seo', coaching: 'coaching', 'web-design': 'web-design' },
  },
  bookingWeekParam: 'week',
  months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  shortWeekdays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  dayOfMonth: (day) => String(day),
  date: (day, month, year) => `${day} ${month}${year === undefined ? '' : ` ${year}`}`,
  weekdayDate: (weekday, date) => `${weekday} ${date}`,
  time: britishTime,
  dateTime: (date, hour, minute) => `${date} at ${britishTime(hour, minute)}`,
  numberWords: ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'],
  decimalSeparator: '.',
  range: (from, to) => `${from}–${to}`,
  hour: (hour) => britishTime(hour, 0),
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
  vatFranchise: 'none (VAT not applicable, Article 293 B of the French General Tax Code)',
  phone: 'international',
  typography: unitSpacing('am|pm|seconds?|minutes?|hours?|days?|weeks?|months?|years?|km|cm|mm|gsm|g/m²|percentage points?|×|€|%'),
  typographyTypedByHand: false,
  hunspell: 'dictionary-en-gb',
  // A possessive (someone else’s) is its noun's.
  spellingForms: (word) => (/['’]s$/.test(word) ? [word.slice(0, -2)] : []),
};
