import { useState } from 'react';
import { Pagination, TableCard } from '../ui';
import { t } from './i18n';
import { formatCount, formatDay, tablePage, type DayRow } from './series';

export const DAYS_PER_PAGE = 25;

/** Every day between the first and the last with data, newest first, 25 a page. */
export function DailyTable({ rows }: { rows: readonly DayRow[] }) {
  const [page, setPage] = useState(1);
  const shown = tablePage(rows, page, DAYS_PER_PAGE);
  const info = { total: rows.length, perPage: DAYS_PER_PAGE };
  return (
    <TableCard
      className="metrics-table"
      label={t('metrics.tableCaption')}
      footer={rows.length > DAYS_PER_PAGE && <Pagination page={page} info={info} rowsOnPage={shown.length} onPage={setPage} />}
    >
      <caption className="visually-hidden">{t('metrics.tableCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('metrics.colDate')}</th>
          <th scope="col" className="metrics-num">
            {t('metrics.colVisits')}
          </th>
          <th scope="col" className="metrics-num">
            {t('metrics.colInstalls')}
          </th>
        </tr>
      </thead>
      <tbody>
        {shown.map((row) => (
          <tr key={row.date}>
            <th scope="row" className="metrics-rowhead">
              <time dateTime={row.date}>{formatDay(row.date)}</time>
            </th>
            <td className="metrics-num">{formatCount(row.visits)}</td>
            <td className="metrics-num">{formatCount(row.installs)}</td>
          </tr>
        ))}
      </tbody>
    </TableCard>
  );
}
