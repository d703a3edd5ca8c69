import { dateKey } from '../booking/calendar-date';
import type { SlotPicker } from '../booking/slot-picker';
import { zoneChoiceText } from '../booking/slot-text';
import { WEEK_PARAMS, ZONE_PARAM } from '../forms/booking-query';
import { TOKEN_PARAM } from '../forms/outcome-urls';
import { useLanguage } from '../i18n/language-context';

interface ZoneFormProps {
  /** The booking page, which the form asks again (GET) with the zone chosen. */
  action: string;
  picker: SlotPicker;
  /** When a booked call is being moved: its management link's secret, kept in the address. */
  moveSecret?: string;
}

/**
 * The time zone the slots are shown in, as a plain GET form: choosing
 * another and sending the form shows the same week in it, with no script.
 * A zone asked for that the runtime does not know is said so above it.
 */
export function ZoneForm({ action, picker, moveSecret }: ZoneFormProps) {
  const { language, t } = useLanguage();
  return (
    <form className="zone-form" method="get" action={action} data-zone-form>
      {picker.unknownZoneAsked && (
        <p className="form-notice" role="alert">
          {t('booking.zone.unknown')}
        </p>
      )}
      <input type="hidden" name={WEEK_PARAMS[language]} value={dateKey(picker.monday)} />
      {moveSecret && <input type="hidden" name={TOKEN_PARAM} value={moveSecret} />}
      <div className="field">
        <label htmlFor="booking-zone">{t('booking.zone.label')}</label>
        <select id="booking-zone" name={ZONE_PARAM} defaultValue={picker.zone}>
          {picker.zones.map((choice) => (
            <option key={choice.zone} value={choice.zone}>
              {zoneChoiceText(choice, language, picker.now)}
            </option>
          ))}
        </select>
      </div>
      <button className="button button-secondary" type="submit">
        {t('booking.zone.show')}
      </button>
    </form>
  );
}
