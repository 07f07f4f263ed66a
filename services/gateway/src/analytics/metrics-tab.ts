import type { GatewayConfig } from '../core/gateway.config';

/**
 * What the app page needs to decide on its Metrics tab (spec: shown when the global api-usage flag
 * is on or metrics data exists). The restricted edition hides the metrics area, so both are false
 * there. No engagement metrics are collected yet, so `has_metrics` is honestly false for every app.
 */
export const metricsTabFields = (config: Pick<GatewayConfig, 'apiUsageEnabled' | 'edition'>) => ({
  api_usage_enabled: config.apiUsageEnabled && config.edition !== 'restricted',
  has_metrics: false,
});
