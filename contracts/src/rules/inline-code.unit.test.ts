import { inlineCodeAsText, inlineCodeParts } from './inline-code';

// A new integrator's QA pass (2026-12-03): "Submittals: `spec_section` as free text" showed its backticks in the
// changelog card's heading and in the Atom feed's title.
describe('code spans in a changelog summary', () => {
  it('splits the line into plain text and code, in order', () => {
    expect(inlineCodeParts('Submittals: `spec_section` as free text')).toEqual([
      { code: false, text: 'Submittals: ' },
      { code: true, text: 'spec_section' },
      { code: false, text: ' as free text' },
    ]);
    expect(inlineCodeParts('`a` and `b`')).toEqual([
      { code: true, text: 'a' },
      { code: false, text: ' and ' },
      { code: true, text: 'b' },
    ]);
    expect(inlineCodeParts('No markup')).toEqual([{ code: false, text: 'No markup' }]);
    expect(inlineCodeParts('')).toEqual([]);
  });

  it('follows CommonMark: longer fences hold backticks, unclosed runs and escaped backticks are literal', () => {
    expect(inlineCodeParts('``a ` b``')).toEqual([{ code: true, text: 'a ` b' }]);
    expect(inlineCodeParts('`` `tick` ``')).toEqual([{ code: true, text: '`tick`' }]);
    expect(inlineCodeParts('a ` b')).toEqual([{ code: false, text: 'a ` b' }]);
    expect(inlineCodeParts('``a`')).toEqual([{ code: false, text: '``a`' }]);
    expect(inlineCodeParts('\\`not code\\`')).toEqual([{ code: false, text: '`not code`' }]);
    expect(inlineCodeParts('`a\nb`')).toEqual([{ code: true, text: 'a b' }]);
    expect(inlineCodeParts('`  `')).toEqual([{ code: true, text: '  ' }]);
  });

  it('reads as plain text without the backticks (the Atom title)', () => {
    expect(inlineCodeAsText('Submittals: `spec_section` as free text')).toBe('Submittals: spec_section as free text');
    expect(inlineCodeAsText('The `X-Signature` webhook header')).toBe('The X-Signature webhook header');
    expect(inlineCodeAsText('Costs < 5 & `a`')).toBe('Costs < 5 & a');
  });
});
