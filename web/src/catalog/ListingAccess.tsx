import { useId } from 'react';
import { statusOf } from '../api/apiError';
import { Button } from '../ui';
import { accessUnknown, asksForNothing, useListingAccessQuery, type ListingAccess, type ToolAccess } from './accessApi';
import { t } from './i18n';
import './ListingAccess.css';

/**
 * What a published listing's app can access once installed (its release version's manifest): on the listing page, and
 * the same summary in the Install dialog, whose "Allow and install" is the consent (one step, no extra checkbox).
 */
export function ListingAccessSection({ appId }: { appId: string }) {
  const id = useId();
  return (
    <section className="listing-section listing-access" aria-labelledby={id}>
      <h2 id={id}>{t('access.title')}</h2>
      <AccessSummary appId={appId} headingLevel={3} showVersion />
    </section>
  );
}

/** The Install dialog's summary, above the company field: the same answer the page shows (one query), and what Allow means. */
export function InstallAccessSummary({ appId, name }: { appId: string; name: string }) {
  const id = useId();
  const access = useListingAccessQuery(appId);
  const granted = access.data !== undefined && !accessUnknown(access.data) && !asksForNothing(access.data);
  return (
    <div className="listing-access listing-access--dialog" role="group" aria-labelledby={id}>
      <h3 id={id} className="listing-access__title">
        {t('access.title')}
      </h3>
      <AccessSummary appId={appId} headingLevel={4} />
      {granted && <p className="listing-access__consent">{t('install.consent', { name })}</p>}
    </div>
  );
}

function AccessSummary({ appId, headingLevel, showVersion = false }: { appId: string; headingLevel: 3 | 4; showVersion?: boolean }) {
  const access = useListingAccessQuery(appId);
  if (access.isPending) return <p className="muted">{t('access.loading')}</p>;
  if (access.isError) {
    // A 404: the catalog is a moment behind the listing (just approved) or the listing left it; nothing to retry.
    if (statusOf(access.error) === 404) return <p className="muted">{t('access.unknown')}</p>;
    return (
      <p className="listing-access__failed">
        {t('access.loadFailed')}{' '}
        <Button size="small" disabled={access.isFetching} onClick={() => void access.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </p>
    );
  }
  return <AccessDetails access={access.data} headingLevel={headingLevel} showVersion={showVersion} />;
}

const levelText = (level: ToolAccess['level']): string =>
  level === 'admin' ? t('access.level.admin') : level === 'standard' ? t('access.level.standard') : t('access.level.readonly');

function AccessDetails({ access, headingLevel, showVersion }: { access: ListingAccess; headingLevel: 3 | 4; showVersion: boolean }) {
  if (accessUnknown(access)) return <p className="muted">{t('access.unknown')}</p>;
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const lines = [
    ...(access.components.includes('fullscreen') ? [t('access.fullscreen')] : []),
    ...(access.components.includes('sidepanel') ? [t('access.sidepanel')] : []),
    ...(access.oauth ? [t('access.oauth')] : []),
  ];
  const groups: [string, ToolAccess[]][] = [
    [t('access.companyTools'), access.company],
    [t('access.projectTools'), access.project],
  ];
  return (
    <>
      {asksForNothing(access) && <p>{t('access.nothing')}</p>}
      {groups
        .filter(([, tools]) => tools.length > 0)
        .map(([title, tools]) => (
          <div key={title} className="listing-access__group">
            <Heading className="listing-access__heading">{title}</Heading>
            <dl className="listing-facts">
              {tools.map((tool) => (
                <div key={tool.tool}>
                  <dt>{tool.name}</dt>
                  <dd>{levelText(tool.level)}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      {lines.length > 0 && (
        <div className="listing-access__group">
          <Heading className="listing-access__heading">{t('access.more')}</Heading>
          <ul className="listing-page__list">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      {showVersion && access.semantic_version && (
        <p className="muted listing-access__version">{t('access.version', { version: access.semantic_version })}</p>
      )}
    </>
  );
}
