import { NBSP, unitSpacing, type LanguageSpec } from '../language-spec';

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

/** 9 h, 9 h 20, 0 h 05: the hour without a leading zero, the minutes with one, and no minutes on the hour. */
function frenchTime(hour: number, minute: number): string {
  return minute === 0 ? `${hour}${NBSP}h` : `${hour}${NBSP}h${NBSP}${String(minute).padStart(2, '0')}`;
}

/** "de" and "que" before a fact starting with "un", "une": elided, as in « à partir d’une semaine ». */
const ELIDED = /(?<=\b(?:[dD]|[qQ]u))e $/;

export const french: LanguageSpec = {
  name: 'Français',
  flag: '🇫🇷',
  locale: 'fr_FR',
  servicesSegment: 'services',
  fixedPaths: {
    home: '/',
    'newsletter-unsubscribe': '/newsletter/unsubscribe',
    'newsletter-confirmation': '/newsletter/confirmation',
    'booking-confirmation': '/rendez-vous/confirmer',
    'booking-management': '/rendez-vous/gerer',
  },
  blogCategories: {
    folder: 'categorie',
    formerParam: 'categorie',
    slugs: { marketing: 'marketing', communication: 'communication', 'local-seo': 'seo-local', coaching: 'coaching', 'web-design': 'web-design' },
  },
  bookingWeekParam: 'semaine',
  months: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  weekdays: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'],
  shortWeekdays: ['lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.', 'dim.'],
  // The first of the month is written as an ordinal: 1er août.
  dayOfMonth: (day) => (day === 1 ? '1er' : String(day)),
  date: (day, month, year) => `${day} ${month}${year === undefined ? '' : ` ${year}`}`,
  weekdayDate: (weekday, date) => `${weekday} ${date}`,
  time: frenchTime,
  dateTime: (date, hour, minute) => `${date} à ${frenchTime(hour, minute)}`,
  numberWords: ['zéro', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix', 'onze', 'douze'],
  decimalSeparator: ',',
  range: (from, to) => `${from} à ${to}`,
  hour: (hour) => String(hour),
  units: {
    hours: (n) => `${n}${NBSP}h`,
    workingHours: (n) => `${n}${NBSP}h ouvrées`,
    minutes: (n) => `${n}${NBSP}minutes`,
    weeks: (n, plural) => (plural ? `${n}${NBSP}semaines` : 'une semaine'),
    km: (n) => `${n}${NBSP}km`,
    euros: (n) => `${n}${NBSP}€`,
    years: (n) => `${n}${NBSP}ans`,
    count: (n) => n,
    rating: (n) => `${n}/5`,
    timeOfDay: (n) => `${n}${NBSP}h`,
    countInWords: (n) => n,
  },
  vatFranchise: 'néant (TVA non applicable, art. 293 B du CGI)',
  phone: 'national',
  beforeFact: (before, fact) => (/^une?\b/.test(fact) ? before.replace(ELIDED, '’') : before),
  typography: frenchTypography,
  typographyTypedByHand: true,
  hunspell: 'dictionary-fr',
};
