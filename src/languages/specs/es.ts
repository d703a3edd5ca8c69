import { NBSP, unitSpacing, type LanguageSpec } from '../language-spec';

/**
 * Spanish joins object pronouns to infinitives, gerunds and imperatives
 * (contáctanos, suscríbete, imprímelo, respondiéndolas), forms Hunspell's
 * Spanish dictionary mostly lacks: the verb without one or two of them, and
 * without the accent they made it need, is the word to look up.
 */
const PRONOUNS = ['me', 'te', 'se', 'nos', 'os', 'le', 'les', 'lo', 'la', 'los', 'las'];
const UNACCENTED: Record<string, string> = { á: 'a', é: 'e', í: 'i', ó: 'o', ú: 'u' };

/** The verbs `word` may be with its pronouns taken off: contáctanos → contacta, imprímelo → imprime. */
function verbsWithoutPronouns(word: string): string[] {
  const strip = (form: string) => PRONOUNS.filter((pronoun) => form.endsWith(pronoun) && form.length - pronoun.length > 2).map((pronoun) => form.slice(0, -pronoun.length));
  const once = strip(word.toLowerCase());
  return [...once, ...once.flatMap(strip)].map((verb) => verb.replace(/[áéíóú]/g, (vowel) => UNACCENTED[vowel]!));
}

/** 9:00, 9:20, 0:05: the hour without a leading zero, the minutes always. */
const spanishTime = (hour: number, minute: number) => `${hour}:${String(minute).padStart(2, '0')}`;

/** The Spanish of Spain. */
export const spanish: LanguageSpec = {
  name: 'Español',
  flag: '🇪🇸',
  locale: 'es_ES',
  servicesSegment: 'servicios',
  fixedPaths: {
    home: '/es',
    'newsletter-unsubscribe': '/es/newsletter/baja',
    'newsletter-confirmation': '/es/newsletter/confirmar',
    'booking-confirmation': '/es/reservar-llamada/confirmar',
    'booking-management': '/es/reservar-llamada/gestionar',
  },
  blogCategories: {
    folder: 'categoria',
    formerParam: 'categoria',
    slugs: { marketing: 'marketing', communication: 'comunicacion', 'local-seo': 'seo-local', coaching: 'coaching', 'web-design': 'diseno-web' },
  },
  bookingWeekParam: 'semana',
  months: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  weekdays: ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'],
  shortWeekdays: ['lun', 'mar', 'mié', 'jue', 'vie', 'sáb', 'dom'],
  dayOfMonth: (day) => String(day),
  date: (day, month, year) => `${day} de ${month}${year === undefined ? '' : ` de ${year}`}`,
  weekdayDate: (weekday, date) => `${weekday}, ${date}`,
  time: spanishTime,
  // «a la 1:20», «a las 9:20».
  dateTime: (date, hour, minute) => `${date}, ${hour === 1 ? 'a la' : 'a las'} ${spanishTime(hour, minute)}`,
  numberWords: ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce'],
  decimalSeparator: ',',
  range: (from, to) => `${from} a ${to}`,
  hour: (hour) => spanishTime(hour, 0),
  units: {
    hours: (n) => `${n}${NBSP}horas`,
    workingHours: (n) => `${n}${NBSP}horas laborables`,
    minutes: (n) => `${n}${NBSP}minutos`,
    weeks: (n, plural) => (plural ? `${n}${NBSP}semanas` : 'una semana'),
    km: (n) => `${n}${NBSP}km`,
    euros: (n) => `${n}${NBSP}€`,
    years: (n) => `${n}${NBSP}años`,
    count: (n) => n,
    rating: (n) => `${n}/5`,
    timeOfDay: (n) => n,
    countInWords: (n) => n,
  },
  vatFranchise: 'ninguno (IVA no aplicable, artículo 293 B del Código General de Impuestos francés)',
  phone: 'international',
  typography: unitSpacing('segundos?|minutos?|horas?|días?|semanas?|meses|mes|años?|km|cm|mm|milímetros|centímetros|g/m²|puntos?|×|€|%'),
  typographyTypedByHand: false,
  hunspell: 'dictionary-es',
  spellingForms: verbsWithoutPronouns,
};
