import { deskText } from '../i18n/desk-text';
import { formatCount, formatShare } from './audience-format';
import type { ShareList as ShareListData, ShareRow } from './audience-report';

interface ShareListProps {
  /** The heading's id, which names the table. */
  id: string;
  title: string;
  /** The first column's header: what the rows are (a page, a language…). */
  column: string;
  list: ShareListData;
  /** A row's key as the owner reads it. */
  label: (key: string) => string;
  /** A sentence under the heading. */
  note?: string;
  /** The rows shown; the others are summed in one last row. */
  limit?: number;
}

/** A bar as long as `share` of the cell's width, for the eye only: the table's figures say the same. */
function ShareBar({ share }: { share: number }) {
  return (
    <svg className="audience-bar" viewBox="0 0 100 4" preserveAspectRatio="none" width="100%" height="6" aria-hidden="true" focusable="false">
      <rect className="audience-bar-track" width="100" height="4" fill="currentColor" />
      <rect className="audience-bar-fill" width={Math.min(100, Math.max(0, 100 * share))} height="4" fill="currentColor" />
    </svg>
  );
}

/** A ranked list of page views as a table: label with its bar, page views (and the previous period's), share of the whole. */
export function ShareList({ id, title, column, list, label, note, limit = 10 }: ShareListProps) {
  const shown: Array<ShareRow & { label: string }> = list.rows.slice(0, limit).map((row) => ({ ...row, label: label(row.key) }));
  const others = list.rows.slice(limit);
  if (others.length > 0) {
    const count = others.reduce((sum, row) => sum + row.count, 0);
    shown.push({
      key: '',
      label: deskText('audience.shares.others', { count: formatCount(others.length) }),
      count,
      previous: others.reduce((sum, row) => sum + row.previous, 0),
      share: list.total.current === 0 ? 0 : count / list.total.current,
    });
  }
  return (
    <section className="audience-share" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {note && <p className="audience-note">{note}</p>}
      {shown.length === 0 ? (
        <p className="audience-note">{deskText('audience.shares.none')}</p>
      ) : (
        <table className="audience-table audience-share-table" aria-labelledby={id}>
          <thead>
            <tr>
              <th scope="col">{column}</th>
              <th scope="col" className="audience-number">
                {deskText('audience.shares.views')}
              </th>
              <th scope="col" className="audience-number">
                {deskText('audience.shares.share')}
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row, index) => (
              <tr key={index}>
                <th scope="row">
                  <span className="audience-label">{row.label}</span>
                  <ShareBar share={row.share} />
                </th>
                <td className="audience-number">
                  {formatCount(row.count)}{' '}
                  <span className="audience-previous">{deskText('audience.previousValue', { value: formatCount(row.previous) })}</span>
                </td>
                <td className="audience-number">{formatShare(row.share)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
