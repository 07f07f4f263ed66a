/**
 * Contact mode (spec 3 §4): derived from the data, never stored. Pure, shared with the web client:
 * no Node or Nest import.
 */

export type ContactMode = 'create_lead' | 'contact_us' | 'learn_how';

export interface ContactFields {
  contact_us_email: string;
  learn_how_url: string;
  create_lead: boolean;
}

const filled = (value: string | null | undefined): boolean => (value ?? '').trim() !== '';

/** Create lead if create_lead is set; contact us if a contact email exists; learn how if only a learn-how URL exists; else null. */
export const contactMode = (fields: ContactFields): ContactMode | null => {
  if (fields.create_lead) return 'create_lead';
  if (filled(fields.contact_us_email)) return 'contact_us';
  if (filled(fields.learn_how_url)) return 'learn_how';
  return null;
};

/**
 * Switching clears the other mode's value: contact-us and learn-how set create_lead false and clear
 * each other's value; create lead clears both the email and the URL. The chosen mode's own value is kept.
 */
export const switchContactMode = <T extends ContactFields>(fields: T, mode: ContactMode): T => {
  switch (mode) {
    case 'contact_us':
      return { ...fields, create_lead: false, learn_how_url: '' };
    case 'learn_how':
      return { ...fields, create_lead: false, contact_us_email: '' };
    case 'create_lead':
      return { ...fields, create_lead: true, contact_us_email: '', learn_how_url: '' };
  }
};

/**
 * Provider employees alone choose create lead (spec 3 §1, §6; admins count as employees). A listing that holds it
 * as stored keeps it for everyone else: an employee's choice must not leave a developer unable to save or submit,
 * while a developer cannot choose it anew.
 */
export const mayHoldCreateLead = (isEmployee: boolean, keptCreateLead = false): boolean => isEmployee || keptCreateLead;

/** The modes a user may pick: create lead only for who may hold it. */
export const availableContactModes = (isEmployee: boolean, keptCreateLead = false): ContactMode[] =>
  mayHoldCreateLead(isEmployee, keptCreateLead) ? ['contact_us', 'learn_how', 'create_lead'] : ['contact_us', 'learn_how'];
