import { countryName, regionsFor, UNKNOWN_COUNTRY } from './catalog';

describe('reference data', () => {
  it('names countries from their ISO code in the reader language, "Unknown Country" otherwise', () => {
    expect(countryName('DE')).toBe('Germany');
    expect(countryName('de', 'fr')).toBe('Allemagne');
    expect(countryName('ZZ')).toBe(UNKNOWN_COUNTRY);
    expect(countryName('not a code')).toBe(UNKNOWN_COUNTRY);
  });

  it('lists regions with their countries sorted by localized name', () => {
    const europe = regionsFor('en').find((r) => r.id === 'europe')!;
    expect(europe.countries[0]).toEqual({ id: 'at', iso_code: 'AT', name: 'Austria' });
    expect(europe.countries.map((c) => c.name)).toEqual([...europe.countries.map((c) => c.name)].sort((a, b) => a.localeCompare(b)));
  });
});
