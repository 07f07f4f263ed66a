import { filterApps } from './appFilter';

const apps = [
  { internal_name: 'Crew Schedule Sync', name: 'CrewSync' },
  { internal_name: 'Daily log export', name: '' },
  { internal_name: 'Café punch list', name: 'Punch Pro' },
];

describe("the apps list's filter", () => {
  it('keeps every app, in order, for an empty or blank filter', () => {
    expect(filterApps(apps, '')).toEqual(apps);
    expect(filterApps(apps, '   ')).toEqual(apps);
  });

  it('matches the internal or the public name, ignoring case and accents', () => {
    expect(filterApps(apps, 'crewsync').map((a) => a.internal_name)).toEqual(['Crew Schedule Sync']);
    expect(filterApps(apps, 'LOG').map((a) => a.internal_name)).toEqual(['Daily log export']);
    expect(filterApps(apps, 'cafe').map((a) => a.internal_name)).toEqual(['Café punch list']);
    expect(filterApps(apps, 'pro').map((a) => a.internal_name)).toEqual(['Café punch list']);
  });

  it('needs every word, in any order', () => {
    expect(filterApps(apps, 'sync crew').map((a) => a.internal_name)).toEqual(['Crew Schedule Sync']);
    expect(filterApps(apps, 'crew export')).toEqual([]);
  });
});
