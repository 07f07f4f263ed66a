import { displayName, initialsOf } from './userDisplay';

describe('user display helpers', () => {
  it('joins first and last name, falling back to the e-mail', () => {
    expect(displayName({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' })).toBe('Ada Lovelace');
    expect(displayName({ firstName: ' Ada ', lastName: '', email: 'ada@example.com' })).toBe('Ada');
    expect(displayName({ firstName: '', lastName: '', email: 'ada@example.com' })).toBe('ada@example.com');
  });

  it('builds initials', () => {
    expect(initialsOf({ firstName: 'ada', lastName: 'lovelace', email: 'x@y.z' })).toBe('AL');
    expect(initialsOf({ firstName: '', lastName: '', email: 'x@y.z' })).toBe('X');
    expect(initialsOf({ firstName: '', lastName: '', email: '' })).toBe('?');
  });
});
