import type { ReactNode } from 'react';

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
   * Names the scroll area: it becomes a focusable region (WCAG: a scrollable region must be reachable by keyboard),
   * so arrow keys scroll a table wider than a phone, and a screen reader says what it holds.
   */
  label?: string;
}) {
  return (
    <div className={className ? `table-card ${className}` : 'table-card'} aria-busy={busy}>
      {header}
      <div className="table-scroll" {...(label ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}>
        <table className={tableClassName ? `table ${tableClassName}` : 'table'}>{children}</table>
      </div>
      {footer}
    </div>
  );
}
