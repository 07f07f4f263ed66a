import { createTranslator, interpolate, missingTranslation } from './translate';

describe('translate', () => {
  const t = createTranslator({ hello: 'Hello {name}', plain: 'Plain' });

  it('looks up and interpolates', () => {
    expect(t('plain')).toBe('Plain');
    expect(t('hello', { name: 'Ada' })).toBe('Hello Ada');
  });

  it('renders the missing-translation marker', () => {
    expect(t('nav.nope')).toBe('[missing "nav.nope" translation]');
    expect(missingTranslation('x')).toBe('[missing "x" translation]');
    expect(t('toString')).toBe('[missing "toString" translation]');
  });

  it('leaves unknown placeholders alone', () => {
    expect(interpolate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});
