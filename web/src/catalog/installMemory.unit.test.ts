import { forgetInstallation, recallInstallations, rememberInstallation } from './installMemory';

/** A Map behind the Storage calls the memory makes (the unit tests run without a browser). */
const store = new Map<string, string>();
beforeAll(() => {
  (globalThis as unknown as { window: unknown }).window = {
    localStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    },
  };
});
beforeEach(() => store.clear());

const install = (id: string, company: string, user = 'u1') => ({ installation_id: id, company_name: company, demo: false, user_id: user });

describe('the installations remembered on this browser', () => {
  it('keeps every company the app was installed for, per user, and forgets them one by one', () => {
    rememberInstallation('app', install('i1', 'Acme'));
    rememberInstallation('app', install('i2', 'Beta Co'));
    rememberInstallation('app', install('i3', 'Other user co', 'u2'));
    expect(recallInstallations('app', 'u1').map((i) => i.company_name)).toEqual(['Acme', 'Beta Co']);
    expect(recallInstallations('app', 'u2').map((i) => i.company_name)).toEqual(['Other user co']);
    forgetInstallation('app', 'i1');
    expect(recallInstallations('app', 'u1').map((i) => i.installation_id)).toEqual(['i2']);
  });

  it('drops the entry once nothing is left, and replaces an installation remembered twice', () => {
    rememberInstallation('app', install('i1', 'Acme'));
    rememberInstallation('app', install('i1', 'Acme'));
    expect(recallInstallations('app', 'u1')).toHaveLength(1);
    forgetInstallation('app', 'i1');
    expect(store.has('marketplace.installation.app')).toBe(false);
  });

  it('still reads the one installation remembered before the memory was a list, and ignores what is no installation', () => {
    store.set('marketplace.installation.app', JSON.stringify(install('old', 'Before Co')));
    expect(recallInstallations('app', 'u1').map((i) => i.company_name)).toEqual(['Before Co']);
    store.set('marketplace.installation.app', '{not json');
    expect(recallInstallations('app', 'u1')).toEqual([]);
    store.set('marketplace.installation.app', JSON.stringify([{ installation_id: 3 }, install('ok', 'Ok Co')]));
    expect(recallInstallations('app', 'u1').map((i) => i.company_name)).toEqual(['Ok Co']);
  });
});
