import { callTimeText, zoneNameText } from '../booking/slot-text';
import { offsetAt } from '../booking/zoned-time';
import { BOOKING_RULES } from '../booking/rules';
import { factText } from '../facts/fact-text';
import type { ShownCall } from '../forms/form-state';
import { useLanguage } from '../i18n/language-context';

/**
 * A booked call as its pages show it: its date and time in the visitor's
 * zone, named; in Paris too when the clocks there show another time; and
 * its length.
 */
export function BookedCall({ call }: { call: ShownCall }) {
  const { language, t } = useLanguage();
  const agencyZone = BOOKING_RULES.zone;
  const differs = offsetAt(call.start, call.zone) !== offsetAt(call.start, agencyZone);
  return (
    <dl className="booked-call">
      <div>
        <dt>{t('booking.call.when')}</dt>
        <dd>
          {callTimeText(call.start, call.zone, language)} ({zoneNameText(call.zone, language, call.start)})
        </dd>
      </div>
      {differs && (
        <div>
          <dt>{t('booking.call.inParis')}</dt>
          <dd>{callTimeText(call.start, agencyZone, language)}</dd>
        </div>
      )}
      <div>
        <dt>{t('booking.call.length')}</dt>
        <dd>{factText(language, 'firstCallLength')}</dd>
      </div>
    </dl>
  );
}
