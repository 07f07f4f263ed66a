import { useEffect, useRef } from 'react';
import { t } from '../i18n';
import { Button } from './Button';
import { pageRange, totalPages, type PageInfo } from '../lib/pagination';

interface PaginationProps {
  page: number;
  info: PageInfo;
  rowsOnPage: number;
  onPage(page: number): void;
  /** A second pager of the same list (below it) is named apart: two navigation landmarks may not share a name. */
  below?: boolean;
}

/**
 * A page past the end (an old link, rows removed since) moves to the last page once an answer of its own (not one
 * kept from the previous page) says how many there are, so the rows and the pager agree.
 */
export function usePageWithinRange(page: number, answered: PageInfo | undefined, moveTo: (lastPage: number) => void): void {
  const lastPage = answered ? totalPages(answered) : null;
  useEffect(() => {
    if (lastPage !== null && page > lastPage) moveTo(lastPage);
  }, [lastPage, page, moveTo]);
}

/** The list a pager pages through: its table card or section (the pager may sit above or below it). */
const LIST = '.table-card, section, article';

export function Pagination({ page, info, rowsOnPage, onPage, below = false }: PaginationProps) {
  const ref = useRef<HTMLElement>(null);
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  // The button pressed to reach the first or last page is disabled there: focus moves to the other one, not the body.
  const refocus = useRef<'previous' | 'next' | null>(null);
  const pages = totalPages(info);
  // A page past the end (an old link, a list that shrank) never reads "Page 2 of 1".
  const shown = Math.min(Math.max(1, page), pages);
  useEffect(() => {
    const target = refocus.current === 'previous' ? previous.current : refocus.current === 'next' ? next.current : null;
    refocus.current = null;
    if (target && !target.disabled) target.focus();
  }, [shown]);
  // Paging from the pager below a long list: the next page starts in view, not where the last one ended.
  const go = (to: number) => {
    const pressed = to > shown ? next.current : previous.current;
    if (pressed === document.activeElement && (to <= 1 || to >= pages)) refocus.current = to >= pages ? 'previous' : 'next';
    onPage(to);
    const list = ref.current?.closest(LIST) ?? ref.current?.parentElement;
    if (list && list.getBoundingClientRect().top < 0) list.scrollIntoView({ block: 'start' });
  };
  const { from, to } = pageRange(shown, info, rowsOnPage);
  return (
    <nav ref={ref} className="pagination" aria-label={t(below ? 'ui.paginationBelow' : 'ui.pagination')}>
      <span className="pagination__summary">{info.total > 0 ? t('ui.showing', { from, to, total: info.total }) : ''}</span>
      <div className="pagination__controls">
        <Button ref={previous} size="small" disabled={shown <= 1} onClick={() => go(shown - 1)}>
          {t('ui.previous')}
        </Button>
        <span className="pagination__page" aria-current="page">
          {t('ui.pageOf', { page: shown, pages })}
        </span>
        <Button ref={next} size="small" disabled={shown >= pages} onClick={() => go(shown + 1)}>
          {t('ui.next')}
        </Button>
      </div>
    </nav>
  );
}
