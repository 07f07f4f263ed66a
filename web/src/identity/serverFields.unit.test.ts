import { ApiError } from '../api/apiError';
import { formErrorsOf, mapServerFields, snakeToCamel } from './serverFields';

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

describe('formErrorsOf', () => {
  const known = ['firstName', 'password'] as const;

  it("puts a 422 under the form's fields and the fields it does not show in the banner", () => {
    const error = new ApiError(422, 'Validation failed', [], { first_name: ['First name is required'], email: ['Unknown field'] });
    expect(formErrorsOf(error, known)).toEqual({ fields: { firstName: ['First name is required'] }, banner: ['email: Unknown field'] });
  });

  it('banners the message of a 422 without fields and of every other failure', () => {
    expect(formErrorsOf(new ApiError(422, 'Not allowed now'), known)).toEqual({ fields: {}, banner: ['Not allowed now'] });
    expect(formErrorsOf(new ApiError(429, 'Too many attempts'), known)).toEqual({ fields: {}, banner: ['Too many attempts'] });
    expect(formErrorsOf(new Error('Network error'), known)).toEqual({ fields: {}, banner: ['Network error'] });
  });

  it('says nothing without an error', () => {
    expect(formErrorsOf(null, known)).toEqual({ fields: {}, banner: [] });
  });
});
