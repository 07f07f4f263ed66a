/**
 * A request for information from a create-lead listing (a sales lead): the bounds and messages the form and the
 * marketplace service share. Pure, shared with the web client: no Node or Nest import.
 */
import { MAX_COMPANY_NAME } from './installation';
import { characterLimitExceeded, REQUIRED } from './listing.rules';

export const MAX_LEAD_PHONE = 40;
export const MAX_LEAD_MESSAGE = 2000;
export const INVALID_PHONE = 'This phone number is invalid';

/** What the visitor typed, tidied as the lead keeps it: blanks are null. */
export interface LeadInputValues {
  company_name: string;
  phone: string | null;
  message: string | null;
}

/** The company as the installation form keeps it: trimmed, inner spacing collapsed. */
const tidyCompany = (value: unknown): string => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '');
/** The message keeps its line breaks; only its ends are trimmed. */
const tidyOptional = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

export const tidyLeadInput = (input: { company_name?: unknown; phone?: unknown; message?: unknown }): LeadInputValues => ({
  company_name: tidyCompany(input.company_name),
  phone: tidyOptional(input.phone),
  message: tidyOptional(input.message),
});

/**
 * Digits with the usual separators, an optional leading + and extension ("x 12", "ext. 12"); at least five digits, so
 * a stray word or a lone "0" is not passed on to the provider as a number to call.
 */
const PHONE = /^\+?[\d\s()./-]+(?:\s*(?:x|ext\.?)\s*\d+)?$/i;
const MIN_PHONE_DIGITS = 5;

const phoneProblem = (phone: unknown): string | null => {
  if (phone === undefined || phone === null) return null;
  if (typeof phone !== 'string') return INVALID_PHONE;
  const value = phone.trim();
  if (value === '') return null;
  if (value.length > MAX_LEAD_PHONE) return characterLimitExceeded(MAX_LEAD_PHONE);
  if (!PHONE.test(value) || (value.match(/\d/g) ?? []).length < MIN_PHONE_DIGITS) return INVALID_PHONE;
  return null;
};

/** Field errors of a request for information, keyed by the body's field names; empty when it may be sent. */
export const leadInputProblems = (input: { company_name?: unknown; phone?: unknown; message?: unknown }): Record<string, string[]> => {
  const errors: Record<string, string[]> = {};
  const company = tidyCompany(input.company_name);
  if (!company) errors.company_name = [REQUIRED];
  else if (company.length > MAX_COMPANY_NAME) errors.company_name = [characterLimitExceeded(MAX_COMPANY_NAME)];
  const phone = phoneProblem(input.phone);
  if (phone) errors.phone = [phone];
  if (input.message !== undefined && input.message !== null && typeof input.message !== 'string') errors.message = ['Message must be text'];
  else if (typeof input.message === 'string' && input.message.trim().length > MAX_LEAD_MESSAGE)
    errors.message = [characterLimitExceeded(MAX_LEAD_MESSAGE)];
  return errors;
};
