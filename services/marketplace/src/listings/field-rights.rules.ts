import { ForbiddenError } from '@portal/decider';
import { mayHoldCreateLead, type ListingFields } from '@portal/contracts';

export const ADMIN_FIELDS_ONLY = 'Only platform administrators may change the beta, security badge, concierge settings or additional notes';
export const CREATE_LEAD_EMPLOYEES_ONLY = 'Only provider employees may choose create lead as the contact';

/** Who writes, as far as field rights go: admins (through the admin routes) and provider employees. */
export interface FieldWriter {
  isAdmin: boolean;
  /** A provider employee, or an admin on any route (spec 3 §6: admins edit everything). */
  isEmployee?: boolean;
}

/** What the write would leave: the listing's fields and its concierge flag. */
export interface FieldValues {
  fields: ListingFields;
  is_concierge_app: boolean;
}

/**
 * The fields a write stores, or a refusal (403) when it changes what the writer may not (spec 3 §6): admins alone
 * the beta, security badge, concierge flag and additional notes; employees and admins alone choose create lead.
 * Sending a value unchanged is no change, so a form that sends every field back saves; and a create lead an
 * employee chose stays on a developer's save (they may turn it off, not on).
 *
 * Developers never read the notes, so the empty notes their form sends back mean "unchanged" too: the stored
 * notes are kept, as any other text is refused.
 */
export const guardFieldRights = (writer: FieldWriter, before: FieldValues, after: FieldValues): ListingFields => {
  if (writer.isAdmin) return after.fields;
  const notes = after.fields.notes === '' ? before.fields.notes : after.fields.notes;
  if (
    after.fields.beta !== before.fields.beta ||
    after.fields.security_badge !== before.fields.security_badge ||
    after.is_concierge_app !== before.is_concierge_app ||
    notes !== before.fields.notes
  )
    throw new ForbiddenError(ADMIN_FIELDS_ONLY);
  if (after.fields.create_lead && !mayHoldCreateLead(writer.isEmployee === true, before.fields.create_lead))
    throw new ForbiddenError(CREATE_LEAD_EMPLOYEES_ONLY);
  return { ...after.fields, notes };
};
