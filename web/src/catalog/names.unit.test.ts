import { availableEverywhere, countryName, regionName, toolName, type Places } from './names';

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

describe('toolName', () => {
  it("is the reference lists' title, or null for a tool they do not name (not loaded, or removed since)", () => {
    const tools = [{ id: 'daily-log', title: 'Daily Log' }];
    expect(toolName('daily-log', tools)).toBe('Daily Log');
    expect(toolName('budget', tools)).toBeNull();
    expect(toolName('daily-log', undefined)).toBeNull();
  });
});

describe('availableEverywhere', () => {
  it('is true when every region and every country of the lists is chosen', () => {
    expect(availableEverywhere(['europe', 'middle-east-africa'], ['gb', 'ae'], places)).toBe(true);
  });

  it('is false for some regions or countries, nothing chosen, or lists not loaded', () => {
    expect(availableEverywhere(['europe', 'middle-east-africa'], ['gb'], places)).toBe(false);
    expect(availableEverywhere(['europe'], ['gb'], places)).toBe(false);
    expect(availableEverywhere([], [], places)).toBe(false);
    expect(availableEverywhere(['europe', 'middle-east-africa'], ['gb', 'ae'], undefined)).toBe(false);
  });
});
