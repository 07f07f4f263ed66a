import { INVALID_PHONE, leadInputProblems, MAX_LEAD_MESSAGE, tidyLeadInput } from './lead';
import { characterLimitExceeded, REQUIRED } from './listing.rules';

describe('a request for information (create lead)', () => {
  it('needs a company of 1 to 100 characters once trimmed; phone and message are optional', () => {
    expect(leadInputProblems({ company_name: 'Harbor Builders' })).toEqual({});
    expect(leadInputProblems({ company_name: 'Harbor Builders', phone: '', message: '  ' })).toEqual({});
    expect(leadInputProblems({})).toEqual({ company_name: [REQUIRED] });
    expect(leadInputProblems({ company_name: '   ' })).toEqual({ company_name: [REQUIRED] });
    expect(leadInputProblems({ company_name: 'x'.repeat(101) })).toEqual({ company_name: [characterLimitExceeded(100)] });
    expect(leadInputProblems({ company_name: ` ${'x'.repeat(100)} ` })).toEqual({});
  });

  it.each(['+1 (415) 555-0134', '0171 555 0134', '+44 20 7946 0958 ext. 12', '415.555.0134 x7', '030/12345678'])(
    'takes the phone number %j',
    (phone) => {
      expect(leadInputProblems({ company_name: 'Harbor', phone })).toEqual({});
    },
  );

  it.each(['call me', '0', '12-34', '+1 415 555 0134; DROP', 'ext 12'])('refuses the phone number %j', (phone) => {
    expect(leadInputProblems({ company_name: 'Harbor', phone })).toEqual({ phone: [INVALID_PHONE] });
  });

  it('bounds the phone number and the message', () => {
    expect(leadInputProblems({ company_name: 'Harbor', phone: '1'.repeat(41) })).toEqual({ phone: [characterLimitExceeded(40)] });
    expect(leadInputProblems({ company_name: 'Harbor', message: 'x'.repeat(MAX_LEAD_MESSAGE + 1) })).toEqual({
      message: [characterLimitExceeded(MAX_LEAD_MESSAGE)],
    });
    expect(leadInputProblems({ company_name: 'Harbor', message: `\n${'x'.repeat(MAX_LEAD_MESSAGE)}\n` })).toEqual({});
  });

  it('keeps the company tidied, the message with its line breaks, and blanks as null', () => {
    expect(tidyLeadInput({ company_name: '  Harbor   Builders ', phone: ' ', message: ' Two lines:\nhere. ' })).toEqual({
      company_name: 'Harbor Builders',
      phone: null,
      message: 'Two lines:\nhere.',
    });
  });
});
