import { toConfirmed } from './identity-views';

describe('identity response mappers', () => {
  it('Given identity’s confirmation answer with the developer attached, Then only emailConfirmed', () => {
    expect(toConfirmed({ emailConfirmed: true, developerId: 'd1' } as { emailConfirmed: boolean })).toEqual({ emailConfirmed: true });
  });
});
