import type { components } from '../../api/types';
import { CREATE_APP_STATE } from '../../apps/lib/createAppLink';
import { recentApps } from './recentApps';

type AppSummary = components['schemas']['DeveloperAppSummary'];

/** The first things a new developer does, each with how the portal knows it is done. */
export type StepId = 'confirmEmail' | 'createApp' | 'firstVersion' | 'promote' | 'twoFactor';

export interface Step {
  id: StepId;
  done: boolean;
  /** Where the step is done (none for the e-mail link, which the banner above resends). */
  to: string | null;
  /** Navigation state the link carries (registering an app opens its dialog on arrival). */
  state?: object;
}

export interface StepFacts {
  emailConfirmed: boolean;
  /** Unknown while the apps are loading: their steps are then shown as not done, never flicker to done. */
  apps: readonly AppSummary[] | undefined;
  twoFactorEnabled: boolean;
}

/** The versions tab of the app a version step is about: the latest changed app that has not done it yet. */
const versionsOf = (apps: readonly AppSummary[], pending: (app: AppSummary) => boolean): string => {
  const app = recentApps(apps.filter(pending), 1)[0] ?? recentApps(apps, 1)[0];
  return app ? `/developer_apps/${encodeURIComponent(app.id)}?tab=versions` : '/developer_apps';
};

/**
 * From sign-up to an app in production: confirm the address, register an app, save its first
 * manifest version in the sandbox, promote one to production (where customers install it by its App
 * Version ID), and protect the account. Each is ticked from what the account and its apps show.
 */
export function gettingStartedSteps(facts: StepFacts): Step[] {
  const apps = facts.apps ?? [];
  const hasVersion = (app: AppSummary) => app.newest_sandbox_version !== null;
  const inProduction = (app: AppSummary) => app.newest_production_version !== null;
  return [
    { id: 'confirmEmail', done: facts.emailConfirmed, to: null },
    { id: 'createApp', done: apps.length > 0, to: '/developer_apps', state: CREATE_APP_STATE },
    { id: 'firstVersion', done: apps.some(hasVersion), to: versionsOf(apps, (app) => !hasVersion(app)) },
    { id: 'promote', done: apps.some(inProduction), to: versionsOf(apps, (app) => hasVersion(app) && !inProduction(app)) },
    { id: 'twoFactor', done: facts.twoFactorEnabled, to: '/settings#two-step-verification' },
  ];
}

export const doneCount = (steps: readonly Step[]): number => steps.filter((s) => s.done).length;

/** The checklist stays until every step is done or the developer hides it (per account, in this browser). */
const hiddenKey = (accountId: string) => `portal.gettingStarted.hidden.${accountId}`;

export function isChecklistHidden(accountId: string, storage: Pick<Storage, 'getItem'> | null = safeStorage()): boolean {
  return storage?.getItem(hiddenKey(accountId)) === '1';
}

export function hideChecklist(accountId: string, storage: Pick<Storage, 'setItem'> | null = safeStorage()): void {
  storage?.setItem(hiddenKey(accountId), '1');
}

/** localStorage, or null where the browser refuses it (private modes, blocked storage). */
function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
