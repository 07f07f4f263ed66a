import { useEffect, useId, useRef, useState } from 'react';
import { Button, ErrorBanner, Modal, showToast, Spinner } from '../ui';
import { t } from './i18n';
import { useLatestReportQuery, useRequestReportMutation } from './metricsApi';
import { activeCooldown, formatInstant, formatUtcTime, isGenerating, reportFailureBody } from './series';

/** Re-renders when `until` passes, so a cooldown ends on screen without a reload. */
function useNowUntil(until: string | null | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const end = until ? Date.parse(until) : NaN;
    if (Number.isNaN(end) || end <= now) return;
    // setTimeout overflows past ~24 days; a cooldown is minutes, but never trust a server clock.
    const id = setTimeout(() => setNow(Date.now()), Math.min(end - now + 250, 2 ** 31 - 1));
    return () => clearTimeout(id);
  }, [until, now]);
  return now;
}

/**
 * The 30-day API usage report (spec 2 Metrics tab): shown with the api-usage flag and when the app
 * has an OAuth client (apiUsageReportAvailable); the button rests while a report is generated and
 * during the cooldown after one was sent.
 */
export function ApiUsageReportCard({ appId, enabled }: { appId: string; enabled: boolean }) {
  const titleId = useId();
  const latest = useLatestReportQuery(appId, enabled);
  const request = useRequestReportMutation(appId);
  const [failure, setFailure] = useState<unknown>(null);
  const now = useNowUntil(latest.data?.cooldown_until);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const statusRef = useRef<HTMLSpanElement>(null);

  if (!enabled) return null;
  if (latest.isPending) return <Spinner />;
  if (latest.isError) return <ErrorBanner error={latest.error} title={t('metrics.usageTitle')} retry={latest} />;
  if (!latest.data.available) return null;

  const { report } = latest.data;
  const generating = isGenerating(report);
  const cooldown = activeCooldown(latest.data.cooldown_until, now);
  const disabled = generating || cooldown !== null || request.isPending;

  const send = () => {
    if (document.activeElement === buttonRef.current) statusRef.current?.focus();
    request.mutate(undefined, {
      onSuccess: () => showToast(t('metrics.usageRequested')),
      onError: setFailure,
    });
  };

  return (
    <section className="card metrics-card" aria-labelledby={titleId}>
      <h3 id={titleId} className="metrics-card__title">
        {t('metrics.usageTitle')}
      </h3>
      <p>{t('metrics.usageBody')}</p>
      <div className="metrics-card__row">
        <Button ref={buttonRef} variant="primary" disabled={disabled} onClick={send}>
          {request.isPending ? t('metrics.usageRequesting') : t('metrics.usageButton')}
        </Button>
        {/* A status, so the cooldown is announced; it takes the focus the disabled button loses (keyboard users stay here). */}
        <span className="muted" role="status" tabIndex={-1} ref={statusRef}>
          {!generating && cooldown ? t('metrics.usageCooldown', { time: formatUtcTime(cooldown) }) : ''}
        </span>
      </div>
      {generating && report && (
        <div className="metrics-progress" role="status">
          <progress max={100} value={report.progress} aria-label={t('metrics.usageProgress')} />
          <span>
            {report.state === 'queued' ? t('metrics.usageQueued') : t('metrics.usageRunning', { progress: Math.round(report.progress) })}
          </span>
        </div>
      )}
      {report?.state === 'completed' && report.completed_at && (
        <p className="muted">{t('metrics.usageLastSent', { when: formatInstant(report.completed_at) })}</p>
      )}
      {report?.state === 'failed' && (
        <p className="metrics-card__error">{t('metrics.usageLastFailed', { error: report.error || t('metrics.usageGeneric') })}</p>
      )}
      {failure != null && (
        <Modal
          title={t('metrics.usageFailedTitle')}
          size="small"
          onClose={() => setFailure(null)}
          footer={
            <Button variant="primary" onClick={() => setFailure(null)}>
              {t('metrics.ok')}
            </Button>
          }
        >
          <p>{reportFailureBody(failure, { network: t('metrics.usageNetwork'), generic: t('metrics.usageGeneric') })}</p>
        </Modal>
      )}
    </section>
  );
}
