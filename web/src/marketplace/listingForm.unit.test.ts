import { unlistedOf } from './listingForm';

describe('unlistedOf', () => {
  it('given a loaded list, the chosen ids it lacks, in the order chosen, once each', () => {
    expect(unlistedOf(['bim', 'erp'], ['gone', 'bim', 'old', 'gone'])).toEqual(['gone', 'old']);
  });

  it('given every chosen id listed, none', () => {
    expect(unlistedOf(['bim', 'erp'], ['erp'])).toEqual([]);
  });

  it('while the list has not loaded, none: nothing is known to be removed', () => {
    expect(unlistedOf(undefined, ['bim'])).toEqual([]);
  });
});
