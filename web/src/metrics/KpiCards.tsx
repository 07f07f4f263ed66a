import { useId } from 'react';
import { t } from './i18n';
import { formatCount } from './series';

function Kpi({ label, value }: { label: string; value: number }) {
  const id = useId();
  return (
    <div className="card metrics-kpi" role="group" aria-labelledby={id}>
      <span id={id} className="metrics-kpi__label">
        {label}
      </span>
      <span className="metrics-kpi__value">{formatCount(value)}</span>
    </div>
  );
}

/** The two totals (the aggregates' total_count). */
export function KpiCards({ visits, installs }: { visits: number; installs: number }) {
  return (
    <div className="metrics-kpis" role="group" aria-label={t('metrics.kpiLabel')}>
      <Kpi label={t('metrics.kpiVisits')} value={visits} />
      <Kpi label={t('metrics.kpiInstalls')} value={installs} />
    </div>
  );
}
