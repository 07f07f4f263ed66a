/** The first things a new developer does, each with how the portal knows it is done. */
export type StepId = 'confirmEmail' | 'createApp' | 'twoFactor';

export interface Step {
  id: StepId;
  done: boolean;
  /** Where the step is done (none for the e-mail link, which the banner above resends). */
  to: string | null;
}

export interface StepFacts {
  emailConfirmed: boolean;
  /** Unknown while the apps are loading: the step is then shown as not done, never flickers to done. */
  appCount: number | undefined;
  twoFactorEnabled: boolean;
}

export function gettingStartedSteps(facts: StepFacts): Step[] {
  return [
    { id: 'confirmEmail', done: facts.emailConfirmed, to: null },
    { id: 'createApp', done: (facts.appCount ?? 0) > 0, to: '/developer_apps' },
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
