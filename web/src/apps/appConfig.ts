/**
 * App-page feature flags (build-time Vite variables). `VITE_API_USAGE_ENABLED=true` is the spec's
 * global api-usage flag: it shows the Metrics tab (off by default until the metrics issue lands).
 */
export const apiUsageEnabled = import.meta.env.VITE_API_USAGE_ENABLED === 'true';

/** Where the sandbox failure message sends developers. */
export const supportUrl = import.meta.env.VITE_SUPPORT_URL ?? 'mailto:support@example.com';
