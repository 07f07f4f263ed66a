import { mapServerFields, snakeToCamel } from './serverFields';

describe('mapServerFields', () => {
  it('maps camelCase and snake_case keys onto known fields', () => {
    const result = mapServerFields(
      { email: ['has already been taken'], first_name: ['is too long'], password_confirmation: ['does not match'] },
      ['firstName', 'email', 'passwordConfirmation'] as const,
    );
    expect(result.byField).toEqual({
      email: ['has already been taken'],
      firstName: ['is too long'],
      passwordConfirmation: ['does not match'],
    });
    expect(result.other).toEqual([]);
  });

  it('keeps unknown keys aside', () => {
    expect(mapServerFields({ plan: ['is invalid'] }, ['email'] as const).other).toEqual(['plan: is invalid']);
  });

  it('converts snake case', () => {
    expect(snakeToCamel('password_confirmation')).toBe('passwordConfirmation');
    expect(snakeToCamel('email')).toBe('email');
  });
});
