import { doneCount, gettingStartedSteps, hideChecklist, isChecklistHidden } from './gettingStarted';

describe("a new developer's getting started checklist", () => {
  it('ticks each step from what the account shows', () => {
    const steps = gettingStartedSteps({ emailConfirmed: true, appCount: 2, twoFactorEnabled: false });
    expect(steps.map((s) => [s.id, s.done])).toEqual([
      ['confirmEmail', true],
      ['createApp', true],
      ['twoFactor', false],
    ]);
    expect(doneCount(steps)).toBe(2);
    expect(steps.find((s) => s.id === 'twoFactor')!.to).toBe('/settings#two-step-verification');
  });

  it('leaves "register your first app" undone while the apps are still loading', () => {
    const steps = gettingStartedSteps({ emailConfirmed: false, appCount: undefined, twoFactorEnabled: false });
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
