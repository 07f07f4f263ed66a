import { emptyListingFields, emptySecurityQuestionnaire, YES_NO_QUESTIONS } from './listing.model';
import { validQuestionnaire } from './listing.fixtures.testing';
import { answerQuestion, QUESTION_DETAILS, withoutContradictoryDetails, withoutDetailsOfNo } from './questionnaire';

const withDetails = {
  ...validQuestionnaire,
  other_security_standards: 'SOC 2 Type II',
  other_sso_providers: 'Keycloak',
};

describe('questionnaire details (spec 3 §5: enabled only by a Yes)', () => {
  it('names the details of the six questions that have any, every one a question of the questionnaire', () => {
    expect(QUESTION_DETAILS).toEqual({
      has_subprocessors: ['subprocessors_details'],
      has_sensitive_data: ['sensitive_data_handling_details'],
      has_security_contact: ['security_email'],
      has_security_standards: ['security_standard_ids', 'other_security_standards'],
      has_disclosure_program: ['disclosure_program_url'],
      has_sso_support: ['sso_providers', 'other_sso_providers'],
    });
    for (const question of Object.keys(QUESTION_DETAILS)) expect(YES_NO_QUESTIONS).toContain(question);
  });

  it('given Yes answers, keeps every detail', () => {
    expect(withoutDetailsOfNo(withDetails)).toEqual(withDetails);
  });

  it('given a No after details were typed (subprocessors Yes "AWS (hosting)", then No), empties that detail only', () => {
    const q = withoutDetailsOfNo({ ...withDetails, has_subprocessors: false });
    expect(q.subprocessors_details).toBe('');
    expect(q.has_subprocessors).toBe(false);
    expect({ ...q, subprocessors_details: withDetails.subprocessors_details, has_subprocessors: true }).toEqual(withDetails);
  });

  it.each([
    ['has_subprocessors', { subprocessors_details: '' }],
    ['has_sensitive_data', { sensitive_data_handling_details: '' }],
    ['has_security_contact', { security_email: '' }],
    ['has_security_standards', { security_standard_ids: [], other_security_standards: '' }],
    ['has_disclosure_program', { disclosure_program_url: '' }],
    ['has_sso_support', { sso_providers: [], other_sso_providers: '' }],
  ] as const)('given %s No, empties its details', (question, emptied) => {
    expect(withoutDetailsOfNo({ ...withDetails, [question]: false })).toEqual({ ...withDetails, [question]: false, ...emptied });
  });

  it('given an unanswered question (null), keeps its details: only an explicit No contradicts them', () => {
    const q = { ...withDetails, has_subprocessors: null };
    expect(withoutDetailsOfNo(q)).toEqual(q);
  });

  it('answering No empties the details, answering Yes again keeps the (now empty) ones; the input is not changed', () => {
    const no = answerQuestion(withDetails, 'has_sso_support', false);
    expect(no).toMatchObject({ has_sso_support: false, sso_providers: [], other_sso_providers: '' });
    expect(withDetails.sso_providers).toEqual(['okta']);
    expect(answerQuestion(no, 'has_sso_support', true)).toMatchObject({ has_sso_support: true, sso_providers: [] });
    expect(answerQuestion(withDetails, 'has_mfa_support', false)).toEqual({ ...withDetails, has_mfa_support: false });
  });

  it("cleans a listing's questionnaire, and passes one stored malformed as it is", () => {
    const fields = {
      ...emptyListingFields(),
      security_questionnaire: { ...emptySecurityQuestionnaire(), has_subprocessors: false, subprocessors_details: 'AWS' },
    };
    expect(withoutContradictoryDetails(fields).security_questionnaire.subprocessors_details).toBe('');
    expect(fields.security_questionnaire.subprocessors_details).toBe('AWS');
    const malformed = { security_questionnaire: 'yes' as never };
    expect(withoutContradictoryDetails(malformed)).toBe(malformed);
  });
});
