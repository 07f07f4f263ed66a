import { COLUMNS, errorsByRow, isChanged, itemFromRow, rowFromItem, rowName, splitCountryCodes, emptyRow } from './referenceModel';

describe('marketplace reference rows', () => {
  it('turns a region into a row with comma-separated codes and back, codes trimmed and uppercased', () => {
    const row = rowFromItem({ id: 'north-america', name: 'North America', country_codes: ['US', 'CA'] });
    expect(row.country_codes).toBe('US, CA');
    expect(itemFromRow('regions', { ...row, country_codes: ' us, ca ,MX,, ' })).toEqual({
      id: 'north-america',
      name: 'North America',
      country_codes: ['US', 'CA', 'MX'],
    });
    expect(splitCountryCodes('')).toEqual([]);
  });

  it('sends only the fields of the list; a blank variant is null', () => {
    const row = { ...emptyRow(), id: ' hipaa ', standard_name: 'HIPAA', variant: '  ', name: 'ignored' };
    expect(itemFromRow('security_standards', row)).toEqual({ id: 'hipaa', standard_name: 'HIPAA', variant: null });
    expect(itemFromRow('product_tools', { ...emptyRow(), id: 'rfis', title: 'RFIs' })).toEqual({ id: 'rfis', title: 'RFIs' });
    expect(itemFromRow('categories', { ...emptyRow(), id: 'erp', name: 'ERP' })).toEqual({ id: 'erp', name: 'ERP' });
    expect(COLUMNS.security_standards).toEqual(['id', 'standard_name', 'variant']);
  });

  it('is changed only when a text of the list differs (keys do not count)', () => {
    const initial = [rowFromItem({ id: 'okta', name: 'Okta' })];
    expect(isChanged('sso_providers', [{ ...initial[0]!, key: 'other' }], initial)).toBe(false);
    expect(isChanged('sso_providers', [{ ...initial[0]!, name: 'Okta!' }], initial)).toBe(true);
    expect(isChanged('sso_providers', [], initial)).toBe(true);
  });

  it('puts field errors under their row and column, the rest on the list', () => {
    const rows = [rowFromItem({ id: 'a', name: 'A' }), rowFromItem({ id: 'b', name: 'B', country_codes: [] })];
    const errors = errorsByRow(
      {
        'items.1.id': ['Another row already uses this id'],
        'items.1.country_codes': ['"usa" is not a code'],
        items: ['At most 200 items'],
      },
      rows,
    );
    expect(errors.cells[rows[1]!.key]).toEqual({ id: ['Another row already uses this id'], country_codes: ['"usa" is not a code'] });
    expect(errors.list).toEqual(['At most 200 items']);
    expect(rowName('security_standards', { ...emptyRow(), id: 'x', standard_name: 'SOC 2', variant: 'Type II' })).toBe('SOC 2 Type II');
    expect(rowName('categories', { ...emptyRow(), id: 'x' })).toBe('x');
  });
});
