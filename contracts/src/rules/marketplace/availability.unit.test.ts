import {
  availability,
  clearAll,
  regionState,
  selectAll,
  toggleCountry,
  toggleRegion,
  wholeRegionIds,
  withoutRegionError,
  type AvailabilityRegion,
  type AvailabilitySelection,
} from './availability';

const regions: AvailabilityRegion[] = [
  { id: 'eu', countryIds: ['gb', 'de', 'fr'] },
  { id: 'na', countryIds: ['us', 'ca'] },
  { id: 'antarctica', countryIds: [] },
];
const of = (s: AvailabilitySelection) => availability(regions, s.regionIds, s.countryIds);
const region = (id: string) => regions.find((r) => r.id === id)!;

describe('availability (spec 3 §4)', () => {
  it('is unset with nothing chosen, all when everything is, specific otherwise', () => {
    expect(availability(regions, [], [])).toBe('unset');
    expect(of(selectAll(regions))).toBe('all');
    expect(availability(regions, ['eu'], ['gb', 'de', 'fr'])).toBe('specific');
    expect(availability(regions, [], ['gb'])).toBe('specific');
    // every region but not every country is not all
    expect(availability(regions, ['eu', 'na', 'antarctica'], ['gb', 'de', 'fr', 'us'])).toBe('specific');
  });

  it('choosing all selects every region and every country', () => {
    expect(selectAll(regions)).toEqual({ regionIds: ['eu', 'na', 'antarctica'], countryIds: ['gb', 'de', 'fr', 'us', 'ca'] });
  });

  it('moves all → specific → unset → specific → all', () => {
    let s = selectAll(regions);
    expect(of(s)).toBe('all');
    s = toggleCountry(regions, s.regionIds, s.countryIds, 'ca'); // untick one country
    expect(of(s)).toBe('specific');
    s = clearAll();
    expect(of(s)).toBe('unset');
    s = toggleRegion(regions, s.regionIds, s.countryIds, 'eu');
    expect(of(s)).toBe('specific');
    s = toggleRegion(regions, s.regionIds, s.countryIds, 'na');
    s = toggleRegion(regions, s.regionIds, s.countryIds, 'antarctica');
    expect(of(s)).toBe('all');
    s = toggleRegion(regions, s.regionIds, s.countryIds, 'na');
    expect(of(s)).toBe('specific');
    s = toggleRegion(regions, s.regionIds, s.countryIds, 'eu');
    s = toggleRegion(regions, s.regionIds, s.countryIds, 'antarctica');
    expect(s).toEqual({ regionIds: [], countryIds: [] });
    expect(of(s)).toBe('unset');
  });

  it('ticking a region ticks its countries; unticking unticks them', () => {
    const on = toggleRegion(regions, [], ['us'], 'eu');
    expect(on).toEqual({ regionIds: ['eu'], countryIds: ['us', 'gb', 'de', 'fr'] });
    expect(toggleRegion(regions, on.regionIds, on.countryIds, 'eu')).toEqual({ regionIds: [], countryIds: ['us'] });
  });

  it('shows a region checked, unchecked or indeterminate from its countries', () => {
    expect(regionState(region('eu'), [], [])).toBe('unchecked');
    expect(regionState(region('eu'), ['eu'], ['gb'])).toBe('indeterminate');
    expect(regionState(region('eu'), ['eu'], ['gb', 'de', 'fr'])).toBe('checked');
    expect(regionState(region('antarctica'), [], [])).toBe('unchecked');
    expect(regionState(region('antarctica'), ['antarctica'], [])).toBe('checked');
  });

  it('ticking countries one by one goes unchecked → indeterminate → checked, and back', () => {
    let s: AvailabilitySelection = clearAll();
    s = toggleCountry(regions, s.regionIds, s.countryIds, 'us');
    expect(regionState(region('na'), s.regionIds, s.countryIds)).toBe('indeterminate');
    // A partly ticked region is its countries alone, not the whole region.
    expect(s).toEqual({ regionIds: [], countryIds: ['us'] });
    s = toggleCountry(regions, s.regionIds, s.countryIds, 'ca');
    expect(regionState(region('na'), s.regionIds, s.countryIds)).toBe('checked');
    expect(s.regionIds).toEqual(['na']);
    s = toggleCountry(regions, s.regionIds, s.countryIds, 'us');
    expect(regionState(region('na'), s.regionIds, s.countryIds)).toBe('indeterminate');
    expect(s).toEqual({ regionIds: [], countryIds: ['ca'] });
    s = toggleCountry(regions, s.regionIds, s.countryIds, 'ca');
    expect(regionState(region('na'), s.regionIds, s.countryIds)).toBe('unchecked');
    expect(s).toEqual({ regionIds: [], countryIds: [] });
  });

  it('given North America ticked and only France and Germany under Europe, sends North America and the two countries, not Europe', () => {
    let s = toggleRegion(regions, [], [], 'na');
    s = toggleCountry(regions, s.regionIds, s.countryIds, 'fr');
    s = toggleCountry(regions, s.regionIds, s.countryIds, 'de');
    expect(regionState(region('eu'), s.regionIds, s.countryIds)).toBe('indeterminate');
    expect(s).toEqual({ regionIds: ['na'], countryIds: ['us', 'ca', 'fr', 'de'] });
    // Ticking Europe's last country makes it whole; unticking one makes it partial again.
    s = toggleCountry(regions, s.regionIds, s.countryIds, 'gb');
    expect(s.regionIds).toEqual(['na', 'eu']);
    s = toggleCountry(regions, s.regionIds, s.countryIds, 'de');
    expect(s).toEqual({ regionIds: ['na'], countryIds: ['us', 'ca', 'fr', 'gb'] });
  });

  it('unticking a country of an all-regions choice takes its region out, keeping the rest', () => {
    const all = selectAll(regions);
    const s = toggleCountry(regions, all.regionIds, all.countryIds, 'ca');
    expect(s).toEqual({ regionIds: ['eu', 'antarctica'], countryIds: ['gb', 'de', 'fr', 'us'] });
  });

  it('wholeRegionIds keeps checked regions and removed ids, drops partly or un-ticked ones (saved under the old convention)', () => {
    expect(wholeRegionIds(regions, ['na', 'eu'], ['us', 'ca', 'fr', 'de'])).toEqual(['na']);
    expect(wholeRegionIds(regions, ['eu'], [])).toEqual([]);
    expect(wholeRegionIds(regions, ['antarctica', 'retired', 'na', 'na'], ['us', 'ca'])).toEqual(['antarctica', 'retired', 'na']);
    const all = selectAll(regions);
    expect(wholeRegionIds(regions, all.regionIds, all.countryIds)).toEqual(all.regionIds);
  });

  it('ticking an indeterminate region checks all its countries', () => {
    const s = toggleRegion(regions, ['eu'], ['gb'], 'eu');
    expect(s).toEqual({ regionIds: ['eu'], countryIds: ['gb', 'de', 'fr'] });
    expect(regionState(region('eu'), s.regionIds, s.countryIds)).toBe('checked');
  });

  it('changing regions or countries clears the region_or_country error only', () => {
    expect(withoutRegionError({ region_or_country: ['You must select a region or country'], tagline: ['This field is required'] })).toEqual(
      {
        tagline: ['This field is required'],
      },
    );
  });
});
