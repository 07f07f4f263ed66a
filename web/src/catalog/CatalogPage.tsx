import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { DEFAULT_PER_PAGE } from '../lib/pagination';
import { useDocumentTitle } from '../shell/useDocumentTitle';
import { useNarrowLayout } from '../shell/useLayoutMode';
import { AppLogo, Button, ErrorBanner, FoldToggle, Pagination, Spinner, usePageWithinRange } from '../ui';
import { useCatalogQuery, useCategoriesQuery, type CatalogListing } from './catalogApi';
import { CATALOG_SORTS, DEFAULT_SORT, toggleCategory, type CatalogSort } from './catalogState';
import { t } from './i18n';
import { categoryName } from './names';
import { useCatalogUrlState } from './useCatalogUrlState';
import './catalog.css';

const SORT_LABELS: Record<CatalogSort, string> = {
  '-published_at': 'catalog.sortNewest',
  name: 'catalog.sortName',
};

/** The public Marketplace: published apps, searchable, filtered by category, newest first or by name. */
export function CatalogPage() {
  useDocumentTitle(t('catalog.title'));
  const { state, go, searchInput, setSearchInput } = useCatalogUrlState();
  const catalog = useCatalogQuery(state);
  const categories = useCategoriesQuery();
  const names = useMemo(() => new Map((categories.data ?? []).map((c) => [c.id, c.name])), [categories.data]);
  const searchId = useId();
  const sortId = useId();
  const titleId = useId();
  const categoriesId = useId();
  // On a narrow screen the fourteen categories would push every result below the fold: they fold away.
  const narrow = useNarrowLayout();
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  const showCategories = !narrow || categoriesOpen;

  const rows = catalog.data?.rows ?? [];
  const info = catalog.data?.info ?? { total: 0, perPage: DEFAULT_PER_PAGE };
  const filtered = state.search.trim() !== '' || state.categories.length > 0;
  usePageWithinRange(state.page, catalog.isPlaceholderData ? undefined : catalog.data?.info, (page) => go({ ...state, page }, true));
  // Categories the URL names that the list does not know still show (and can be unticked).
  const shownCategories = [
    ...(categories.data ?? []),
    ...state.categories.filter((id) => !names.has(id)).map((id) => ({ id, name: categoryName(id, names) })),
  ];

  return (
    <div className="page catalog">
      <header className="page-header catalog__header">
        <h1 id={titleId}>{t('catalog.title')}</h1>
        <p className="page-header__lead">{t('catalog.lead')}</p>
      </header>
      <div className="catalog__layout">
        <aside className="catalog__filters" aria-label={t('catalog.filters')}>
          <div className="field">
            <label className="field__label" htmlFor={searchId}>
              {t('catalog.search')}
            </label>
            <input
              id={searchId}
              type="search"
              className="input"
              maxLength={200}
              value={searchInput}
              aria-describedby={`${searchId}-hint`}
              onChange={(e) => setSearchInput(e.target.value)}
            />
            <div className="field__hint" id={`${searchId}-hint`}>
              {t('catalog.searchHint')}
            </div>
          </div>
          <div className="field">
            <label className="field__label" htmlFor={sortId}>
              {t('catalog.sort')}
            </label>
            <select
              id={sortId}
              className="input"
              value={state.sort ?? DEFAULT_SORT}
              onChange={(e) => {
                const sort = e.target.value as CatalogSort;
                go({ ...state, sort: sort === DEFAULT_SORT ? undefined : sort, page: 1 });
              }}
            >
              {CATALOG_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(SORT_LABELS[sort])}
                </option>
              ))}
            </select>
          </div>
          {narrow && (
            <FoldToggle open={categoriesOpen} controls={categoriesId} onToggle={() => setCategoriesOpen((open) => !open)}>
              {state.categories.length > 0 ? t('catalog.categoriesSelected', { count: state.categories.length }) : t('catalog.categories')}
            </FoldToggle>
          )}
          <fieldset className="catalog__categories" id={categoriesId} hidden={!showCategories}>
            <legend className={narrow ? 'visually-hidden' : undefined}>{t('catalog.categories')}</legend>
            {categories.isPending && <Spinner />}
            {shownCategories.map((category) => (
              <label key={category.id} className="catalog__check">
                <input
                  type="checkbox"
                  checked={state.categories.includes(category.id)}
                  onChange={() => go({ ...state, categories: toggleCategory(state.categories, category.id), page: 1 })}
                />
                {category.name}
              </label>
            ))}
            {state.categories.length > 0 && (
              <Button size="small" variant="ghost" onClick={() => go({ ...state, categories: [], page: 1 })}>
                {t('catalog.clearCategories')}
              </Button>
            )}
          </fieldset>
        </aside>

        <section className="catalog__results" aria-labelledby={titleId} aria-busy={catalog.isFetching}>
          {catalog.isError ? (
            <ErrorBanner error={catalog.error} messages={[t('catalog.loadFailed')]} retry={catalog} />
          ) : catalog.isPending ? (
            <Spinner label={t('catalog.loading')} />
          ) : rows.length === 0 ? (
            <div className="catalog__empty" role="status">
              <p className="catalog__empty-title">{t('catalog.empty')}</p>
              {filtered && (
                <>
                  <p className="muted">{t('catalog.emptyHint')}</p>
                  <Button onClick={() => go({ page: 1, search: '', sort: state.sort, categories: [] })}>{t('catalog.clearFilters')}</Button>
                </>
              )}
            </div>
          ) : (
            <>
              <ul className="catalog__grid" aria-label={t('catalog.results')}>
                {rows.map((listing) => (
                  <li key={listing.id}>
                    <CatalogCard listing={listing} names={names} />
                  </li>
                ))}
              </ul>
              <Pagination page={state.page} info={info} rowsOnPage={rows.length} onPage={(page) => go({ ...state, page })} />
            </>
          )}
        </section>
      </div>
    </div>
  );
}

function CatalogCard({ listing, names }: { listing: CatalogListing; names: ReadonlyMap<string, string> }) {
  return (
    <article className="catalog-card">
      <div className="catalog-card__head">
        <AppLogo url={listing.logo_url} name={listing.public_name} size={48} />
        <div className="catalog-card__titles">
          <h2 className="catalog-card__name">
            <Link to={`/marketplace/${encodeURIComponent(listing.id)}`} className="catalog-card__link">
              {listing.public_name}
            </Link>
          </h2>
          <p className="catalog-card__builder">{t('catalog.builtBy', { name: listing.built_by })}</p>
        </div>
      </div>
      <p className="catalog-card__tagline">{listing.tagline}</p>
      {listing.category_ids.length > 0 && (
        <ul className="catalog-chips" aria-label={t('catalog.categoriesOf', { name: listing.public_name })}>
          {listing.category_ids.map((id) => (
            <li key={id} className="catalog-chip">
              {categoryName(id, names)}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
