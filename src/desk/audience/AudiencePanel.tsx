import { formatDate } from '../../i18n/format-date';
import { deskText, type DeskTextKey } from '../i18n/desk-text';
import { deviceLabel, formatCount, languageLabel, pageLabel, sourceLabel } from './audience-format';
import type { AudienceReport, Compared } from './audience-report';
import { ConversionTable } from './ConversionTable';
import { DailyViewsChart } from './DailyViewsChart';
import { ShareList } from './ShareList';

const TOTALS = [
  ['views', 'audience.totals.views'],
  ['messages', 'audience.totals.messages'],
  ['signUps', 'audience.totals.signUps'],
  ['bookings', 'audience.totals.bookings'],
] as const satisfies ReadonlyArray<readonly [keyof AudienceReport['totals'], DeskTextKey]>;

/** The period's totals, each with the previous period's. */
function Totals({ totals }: { totals: AudienceReport['totals'] }) {
  return (
    <dl className="audience-totals">
      {TOTALS.map(([name, label]) => {
        const { current, previous }: Compared = totals[name];
        return (
          <div key={name} className="audience-total">
            <dt>{deskText(label)}</dt>
            <dd>
              <span className="audience-total-value">{formatCount(current)}</span>{' '}
              <span className="audience-previous">{deskText('audience.previousValue', { value: formatCount(previous) })}</span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/**
 * The audience part of the owner's desk: what `npm run stats` prints, to look
 * at. Headings start at h2 (the page has the h1); each chart's figures are also
 * a table; an empty state when neither period has anything.
 */
export function AudiencePanel({ report }: { report: AudienceReport }) {
  const { days, period, previousPeriod } = report;
  return (
    <div className="audience-panel">
      <div className="audience-intro">
        <p>
          {deskText('audience.period', {
            first: formatDate(period.first, 'fr'),
            last: formatDate(period.last, 'fr'),
            days,
            previousFirst: formatDate(previousPeriod.first, 'fr'),
            previousLast: formatDate(previousPeriod.last, 'fr'),
          })}{' '}
          {!report.empty && deskText('audience.previousExplained', { days })}
        </p>
        <p className="audience-note">{deskText('audience.consentNote')}</p>
      </div>

      {report.empty ? (
        <p className="audience-empty">{deskText('audience.empty')}</p>
      ) : (
        <>
          <section className="audience-section" aria-labelledby="audience-totals">
            <h2 id="audience-totals">{deskText('audience.totals.title')}</h2>
            <Totals totals={report.totals} />
          </section>

          <section className="audience-section" aria-labelledby="audience-daily">
            <h2 id="audience-daily">{deskText('audience.daily.title')}</h2>
            <DailyViewsChart report={report} />
          </section>

          <section className="audience-section" aria-labelledby="audience-shares">
            <h2 id="audience-shares">{deskText('audience.shares.title')}</h2>
            <div className="audience-share-grid">
              <ShareList
                id="audience-pages"
                title={deskText('audience.pages.title')}
                column={deskText('audience.pages.column')}
                list={report.pages}
                label={pageLabel}
              />
              <ShareList
                id="audience-sources"
                title={deskText('audience.sources.title')}
                column={deskText('audience.sources.column')}
                list={report.sources}
                label={sourceLabel}
                note={deskText('audience.sources.note', { count: formatCount(report.sources.total.current) })}
              />
              <ShareList
                id="audience-languages"
                title={deskText('audience.languages.title')}
                column={deskText('audience.languages.column')}
                list={report.languages}
                label={languageLabel}
              />
              <ShareList
                id="audience-devices"
                title={deskText('audience.devices.title')}
                column={deskText('audience.devices.column')}
                list={report.devices}
                label={deviceLabel}
              />
            </div>
          </section>

          <section className="audience-section" aria-labelledby="audience-conversions">
            <h2 id="audience-conversions">{deskText('audience.conversions.title')}</h2>
            <p className="audience-note">{deskText('audience.conversions.note')}</p>
            <ConversionTable id="audience-conversion-table" lines={report.conversions} />
          </section>
        </>
      )}
    </div>
  );
}
