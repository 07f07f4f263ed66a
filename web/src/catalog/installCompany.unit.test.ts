import { suggestedCompany } from './installCompany';

describe('the company the Install dialog starts with', () => {
  it("is the profile's company, trimmed", () => {
    expect(suggestedCompany('  Acme Builders ', [])).toBe('Acme Builders');
  });

  it('is empty without a profile company', () => {
    expect(suggestedCompany(null, [])).toBe('');
    expect(suggestedCompany(undefined, [])).toBe('');
    expect(suggestedCompany('   ', [])).toBe('');
  });

  it('is empty when the app is already installed for that company, whatever its letter case', () => {
    expect(suggestedCompany('Acme Builders', ['acme builders '])).toBe('');
    expect(suggestedCompany('Acme Builders', ['Other Co'])).toBe('Acme Builders');
  });
});
