/**
 * The questionnaire's yes/no questions and the detail fields a Yes enables (spec 3 §5: "Detail fields are enabled
 * only when the matching yes is chosen"). Pure, shared by the editor and the marketplace service: no Node or Nest
 * import. A No answer holds no detail, so reviewers never read "No subprocessors" beside "AWS (hosting)".
 */
import { emptySecurityQuestionnaire, type ListingFields, type SecurityQuestionnaire, type YesNoQuestion } from './listing.model';

type DetailField = Exclude<keyof SecurityQuestionnaire, YesNoQuestion>;

/** The detail fields each question enables with a Yes; the other questions have none. */
export const QUESTION_DETAILS: Readonly<Partial<Record<YesNoQuestion, readonly DetailField[]>>> = {
  has_subprocessors: ['subprocessors_details'],
  has_sensitive_data: ['sensitive_data_handling_details'],
  has_security_contact: ['security_email'],
  has_security_standards: ['security_standard_ids', 'other_security_standards'],
  has_disclosure_program: ['disclosure_program_url'],
  has_sso_support: ['sso_providers', 'other_sso_providers'],
};

/**
 * The questionnaire with the details of every No answer emptied ('' or []). Only an explicit No clears them: an
 * unanswered question (null) keeps what it holds, as a partial save may send the details before the answer.
 */
export const withoutDetailsOfNo = (q: SecurityQuestionnaire): SecurityQuestionnaire => {
  const empty = emptySecurityQuestionnaire();
  const out = { ...q };
  for (const [question, details] of Object.entries(QUESTION_DETAILS) as [YesNoQuestion, readonly DetailField[]][]) {
    if (q[question] !== false) continue;
    for (const detail of details) (out as Record<DetailField, unknown>)[detail] = empty[detail];
  }
  return out;
};

/** Answers one question; a No empties the details it would have enabled. */
export const answerQuestion = (q: SecurityQuestionnaire, question: YesNoQuestion, value: boolean): SecurityQuestionnaire =>
  withoutDetailsOfNo({ ...q, [question]: value });

/**
 * A listing's fields with its questionnaire's No answers holding no details (what the service stores). Tolerates a
 * questionnaire stored before the fields were checked (not an object): it is returned as it is.
 */
export const withoutContradictoryDetails = <T extends Pick<ListingFields, 'security_questionnaire'>>(fields: T): T => {
  const q = fields.security_questionnaire as SecurityQuestionnaire | null | undefined;
  if (typeof q !== 'object' || q === null || Array.isArray(q)) return fields;
  return { ...fields, security_questionnaire: withoutDetailsOfNo(q) };
};
