import type { ReactNode } from 'react';
import { useScrollsSideways } from './useScrollsSideways';

/** A table on a card that scrolls sideways on narrow screens; `busy` while a new page loads. */
export function TableCard({
  children,
  header,
  footer,
  busy,
  className,
  tableClassName,
  label,
}: {
  children: ReactNode;
  /** Above and below the table inside the card (e.g. pagination). */
  header?: ReactNode;
  footer?: ReactNode;
  busy?: boolean;
  className?: string;
  tableClassName?: string;
  /**
   * Names the scroll area as a region, so a screen reader says what it holds. While the table is wider than its
   * card the region is also a Tab stop (WCAG: a scrollable region must be reachable by keyboard), so arrow keys
   * scroll it; when it fits, Tab skips it.
   */
  label?: string;
}) {
  const { ref, scrolls } = useScrollsSideways<HTMLDivElement>();
  return (
    <div className={className ? `table-card ${className}` : 'table-card'} aria-busy={busy}>
      {header}
      <div
        ref={ref}
        className="table-scroll"
        {...(label ? { role: 'region', 'aria-label': label, ...(scrolls ? { tabIndex: 0 } : {}) } : {})}
      >
        <table className={tableClassName ? `table ${tableClassName}` : 'table'}>{children}</table>
      </div>
      {footer}
    </div>
  );
}
