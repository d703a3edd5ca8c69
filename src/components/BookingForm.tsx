import { dateKey } from '../booking/calendar-date';
import type { SlotPicker } from '../booking/slot-picker';
import { bookingPageUrl, WEEK_PARAMS, ZONE_PARAM } from '../forms/booking-query';
import type { BookingFormField, BookingFormState } from '../forms/form-state';
import { TOKEN_PARAM } from '../forms/outcome-urls';
import { useLanguage } from '../i18n/language-context';
import { BOOKING, BOOKING_FIELDS } from '../records/booking';
import { FormNotice } from './FormNotice';
import { HoneypotField } from './HoneypotField';
import { RecordFieldInput } from './RecordFieldInput';
import { SlotChoices } from './SlotChoices';

/** The element id of the booking form. */
export const BOOKING_FORM_ID = 'booking-form';

/** The order of the form's fields, for the focus on the first wrong one: the slot, then the record's. */
const FIELD_ORDER: readonly BookingFormField[] = ['zone', 'slot', ...BOOKING_FIELDS];

interface BookingFormProps {
  /** The booking page, which the form posts to: its path gives the language. */
  action: string;
  state: BookingFormState;
  picker: SlotPicker;
  texts: {
    slotsHeading: string;
    detailsHeading: string;
    button: string;
    privacyNote: { text: string; link: string };
    privacyHref: string;
  };
}

/**
 * The booking form, posted to its page: the week's slots (SlotChoices), the
 * zone they are shown in, then the record's fields (src/records/booking.ts)
 * and the honeypot; when a booked call is being moved, its management
 * link's secret instead of the fields, as the call keeps its visitor's
 * details. After a failed post it shows the input again with each error
 * beside its field.
 */
export function BookingForm({ action, state, picker, texts }: BookingFormProps) {
  const { language, t } = useLanguage();
  const { values, errors, move } = state;
  const firstError = state.notice ? undefined : FIELD_ORDER.find((field) => errors[field]);
  const weekHref = (monday: typeof picker.monday) => bookingPageUrl(action, language, { week: monday, zone: picker.zone, moveSecret: move?.secret });
  return (
    <form id={BOOKING_FORM_ID} className="booking-form card" method="post" action={action} data-booking-form>
      <FormNotice notice={state.notice} />
      <h2>{texts.slotsHeading}</h2>
      <SlotChoices picker={picker} chosen={values.slot} error={errors.slot ?? errors.zone} first={firstError === 'slot' || firstError === 'zone'} weekHref={weekHref} />
      <input type="hidden" name={ZONE_PARAM} value={picker.zone} />
      <input type="hidden" name={WEEK_PARAMS[language]} value={dateKey(picker.monday)} />
      {move ? (
        <input type="hidden" name={TOKEN_PARAM} value={move.secret} />
      ) : (
        <>
          <h2>{texts.detailsHeading}</h2>
          <p className="meta">{t('form.requiredNote')}</p>
          {BOOKING_FIELDS.map((name) => (
            <RecordFieldInput
              key={name}
              id={`booking-${name}`}
              name={name}
              field={BOOKING.fields[name]}
              value={values[name]}
              error={errors[name]}
              first={name === firstError}
            />
          ))}
          <HoneypotField id="booking-website" />
          <p className="meta">
            {texts.privacyNote.text} <a href={texts.privacyHref}>{texts.privacyNote.link}</a>
          </p>
        </>
      )}
      <button className="button button-primary" type="submit">
        {texts.button}
      </button>
    </form>
  );
}
