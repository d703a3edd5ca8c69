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

/** The Spanish of Spain. */
export const spanish: LanguageSpec = {
  name: 'Español',
  flag: '🇪🇸',
  locale: 'es_ES',
  servicesSegment: 'servicios',
  months: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  date: (day, month, year) => `${day} de ${month} de ${year}`,
  numberWords: ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce'],
  decimalSeparator: ',',
  range: (from, to) => `${from} a ${to}`,
  hour: (hour) => `${hour}:00`,
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
