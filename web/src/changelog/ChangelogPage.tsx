import { useId, useState } from 'react';
import { useMeQuery } from '../identity/meQuery';
import { useNarrowLayout } from '../shell/useLayoutMode';
import { useDocumentTitle } from '../shell/useDocumentTitle';
import { FoldToggle, Pagination, Spinner, usePageWithinRange, useUrlSearchBox, useUrlState } from '../ui';
import { ChangelogCard } from './ChangelogCard';
import { useBranchesQuery, useChangelogQuery } from './changelogApi';
import { CHANGELOG_TYPES, changelogParams, readChangelogState, toggleType, withFilters, type ChangelogState } from './changelogQuery';
import { t } from './i18n';
import './changelog.css';

const withSearch = (state: ChangelogState, search: string) => withFilters(state, { search });

/** The API changelog (spec §2 "API changelog page", §4 "Changelog"). */
export function ChangelogPage() {
  useDocumentTitle(t('changelog.title'));
  const { me } = useMeQuery();
  const staff = Boolean(me && (me.isAdmin || me.isEmployee));
  const { state, go } = useUrlState(readChangelogState, changelogParams);
  // Only employees and admins switch branches; anyone else's parameter is ignored (the server ignores it too).
  const effective: ChangelogState = staff ? state : { ...state, branch: null };
  const changelog = useChangelogQuery(effective);
  const branches = useBranchesQuery(staff);
  const unknownBranch = state.branch && branches.data && !branches.data.some((b) => b.sha === state.branch) ? state.branch : null;

  const { searchInput: search, setSearchInput: setSearch } = useUrlSearchBox(state, go, withSearch);
  // On a narrow screen the six type boxes would push every entry below the fold: they fold away.
  const narrow = useNarrowLayout();
  const [typesOpen, setTypesOpen] = useState(false);
  const typesId = useId();

  const entries = changelog.data?.entries ?? [];
  const info = changelog.data?.info ?? { total: 0, perPage: state.perPage };
  usePageWithinRange(state.page, changelog.isPlaceholderData ? undefined : changelog.data?.info, (page) => go({ ...state, page }, true));
  const feed = `/api/v1/resource_groups/aggregated_changelog.atom${(() => {
    const q = changelogParams({ ...effective, page: 1 });
    q.delete('per_page');
    const text = q.toString();
    return text ? `?${text}` : '';
  })()}`;

  return (
    <div className="page changelog">
      <header className="changelog__header">
        <p className="prose__eyebrow">{t('changelog.eyebrow')}</p>
        <h1 id="changelog-title">{t('changelog.title')}</h1>
        <p className="muted">{t('changelog.lead')}</p>
      </header>
      <aside className="changelog__filters" aria-label={t('changelog.filters')}>
        <label className="field__label" htmlFor="changelog-search">
          {t('changelog.search')}
        </label>
        <input
          id="changelog-search"
          type="search"
          className="input"
          value={search}
          placeholder={t('changelog.searchPlaceholder')}
          onChange={(e) => setSearch(e.target.value)}
        />
        {narrow && (
          <FoldToggle open={typesOpen} controls={typesId} onToggle={() => setTypesOpen((open) => !open)}>
            {state.types.length > 0 ? t('changelog.typesSelected', { count: state.types.length }) : t('changelog.types')}
          </FoldToggle>
        )}
        <fieldset className="changelog__types" id={typesId} hidden={narrow && !typesOpen}>
          <legend className={narrow ? 'visually-hidden' : undefined}>{t('changelog.types')}</legend>
          {CHANGELOG_TYPES.map((type) => (
            <label key={type} className="changelog__check">
              <input
                type="checkbox"
                checked={state.types.includes(type)}
                onChange={() => go(withFilters(state, { types: toggleType(state.types, type) }))}
              />
              {t(`changelog.type.${type}`)}
            </label>
          ))}
        </fieldset>
        <label className="changelog__check">
          <input
            type="checkbox"
            checked={state.breakingOnly}
            onChange={(e) => go(withFilters(state, { breakingOnly: e.target.checked }))}
          />
          {t('changelog.breakingOnly')}
        </label>
        {staff && (
          <div className="changelog__branch">
            <label className="field__label" htmlFor="changelog-branch">
              {t('changelog.branch')}
            </label>
            <select
              id="changelog-branch"
              className="input"
              value={state.branch ?? ''}
              onChange={(e) => go(withFilters(state, { branch: e.target.value || null }))}
              aria-describedby="changelog-branch-hint"
            >
              <option value="">{t('changelog.branchReleased')}</option>
              {(branches.data ?? []).map((b) => (
                <option key={b.sha} value={b.sha}>
                  {b.name} ({b.sha})
                </option>
              ))}
              {/* A link naming a branch that does not exist shows it as such, not as "Released (main)" beside an empty list. */}
              {unknownBranch && <option value={unknownBranch}>{t('changelog.branchUnknown', { sha: unknownBranch })}</option>}
            </select>
            <p id="changelog-branch-hint" className="field__hint">
              {t('changelog.branchHint')}
            </p>
          </div>
        )}
        <a className="changelog__feed" href={feed}>
          {t('changelog.feed')}
        </a>
      </aside>
      <section className="changelog__main" aria-busy={changelog.isFetching} aria-labelledby="changelog-title">
        {changelog.isPending ? (
          <Spinner label={t('changelog.loading')} />
        ) : entries.length === 0 ? (
          <p className="changelog__empty" role="status">
            {t('changelog.empty')}
          </p>
        ) : (
          <>
            <div className="changelog__cards">
              {entries.map((entry) => (
                <ChangelogCard key={entry.id} entry={entry} />
              ))}
            </div>
            <Pagination page={state.page} info={info} rowsOnPage={entries.length} onPage={(page) => go({ ...state, page })} />
          </>
        )}
      </section>
      <aside className="changelog__about" aria-labelledby="changelog-about-title">
        <h2 id="changelog-about-title">{t('changelog.typesTitle')}</h2>
        <dl>
          {CHANGELOG_TYPES.map((type) => (
            <div key={type}>
              <dt>
                <span className={`changelog-type changelog-type--${type}`}>{t(`changelog.type.${type}`)}</span>
              </dt>
              <dd>{t(`changelog.about.${type}`)}</dd>
            </div>
          ))}
        </dl>
      </aside>
    </div>
  );
}
