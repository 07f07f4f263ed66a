import type { AdminDeveloperApp } from '../../apps/api/types';

export type AdminTab = 'general' | 'sandbox' | 'marketplace' | 'metrics';

export const ADMIN_TAB_LABEL_KEYS: Record<AdminTab, string> = {
  general: 'adminApps.tabGeneral',
  sandbox: 'adminApps.tabSandbox',
  marketplace: 'adminApps.tabMarketplace',
  metrics: 'adminApps.tabMetrics',
};

/** The restricted (government-hosted) edition has no sandboxes and no metrics. */
export function adminTabs(restricted: boolean): AdminTab[] {
  return restricted ? ['general', 'marketplace'] : ['general', 'sandbox', 'marketplace', 'metrics'];
}

/** The `?tab=` parameter, if it names a visible tab; else the first. */
export function adminTabFromParam(param: string | null, tabs: readonly AdminTab[]): AdminTab {
  return tabs.find((tab) => tab === param) ?? 'general';
}

/** What a tab reports to the page: a saved change (its toast) or a failure (the page's banner). */
export interface AdminTabProps {
  app: AdminDeveloperApp;
  onSaved(toast: string): void;
  onError(error: unknown): void;
}
