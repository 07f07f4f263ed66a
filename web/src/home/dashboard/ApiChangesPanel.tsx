import { Link } from 'react-router';
import '../../changelog/changelog.css';
import { useChangelogQuery } from '../../changelog/changelogApi';
import { ChangelogSummary } from '../../changelog/ChangelogSummary';
import { yearMonth, type ChangelogState } from '../../changelog/changelogQuery';
import { t as changelogT } from '../../changelog/i18n';
import { CHANGELOG_PATH } from '../../shell/ReferenceMenu';
import { t } from './i18n';
import { DashboardPanel } from './DashboardPanel';

/** The first page of the aggregated changelog, three entries long, unfiltered. */
const LATEST: ChangelogState = { page: 1, perPage: 3, types: [], breakingOnly: false, search: '', branch: null };

/** The newest entries of the API changelog, breaking ones flagged, each linking to its details. */
export function ApiChangesPanel() {
  const query = useChangelogQuery(LATEST);
  const entries = query.data?.entries ?? [];
  return (
    <DashboardPanel
      id="changes"
      title={t('dashboard.changesTitle')}
      query={query}
      empty={entries.length === 0 ? t('dashboard.changesEmpty') : null}
      allLink={{ to: CHANGELOG_PATH, label: t('dashboard.changesAll') }}
    >
      <ul className="dashboard-list">
        {entries.map((entry) => (
          <li key={entry.id} className="dashboard-item">
            <span className="dashboard-item__title">
              <Link to={entry.link ?? CHANGELOG_PATH}>
                <ChangelogSummary summary={entry.summary} />
              </Link>
            </span>
            <span className="dashboard-item__meta">
              <span className={`changelog-type changelog-type--${entry.type}`}>{changelogT(`changelog.type.${entry.type}`)}</span>
              {entry.breaking && <span className="badge changelog-breaking">{changelogT('changelog.breaking')}</span>}
              <time dateTime={entry.datestamp}>{yearMonth(entry.datestamp)}</time>
            </span>
          </li>
        ))}
      </ul>
    </DashboardPanel>
  );
}
