import { countryName, regionName, type Places } from './names';

const places: Places = {
  regions: [
    { id: 'europe', name: 'Europe', countries: [{ id: 'gb', name: 'United Kingdom' }] },
    { id: 'middle-east-africa', name: 'Middle East & Africa', countries: [{ id: 'ae', name: 'Emirates (listed)' }] },
  ],
};

describe('regionName', () => {
  it("is the reference lists' name, never one made from the id", () => {
    expect(regionName('middle-east-africa', places)).toBe('Middle East & Africa');
  });

  it('is null where the lists do not name it: not loaded (a visitor without a session), or a region removed since', () => {
    expect(regionName('middle-east-africa', undefined)).toBeNull();
    expect(regionName('antarctica', places)).toBeNull();
  });
});

describe('countryName', () => {
  it("is the reference lists' name first", () => {
    expect(countryName('ae', 'Unknown Country', places)).toBe('Emirates (listed)');
  });

  it('else the name of its ISO code (the lists not loaded, or a country removed since)', () => {
    expect(countryName('gb', 'Unknown Country')).toBe('United Kingdom');
    expect(countryName('xk', 'Unknown Country', places)).toBe('Kosovo');
  });

  it('else Unknown Country, never a name made from the id', () => {
    expect(countryName('aa', 'Unknown Country', places)).toBe('Unknown Country');
    expect(countryName('zz', 'Unknown Country')).toBe('Unknown Country');
    expect(countryName('north-pole', 'Unknown Country')).toBe('Unknown Country');
  });
});
