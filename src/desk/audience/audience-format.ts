import { isLanguage } from '../../languages/languages';
import { showControlCharacters } from '../../text/control-characters';
import { languageName } from '../format';
import { deskText, type DeskTextKey } from '../i18n/desk-text';

// Figures and labels of the audience page, written for French readers.

let counts: Intl.NumberFormat | undefined;
let rates: Intl.NumberFormat | undefined;
let shares: Intl.NumberFormat | undefined;

/** A whole number, French style: « 1 234 ». */
export function formatCount(value: number): string {
  counts ??= new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
  return counts.format(value);
}

/** Messages per 100 page views, one decimal: « 2,5 »; a dash when there was no page view. */
export function formatRate(value: number | null): string {
  if (value === null) return deskText('audience.noRate');
  rates ??= new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return rates.format(value);
}

/** A share (0 to 1) as a percentage: « 32 % », with a decimal below 10 %: « 4,5 % ». */
export function formatShare(share: number): string {
  shares ??= new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });
  const percent = 100 * share;
  return deskText('audience.percent', { value: shares.format(percent < 10 ? Math.round(percent * 10) / 10 : Math.round(percent)) });
}

const MONTH_KEYS = [
  'audience.month.1',
  'audience.month.2',
  'audience.month.3',
  'audience.month.4',
  'audience.month.5',
  'audience.month.6',
  'audience.month.7',
  'audience.month.8',
  'audience.month.9',
  'audience.month.10',
  'audience.month.11',
  'audience.month.12',
] as const satisfies readonly DeskTextKey[];

/** A day (YYYY-MM-DD) as the charts show it: « 24 nov. ». Written without Intl.DateTimeFormat, whose first use costs an isolate about 17 ms. */
export function formatShortDate(day: string): string {
  const [, month, date] = day.split('-').map(Number) as [number, number, number];
  return deskText('audience.shortDate', { day: date, month: deskText(MONTH_KEYS[month - 1] ?? MONTH_KEYS[0]) });
}

/** Stored text shown as it is, its control characters written out (`\u001b`) so they cannot act. */
export const storedText = (text: string) => showControlCharacters(text);

/** A language code as its French name (« français »), or as stored if the site has no such language. */
export const languageLabel = (language: string) => (isLanguage(language) ? languageName(language) : storedText(language));

/** A source: a host name as stored, or what the buckets `direct` and `other` stand for. */
export function sourceLabel(source: string): string {
  if (source === 'direct') return deskText('audience.source.direct');
  if (source === 'other') return deskText('audience.source.other');
  return storedText(source);
}

/** A device class in French. */
export function deviceLabel(device: string): string {
  if (device === 'phone') return deskText('audience.device.phone');
  if (device === 'tablet') return deskText('audience.device.tablet');
  if (device === 'desktop') return deskText('audience.device.desktop');
  return storedText(device);
}

/** A route id, shown as it is for now. */
export const pageLabel = (route: string) => storedText(route);
