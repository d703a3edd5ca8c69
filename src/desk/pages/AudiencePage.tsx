import { AudiencePanel } from '../audience/AudiencePanel';
import type { AudienceReport } from '../audience/audience-report';
import { DeskDocument } from '../components/DeskDocument';
import { DESK_PATHS } from '../desk-paths';
import { deskText } from '../i18n/desk-text';

/** The periods the audience page offers, in days. */
export const AUDIENCE_PERIODS = [30, 90] as const;
export type AudiencePeriod = (typeof AUDIENCE_PERIODS)[number];

/** The address of the audience page over `days`. */
export const audiencePath = (days: AudiencePeriod) => (days === AUDIENCE_PERIODS[0] ? DESK_PATHS.audience : `${DESK_PATHS.audience}?jours=${days}`);

/** What `npm run stats` prints, as a page to look at: charts drawn on the server, each with its figures as a table. */
export function AudiencePage({ user, days, report }: { user: string; days: AudiencePeriod; report: AudienceReport }) {
  return (
    <DeskDocument title={deskText('audiencePage.title')} section="audience" user={user}>
      <h1>{deskText('audiencePage.title')}</h1>
      <nav aria-label={deskText('audiencePage.periods')} className="desk-periods">
        <ul>
          {AUDIENCE_PERIODS.map((period) => (
            <li key={period}>
              <a href={audiencePath(period)} aria-current={period === days ? 'page' : undefined}>
                {deskText('audiencePage.days', { days: period })}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <AudiencePanel report={report} />
    </DeskDocument>
  );
}
