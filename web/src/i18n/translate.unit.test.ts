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

  it('treats dots and colons as part of flat keys, and a count as a plain placeholder', () => {
    const flat = createTranslator({ 'nav.reference': 'Reference', 'a:b': 'colon', items: '{count} items' });
    expect(flat('nav.reference')).toBe('Reference');
    expect(flat('a:b')).toBe('colon');
    expect(flat('items', { count: 3 })).toBe('3 items');
    expect(t('hello', {})).toBe('Hello {name}');
    expect(t('hello', { name: '<b>{x}</b>' })).toBe('Hello <b>{x}</b>');
  });

  it('leaves unknown placeholders alone', () => {
    expect(interpolate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});
