import { deskText } from '../i18n/desk-text';
import { formatCount, formatRate, languageLabel, pageLabel } from './audience-format';
import type { Compared, ComparedRate, ConversionLine } from './audience-report';

/** A figure of the period, the previous period's under it. */
function ComparedCell({ value, previous }: { value: string; previous: string }) {
  return (
    <td className="audience-number">
      {value}{' '}
      <span className="audience-previous">{deskText('audience.previousValue', { value: previous })}</span>
    </td>
  );
}

const countCell = ({ current, previous }: Compared) => <ComparedCell value={formatCount(current)} previous={formatCount(previous)} />;
const rateCell = ({ current, previous }: ComparedRate) => <ComparedCell value={formatRate(current)} previous={formatRate(previous)} />;

/**
 * Messages and booked calls per 100 page views, every language's whole site
 * first, then each page with a message, a booking or a sign-up; messages,
 * bookings, page views and sign-ups beside, each with the previous period's
 * figure.
 */
export function ConversionTable({ id, lines }: { id: string; lines: readonly ConversionLine[] }) {
  if (lines.length === 0) return <p className="audience-note">{deskText('audience.conversions.none')}</p>;
  return (
    // A region of its own, reachable by keyboard, as it scrolls sideways on a phone.
    <section className="audience-scroll" aria-labelledby={`${id}-caption`} tabIndex={0}>
      <table className="audience-table audience-conversion-table">
        <caption id={`${id}-caption`} className="visually-hidden">
          {deskText('audience.conversions.caption')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{deskText('audience.conversions.page')}</th>
            <th scope="col" className="audience-number audience-rate">
              {deskText('audience.conversions.rate')}
            </th>
            <th scope="col" className="audience-number">
              {deskText('audience.conversions.messages')}
            </th>
            <th scope="col" className="audience-number">
              {deskText('audience.conversions.bookings')}
            </th>
            <th scope="col" className="audience-number">
              {deskText('audience.conversions.views')}
            </th>
            <th scope="col" className="audience-number">
              {deskText('audience.conversions.signUps')}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => {
            const language = languageLabel(line.language);
            return (
              <tr key={JSON.stringify([line.route, line.language])} className={line.route === null ? 'audience-all-pages' : undefined}>
                <th scope="row">
                  {line.route === null
                    ? deskText('audience.conversions.allPages', { language })
                    : deskText('audience.conversions.pageInLanguage', { page: pageLabel(line.route), language })}
                </th>
                {rateCell(line.contactsPer100Views)}
                {countCell(line.messages)}
                {countCell(line.bookings)}
                {countCell(line.views)}
                {countCell(line.signUps)}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
