import { t } from '../i18n';
import { pageRange, totalPages, type PageInfo } from '../lib/pagination';

interface PaginationProps {
  page: number;
  info: PageInfo;
  rowsOnPage: number;
  onPage(page: number): void;
}

export function Pagination({ page, info, rowsOnPage, onPage }: PaginationProps) {
  const pages = totalPages(info);
  const { from, to } = pageRange(page, info, rowsOnPage);
  return (
    <nav className="pagination" aria-label={t('admin.pagination')}>
      <span className="pagination__summary">{info.total > 0 ? t('admin.showing', { from, to, total: info.total }) : ''}</span>
      <div className="pagination__controls">
        <button type="button" className="button button--small button--secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('admin.previous')}
        </button>
        <span className="pagination__page" aria-current="page">
          {t('admin.pageOf', { page, pages })}
        </span>
        <button type="button" className="button button--small button--secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('admin.next')}
        </button>
      </div>
    </nav>
  );
}
