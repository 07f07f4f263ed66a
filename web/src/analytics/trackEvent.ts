import { api, unwrap } from '../api/client';

/** Tracking event keys the client sends (`POST /api/v1/analytics`). */
export const TRACKING_KEYS = {
  metricsTabViewed: 'developer_app.metrics_tab.viewed',
  manifestEditorOpened: 'developer_app.manifest_editor.opened',
  manifestEditorClosed: 'developer_app.manifest_editor.closed',
  manifestReviewChanged: 'developer_app.manifest_review.changed',
  listingReviewStateChanged: 'developers.apps.marketplace_listing.review_state_changed',
} as const;

/**
 * Records a tracking event (the typed client adds the CSRF header). Fire and forget: a lost
 * tracking event must never disturb what the user is doing, so failures are only logged.
 */
export async function trackEvent(key: string, additionalProperties: Record<string, unknown> = {}): Promise<void> {
  try {
    await unwrap(api.POST('/api/v1/analytics', { body: { key, additional_properties: additionalProperties } }));
  } catch (error) {
    console.warn(`[portal] tracking event ${key} was not recorded`, error);
  }
}
