import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../shell/useDocumentTitle';
import { Breadcrumbs, Button, ErrorBanner, Field, Spinner, TableCard } from '../ui';
import { t } from './i18n';
import { useAnalyticsCountsQuery } from './metricsApi';
import { formatCount, formatDay, isDay, last30Days } from './series';
import './metrics.css';

/** /admin/analytics: how often each tracking event key was recorded over a range of UTC days (default the last 30). */
export function AnalyticsCountsPage() {
  useDocumentTitle(t('metrics.countsTitle'));
  const [params, setParams] = useSearchParams();
  const fallback = last30Days(Date.now());
  const fromParam = params.get('from') ?? '';
  const toParam = params.get('to') ?? '';
  const from = isDay(fromParam) ? fromParam : fallback.from;
  const to = isDay(toParam) ? toParam : fallback.to;
  const [draft, setDraft] = useState({ from, to });
  const [invalid, setInvalid] = useState(false);
  const counts = useAnalyticsCountsQuery(from, to);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!isDay(draft.from) || !isDay(draft.to) || draft.from > draft.to) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setParams({ from: draft.from, to: draft.to }, { replace: true });
  };

  return (
    <div className="page metrics-page">
      <Breadcrumbs items={[{ label: t('metrics.admin'), to: '/admin' }, { label: t('metrics.countsTitle') }]} />
      <header className="page-header">
        <h1>{t('metrics.countsTitle')}</h1>
        <p className="page-header__lead">{t('metrics.countsLead')}</p>
      </header>
      <form className="metrics-range" aria-label={t('metrics.rangeLabel')} onSubmit={apply} noValidate>
        <Field
          label={t('metrics.from')}
          type="date"
          value={draft.from}
          max={draft.to || undefined}
          errors={invalid ? [t('metrics.rangeInvalid')] : []}
          onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))}
        />
        <Field
          label={t('metrics.to')}
          type="date"
          value={draft.to}
          min={draft.from || undefined}
          onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))}
        />
        <Button type="submit" variant="primary">
          {t('metrics.apply')}
        </Button>
      </form>
      {counts.isError ? (
        <ErrorBanner error={counts.error} retry={counts} />
      ) : !counts.data ? (
        <Spinner />
      ) : (
        <TableCard busy={counts.isPlaceholderData} label={t('metrics.countsCaption', { from: formatDay(from), to: formatDay(to) })}>
          <caption className="visually-hidden">{t('metrics.countsCaption', { from: formatDay(from), to: formatDay(to) })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('metrics.colKey')}</th>
              <th scope="col" className="metrics-num">
                {t('metrics.colCount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {counts.data.length === 0 ? (
              <tr>
                <td colSpan={2} className="table__empty">
                  {t('metrics.countsEmpty')}
                </td>
              </tr>
            ) : (
              counts.data.map((row) => (
                <tr key={row.key}>
                  <td className="mono">{row.key}</td>
                  <td className="metrics-num">{formatCount(row.count)}</td>
                </tr>
              ))
            )}
          </tbody>
        </TableCard>
      )}
    </div>
  );
}
