import { useId } from 'react';
import { ErrorBanner, Spinner } from '../ui';
import { t } from './i18n';
import { useRateLimitsQuery } from './metricsApi';
import { formatCount, formatDuration } from './series';
import type { RateLimitBucket } from './types';

const ENVIRONMENT_KEYS: Record<RateLimitBucket['environment'], string> = {
  production: 'metrics.envProduction',
  sandbox: 'metrics.envSandbox',
};

/** Beyond the spec: the app's current main and spike allowance from the quota proxy, per environment and server. */
export function RateLimitsCard({ appId }: { appId: string }) {
  const titleId = useId();
  const limits = useRateLimitsQuery(appId);
  return (
    <section className="card metrics-card" aria-labelledby={titleId}>
      <h3 id={titleId} className="metrics-card__title">
        {t('metrics.limitsTitle')}
      </h3>
      <p className="muted">{t('metrics.limitsLead')}</p>
      {limits.isPending ? (
        <Spinner />
      ) : limits.isError ? (
        <ErrorBanner error={limits.error} title={t('metrics.limitsFailed')} retry={limits} />
      ) : limits.data.length === 0 ? (
        <p>{t('metrics.limitsDefault')}</p>
      ) : (
        <ul className="metrics-buckets">
          {limits.data.map((bucket) => (
            <li key={`${bucket.environment}-${bucket.server}-${bucket.client_id}-${bucket.bucket_name}`}>
              <p className="metrics-buckets__name">
                {t('metrics.limitsBucket', {
                  environment: t(ENVIRONMENT_KEYS[bucket.environment] ?? 'metrics.envProduction'),
                  server: bucket.server,
                  bucket: bucket.bucket_name,
                })}
              </p>
              <ul className="metrics-templates">
                {bucket.templates.map((template) => (
                  <li key={template.name}>
                    <span>
                      {t('metrics.limitsTemplate', {
                        name: template.name,
                        remaining: formatCount(template.remaining),
                        count: formatCount(template.count),
                        reset: formatDuration(template.reset_ms),
                      })}
                    </span>
                    <meter
                      min={0}
                      max={Math.max(1, template.count)}
                      low={template.count * 0.1}
                      optimum={template.count}
                      value={Math.max(0, template.remaining)}
                      aria-label={t('metrics.limitsMeter', { name: template.name })}
                    />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
