import { dateKey, type PlainDate } from '../booking/calendar-date';
import type { SlotPicker } from '../booking/slot-picker';
import { dayText, slotTexts } from '../booking/slot-text';
import type { DictionaryKey } from '../i18n/dictionary';
import { useLanguage } from '../i18n/language-context';
import { Icon } from './Icon';

/** The id of the message of the slot choice, which every radio names as its description. */
export const SLOT_ERROR_ID = 'booking-slot-error';

interface SlotChoicesProps {
  picker: SlotPicker;
  /** The slot chosen before a failed post, checked again when it is still free. */
  chosen: string | undefined;
  error: DictionaryKey | undefined;
  /** Whether the slot's error is the first of the form, which takes the focus. */
  first: boolean;
  /** The booking page showing the week of `monday`, in the same zone. */
  weekHref(monday: PlainDate): string;
}

/** `lundi 29 mars` as a heading writes it: `Lundi 29 mars`. */
const asHeading = (text: string, locale: string) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

/**
 * The week's slots, one fieldset per day, each with its legend and one radio
 * per slot (named `slot`, valued with its start in UTC): the visitor's time,
 * and the time in Paris beside it when the clocks differ. A day without a
 * slot says so, and so does a week without any, with the way to the next.
 * Plain radios: the keyboard moves between them with the arrow keys, and
 * screen readers announce each day's group.
 */
export function SlotChoices({ picker, chosen, error, first, weekHref }: SlotChoicesProps) {
  const { language, t } = useLanguage();
  const empty = picker.days.every((day) => day.slots.length === 0);
  // Each slot's texts are written as single strings: React separates adjacent
  // text parts with a comment, and in a new isolate each part of a week's
  // 140 slots costs render time (about 12 ms of CPU on the booking page's
  // first request, in `npm run bench`'s cold path).
  const inParis = t('booking.inParis');
  const described = error ? { 'aria-describedby': SLOT_ERROR_ID, 'aria-invalid': true } : {};
  return (
    <div className="slot-picker" data-slot-picker>
      <nav className="week-nav" aria-label={t('booking.week.nav')}>
        <p className="week-title">{`${t('booking.week.of')} ${dayText(picker.monday, language)}`}</p>
        <ul>
          {picker.previous && (
            <li>
              <a href={weekHref(picker.previous)} rel="prev">
                <Icon name="arrow-left" className="icon-inline" />
                {t('booking.week.previous')}
              </a>
            </li>
          )}
          {picker.next && (
            <li>
              <a href={weekHref(picker.next)} rel="next">
                {t('booking.week.next')}
                <Icon name="arrow-right" className="icon-inline" />
              </a>
            </li>
          )}
        </ul>
      </nav>
      {error && (
        <p id={SLOT_ERROR_ID} className="field-error" role="alert" tabIndex={-1} autoFocus={first || undefined}>
          <strong>{t('form.errorPrefix')}</strong> {t(error)}
        </p>
      )}
      {empty ? (
        <p className="slot-empty" data-week-empty>
          {t('booking.week.none')}{' '}
          {picker.next && <a href={weekHref(picker.next)}>{t('booking.week.seeNext')}</a>}
        </p>
      ) : (
        <div className="slot-days">
          {picker.days.map((day) => (
            <fieldset key={dateKey(day.date)} className="slot-day" data-slot-day={dateKey(day.date)}>
              <legend>{asHeading(dayText(day.date, language), language)}</legend>
              {day.slots.length === 0 ? (
                <p className="meta">{t('booking.day.none')}</p>
              ) : (
                <ul className="slot-list">
                  {day.slots.map((slot) => {
                    const id = `slot-${slot.value.replace(/[^0-9]/g, '')}`;
                    const texts = slotTexts(slot, language);
                    return (
                      <li key={slot.value}>
                        <input type="radio" id={id} name="slot" value={slot.value} required defaultChecked={slot.value === chosen} {...described} />
                        <label htmlFor={id}>
                          {texts.time}
                          {texts.agencyTime && <span className="slot-agency-time">{` (${texts.agencyDay ? `${texts.agencyDay} ` : ''}${texts.agencyTime} ${inParis})`}</span>}
                        </label>
                      </li>
                    );
                  })}
                </ul>
              )}
            </fieldset>
          ))}
        </div>
      )}
    </div>
  );
}
