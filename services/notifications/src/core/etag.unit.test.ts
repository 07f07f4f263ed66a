import { DomainError } from '@portal/decider';
import { assertIfMatch, etagFor } from './etag';

describe('ETag and If-Match', () => {
  it('writes weak version tags', () => {
    expect(etagFor(3)).toBe('W/"3"');
  });

  it.each([undefined, '', '*', 'W/"3"', '"3"', '3', 'W/"2", W/"3"'])('accepts %p for version 3', (ifMatch) => {
    expect(() => assertIfMatch(ifMatch, 3)).not.toThrow();
  });

  it.each(['W/"2"', '"4"', 'garbage', 'W/"33"'])('refuses %p for version 3 as a failed precondition', (ifMatch) => {
    expect(() => assertIfMatch(ifMatch, 3)).toThrow(expect.objectContaining({ code: 'precondition_failed' }) as DomainError);
  });
});
