import type { InternalClient } from '@portal/service-runtime';
import type { GatewayConfig } from '../core/gateway.config';

type TabConfig = Pick<GatewayConfig, 'apiUsageEnabled' | 'edition'>;

/** An app page waits this long at most for the metrics service; slower, the tab shows as if there were no data. */
export const HAS_METRICS_TIMEOUT_MS = 300;

/**
 * What the app page needs to decide on its Metrics tab (spec: shown when the global api-usage flag
 * is on or metrics data exists). The restricted edition hides the metrics area, so both are false
 * there.
 */
export const metricsTabFields = (config: TabConfig, hasMetrics = false) => ({
  api_usage_enabled: config.apiUsageEnabled && config.edition !== 'restricted',
  has_metrics: hasMetrics && config.edition !== 'restricted',
});

/**
 * The fields for one app, asking the metrics service whether any daily aggregate exists. The app
 * page must not fail or stall because metrics are unavailable: any failure or a slow answer is
 * `has_metrics: false`.
 */
export const metricsTabFieldsOf = async (config: TabConfig, metrics: Pick<InternalClient, 'call'>, appId: string | undefined) => {
  if (config.edition === 'restricted' || !appId) return metricsTabFields(config);
  try {
    const { body } = await metrics.call<{ has_metrics?: unknown }>(`engagement/apps/${encodeURIComponent(appId)}/summary`, {
      timeoutMs: HAS_METRICS_TIMEOUT_MS,
    });
    return metricsTabFields(config, body?.has_metrics === true);
  } catch {
    return metricsTabFields(config);
  }
};
