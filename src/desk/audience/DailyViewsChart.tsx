import { deskText } from '../i18n/desk-text';
import { formatCount, formatShortDate } from './audience-format';
import type { AudienceReport } from './audience-report';

/** The chart's height in pixels, the labels' rows included: the plot alone is PLOT_HEIGHT, PLOT_TOP below the top. */
const CHART_HEIGHT = 200;
const PLOT_TOP = 28;
const PLOT_HEIGHT = 140;
const DATE_BASELINE = PLOT_TOP + PLOT_HEIGHT + 22;
/** The share of a day's slot its bar fills. */
const BAR_WIDTH = 0.7;

/** The height of `value` on a plot 100 units high whose top is `max`; a day with a page view shows at least a sliver. */
const barHeight = (value: number, max: number) => (value === 0 ? 0 : Math.max(1, (100 * value) / max));

/** The previous period as a step line over the same days: one level per day's slot. */
function stepPath(values: readonly number[], max: number): string {
  return values.map((value, index) => `${index === 0 ? 'M' : 'V'}${100 - barHeight(value, max)}H${index + 1}`).join('').replace(/^M/, 'M0 ');
}

/**
 * Page views per day as bars, the previous period's days as a dashed step
 * line over them, drawn on the server: the plot's own viewBox stretches to the
 * width it is given (a phone's or a desk's) while the labels keep their size.
 * Its figures are also a table, under "Voir les chiffres".
 */
export function DailyViewsChart({ report }: { report: AudienceReport }) {
  const { daily, days, totals } = report;
  // One chart per page: a fixed id, valid in HTML (React's useId starts with an underscore).
  const id = 'audience-daily-chart';
  const [nameId, descriptionId] = [`${id}-name`, `${id}-description`];
  const currentMax = Math.max(0, ...daily.map((day) => day.views));
  const max = Math.max(1, currentMax, ...daily.map((day) => day.previousViews));
  const first = daily[0];
  const last = daily.at(-1);
  const middle = daily.length > 2 ? Math.floor((daily.length - 1) / 2) : null;
  const middleDay = middle === null ? undefined : daily[middle];
  const previousPath = stepPath(
    daily.map((day) => day.previousViews),
    max,
  );

  return (
    <div className="audience-chart">
      <svg
        className="audience-chart-svg"
        role="img"
        aria-labelledby={nameId}
        aria-describedby={descriptionId}
        width="100%"
        height={CHART_HEIGHT}
        xmlns="http://www.w3.org/2000/svg"
      >
        <title id={nameId}>
          {deskText('audience.daily.chartName', { first: formatShortDate(report.period.first), last: formatShortDate(report.period.last) })}
        </title>
        <desc id={descriptionId}>
          {deskText('audience.daily.chartDescription', {
            max: formatCount(currentMax),
            days,
            total: formatCount(totals.views.current),
            previousTotal: formatCount(totals.views.previous),
          })}
        </desc>
        <text className="audience-chart-label" x="0" y={PLOT_TOP - 9}>
          {formatCount(max)}
        </text>
        <line className="audience-chart-grid" x1="0" x2="100%" y1={PLOT_TOP + 0.5} y2={PLOT_TOP + 0.5} />
        <svg x="0" y={PLOT_TOP} width="100%" height={PLOT_HEIGHT} viewBox={`0 0 ${daily.length} 100`} preserveAspectRatio="none">
          <g className="audience-chart-bars" fill="currentColor">
            {daily.map((day, index) =>
              day.views === 0 ? null : (
                <rect
                  key={day.day}
                  x={index + (1 - BAR_WIDTH) / 2}
                  y={100 - barHeight(day.views, max)}
                  width={BAR_WIDTH}
                  height={barHeight(day.views, max)}
                />
              ),
            )}
          </g>
          <path
            className="audience-chart-halo"
            d={previousPath}
            fill="none"
            stroke="currentColor"
            strokeWidth="6"
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
          />
          <path
            className="audience-chart-previous"
            d={previousPath}
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeDasharray="5 4"
            vectorEffect="non-scaling-stroke"
          />
        </svg>
        <line className="audience-chart-axis" x1="0" x2="100%" y1={PLOT_TOP + PLOT_HEIGHT + 0.5} y2={PLOT_TOP + PLOT_HEIGHT + 0.5} />
        {first && (
          <text className="audience-chart-label" x="0" y={DATE_BASELINE}>
            {formatShortDate(first.day)}
          </text>
        )}
        {middle !== null && middleDay && (
          <text className="audience-chart-label" x={`${(100 * (middle + 0.5)) / daily.length}%`} y={DATE_BASELINE} textAnchor="middle">
            {formatShortDate(middleDay.day)}
          </text>
        )}
        {last && last !== first && (
          <text className="audience-chart-label" x="100%" y={DATE_BASELINE} textAnchor="end">
            {formatShortDate(last.day)}
          </text>
        )}
      </svg>
      <ul className="audience-legend">
        <li>
          <svg className="audience-legend-key audience-chart-bars" width="18" height="12" aria-hidden="true" focusable="false">
            <rect width="18" height="12" fill="currentColor" />
          </svg>
          {deskText('audience.daily.legendCurrent', { days })}
        </li>
        <li>
          <svg className="audience-legend-key audience-chart-previous" width="18" height="12" aria-hidden="true" focusable="false">
            <line x1="0" x2="18" y1="6" y2="6" stroke="currentColor" strokeWidth="2" strokeDasharray="5 4" />
          </svg>
          {deskText('audience.daily.legendPrevious', { days })}
        </li>
      </ul>
      <details className="audience-figures">
        <summary>{deskText('audience.daily.showFigures')}</summary>
        <table className="audience-table audience-daily-table">
          <caption className="visually-hidden">{deskText('audience.daily.caption')}</caption>
          <colgroup span={2} />
          <colgroup span={2} />
          <thead>
            <tr>
              <th scope="colgroup" colSpan={2}>
                {deskText('audience.daily.thisPeriod')}
              </th>
              <th scope="colgroup" colSpan={2}>
                {deskText('audience.daily.previousPeriod')}
              </th>
            </tr>
            <tr>
              <th scope="col">{deskText('audience.daily.day')}</th>
              <th scope="col" className="audience-number">
                {deskText('audience.daily.views')}
              </th>
              <th scope="col">{deskText('audience.daily.day')}</th>
              <th scope="col" className="audience-number">
                {deskText('audience.daily.views')}
              </th>
            </tr>
          </thead>
          <tbody>
            {daily.map((day) => (
              <tr key={day.day}>
                <th scope="row">
                  <time dateTime={day.day}>{formatShortDate(day.day)}</time>
                </th>
                <td className="audience-number">{formatCount(day.views)}</td>
                <td>
                  <time dateTime={day.previousDay}>{formatShortDate(day.previousDay)}</time>
                </td>
                <td className="audience-number">{formatCount(day.previousViews)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
