import type { ReactNode } from 'react';

/** A table on a card that scrolls sideways on narrow screens; `busy` while a new page loads. */
export function TableCard({
  children,
  header,
  footer,
  busy,
  className,
  tableClassName,
}: {
  children: ReactNode;
  /** Above and below the table inside the card (e.g. pagination). */
  header?: ReactNode;
  footer?: ReactNode;
  busy?: boolean;
  className?: string;
  tableClassName?: string;
}) {
  return (
    <div className={className ? `table-card ${className}` : 'table-card'} aria-busy={busy}>
      {header}
      <div className="table-scroll">
        <table className={tableClassName ? `table ${tableClassName}` : 'table'}>{children}</table>
      </div>
      {footer}
    </div>
  );
}
