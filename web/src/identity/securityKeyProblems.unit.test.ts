import { securityKeyProblemOf } from './securityKeyProblems';

const named = (name: string) => Object.assign(new Error('x'), { name });

describe('securityKeyProblemOf', () => {
  it('tells a dismissed prompt, a key added already and a page away from the portal apart', () => {
    expect(securityKeyProblemOf(named('NotAllowedError'))).toBe('cancelled');
    expect(securityKeyProblemOf(named('AbortError'))).toBe('cancelled');
    expect(securityKeyProblemOf(named('InvalidStateError'))).toBe('alreadyAdded');
    expect(securityKeyProblemOf(named('SecurityError'))).toBe('wrongAddress');
    expect(securityKeyProblemOf(named('NotSupportedError'))).toBe('unsupported');
    expect(securityKeyProblemOf(named('UnknownError'))).toBe('failed');
    expect(securityKeyProblemOf('not an error')).toBe('failed');
  });
});
