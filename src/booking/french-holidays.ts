import { addDays, daysBetween, sameDate, type PlainDate } from './calendar-date';

/**
 * France's eleven public holidays (Code du travail, article L3133-1), the
 * days the agency takes no call. Alsace-Moselle's two extra days do not
 * apply: the offices are in Périgueux and Biarritz. The ids name them for
 * the dictionaries; no text here is in a language.
 */
export type FrenchHoliday =
  | 'newYearsDay'
  | 'easterMonday'
  | 'labourDay'
  | 'victoryInEuropeDay'
  | 'ascensionDay'
  | 'whitMonday'
  | 'bastilleDay'
  | 'assumptionDay'
  | 'allSaintsDay'
  | 'armisticeDay'
  | 'christmasDay';

/** Easter Sunday of `year`, by the anonymous Gregorian algorithm (Meeus, Jones, Butcher). */
export function easterSunday(year: number): PlainDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const monthAndDay = h + l - 7 * m + 114;
  return { year, month: Math.floor(monthAndDay / 31), day: (monthAndDay % 31) + 1 };
}

/** The public holidays of `year`, in date order. */
export function frenchHolidays(year: number): readonly { readonly date: PlainDate; readonly holiday: FrenchHoliday }[] {
  const easter = easterSunday(year);
  const on = (month: number, day: number): PlainDate => ({ year, month, day });
  const holidays: { date: PlainDate; holiday: FrenchHoliday }[] = [
    { date: on(1, 1), holiday: 'newYearsDay' },
    { date: addDays(easter, 1), holiday: 'easterMonday' },
    { date: on(5, 1), holiday: 'labourDay' },
    { date: on(5, 8), holiday: 'victoryInEuropeDay' },
    { date: addDays(easter, 39), holiday: 'ascensionDay' },
    { date: addDays(easter, 50), holiday: 'whitMonday' },
    { date: on(7, 14), holiday: 'bastilleDay' },
    { date: on(8, 15), holiday: 'assumptionDay' },
    { date: on(11, 1), holiday: 'allSaintsDay' },
    { date: on(11, 11), holiday: 'armisticeDay' },
    { date: on(12, 25), holiday: 'christmasDay' },
  ];
  // Ascension falls on 1 May some years (2008, 2160): order by date, not by this list.
  return holidays.sort((first, second) => daysBetween(second.date, first.date));
}

/** The holiday `date` is, if it is one. */
export function frenchHolidayOn(date: PlainDate): FrenchHoliday | undefined {
  return frenchHolidays(date.year).find((holiday) => sameDate(holiday.date, date))?.holiday;
}
