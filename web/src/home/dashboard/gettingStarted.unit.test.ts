import type { components } from '../../api/types';
import { doneCount, gettingStartedSteps, hideChecklist, isChecklistHidden } from './gettingStarted';

type AppSummary = components['schemas']['DeveloperAppSummary'];

describe("a new developer's getting started checklist", () => {
  const app = (id: string, sandbox: boolean, production: boolean, updated: string): AppSummary => ({
    id,
    name: id,
    internal_name: id,
    role: 'owner',
    thumbnail_url: null,
    newest_sandbox_version: sandbox ? { version: 1, semantic_version: '0.1.0', state: 'confidential' } : null,
    newest_production_version: production ? { version: 1, semantic_version: '0.1.0', state: 'confidential' } : null,
    marketplace_listing: null,
    created_at: '2026-11-01T00:00:00Z',
    updated_at: updated,
  });

  it('ticks each step from what the account and its apps show', () => {
    const steps = gettingStartedSteps({
      emailConfirmed: true,
      apps: [app('a', true, false, '2026-11-02T00:00:00Z'), app('b', false, false, '2026-11-03T00:00:00Z')],
      twoFactorEnabled: false,
    });
    expect(steps.map((s) => [s.id, s.done])).toEqual([
      ['confirmEmail', true],
      ['createApp', true],
      ['firstVersion', true],
      ['promote', false],
      ['twoFactor', false],
    ]);
    expect(doneCount(steps)).toBe(3);
    expect(steps.find((s) => s.id === 'twoFactor')!.to).toBe('/settings#two-step-verification');
    // Promoting is for the app that has a version to promote, though another one changed later.
    expect(steps.find((s) => s.id === 'promote')!.to).toBe('/developer_apps/a?tab=versions');
  });

  it('sends a version step to the latest app, or to the apps list before there is one', () => {
    const none = gettingStartedSteps({ emailConfirmed: true, apps: [], twoFactorEnabled: true });
    expect(none.find((s) => s.id === 'firstVersion')!.to).toBe('/developer_apps');
    const two = [app('old', false, false, '2026-11-02T00:00:00Z'), app('new', false, false, '2026-11-05T00:00:00Z')];
    const steps = gettingStartedSteps({ emailConfirmed: true, apps: two, twoFactorEnabled: true });
    expect(steps.find((s) => s.id === 'firstVersion')!.to).toBe('/developer_apps/new?tab=versions');
    expect(steps.find((s) => s.id === 'promote')!.to).toBe('/developer_apps/new?tab=versions');
  });

  it('leaves the app steps undone while the apps are still loading', () => {
    const steps = gettingStartedSteps({ emailConfirmed: false, apps: undefined, twoFactorEnabled: false });
    expect(doneCount(steps)).toBe(0);
  });

  it('stays hidden for the account that hid it, and only for that one', () => {
    const kept = new Map<string, string>();
    const storage = { getItem: (k: string) => kept.get(k) ?? null, setItem: (k: string, v: string) => void kept.set(k, v) };
    expect(isChecklistHidden('a', storage)).toBe(false);
    hideChecklist('a', storage);
    expect(isChecklistHidden('a', storage)).toBe(true);
    expect(isChecklistHidden('b', storage)).toBe(false);
  });

  it('shows the checklist where the browser refuses storage', () => {
    expect(isChecklistHidden('a', null)).toBe(false);
    expect(() => hideChecklist('a', null)).not.toThrow();
  });
});
