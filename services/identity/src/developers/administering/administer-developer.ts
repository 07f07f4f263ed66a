import { ForbiddenError, NotFoundError, ValidationError } from '@portal/decider';
import type { CommandContext } from '@portal/eventsourcing';
import type { Actor } from '@portal/service-runtime';
import { isUuid } from '../../core/uuid';
import type { Developer, DeveloperCommand } from '../developer.decider';
import type { DevelopersRepository } from '../developers.repository';

/** A profile edit's body (the developer's own, and part of the admin's): each field optional. */
export interface ProfileInput {
  first_name?: unknown;
  last_name?: unknown;
  company_name?: unknown;
}

/** The admin edit page's body: `{developer: {first_name, last_name, company_name, is_admin, is_employee}}`, each optional. */
export interface AdminDeveloperInput extends ProfileInput {
  is_admin?: unknown;
  is_employee?: unknown;
}

/** The name and company fields of an edit body (absent ones stay absent); a field of the wrong type is an error. */
export const profileFields = (input: ProfileInput, errors: Record<string, string[]>) => {
  const text = (field: 'first_name' | 'last_name'): string | undefined => {
    const value = input[field];
    if (value === undefined) return undefined;
    if (typeof value !== 'string') errors[field] = ['Must be text'];
    return typeof value === 'string' ? value : undefined;
  };
  const fields: { firstName?: string; lastName?: string; companyName?: string | null } = {
    firstName: text('first_name'),
    lastName: text('last_name'),
  };
  if (input.company_name !== undefined) {
    if (input.company_name !== null && typeof input.company_name !== 'string') errors.company_name = ['Must be text'];
    else fields.companyName = input.company_name;
  }
  return fields;
};

/** The command for an admin's edit; 422 with the field errors when a field has the wrong type. */
export const administerCommand = (
  input: AdminDeveloperInput,
  by: string,
  at: string,
): Extract<DeveloperCommand, { type: 'Administer' }> => {
  const errors: Record<string, string[]> = {};
  const flag = (field: 'is_admin' | 'is_employee'): boolean | undefined => {
    const value = input[field];
    if (value === undefined) return undefined;
    if (typeof value !== 'boolean') errors[field] = ['Must be true or false'];
    return typeof value === 'boolean' ? value : undefined;
  };
  const command: Extract<DeveloperCommand, { type: 'Administer' }> = {
    type: 'Administer',
    by,
    at,
    ...profileFields(input, errors),
    isAdmin: flag('is_admin'),
    isEmployee: flag('is_employee'),
  };
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return command;
};

/** What the admin edit page shows of a developer. */
export const adminDeveloperView = (developer: Developer) => ({
  id: developer.developerId,
  first_name: developer.firstName,
  last_name: developer.lastName,
  email: developer.email,
  email_confirmed: developer.emailConfirmed,
  pending_email: developer.pendingEmail,
  two_factor_enabled: developer.twoFactorEnabledAt !== null,
  security_keys: developer.securityKeys.map((key) => ({ id: key.keyId, name: key.name })),
  company_name: developer.companyName,
  platform_id: developer.platformId,
  is_admin: developer.isAdmin,
  is_employee: developer.isEmployee,
});

/** Loads a developer for an admin (404 for anyone unknown, 403 for a non-admin). */
export const loadForAdmin = async (developers: DevelopersRepository, id: string, actor: Actor) => {
  if (!actor.isAdmin) throw new ForbiddenError('Only admins can edit developers');
  if (!isUuid(id)) throw new NotFoundError('No such developer');
  const loaded = await developers.load(id);
  if (!loaded.state.exists) throw new NotFoundError('No such developer');
  return loaded;
};

/** An admin's edit, honouring If-Match; answers the new version and the written position. */
export const administer = async (
  developers: DevelopersRepository,
  id: string,
  input: AdminDeveloperInput,
  actor: Actor,
  context: CommandContext,
  ifMatch: readonly number[] | undefined,
) => {
  await loadForAdmin(developers, id, actor);
  const command = administerCommand(input, actor.id, new Date().toISOString());
  const result = await developers.handle(id, command, context, { ifMatch });
  const { state, version } = await developers.load(id);
  return { view: adminDeveloperView(state), version, position: result.lastPosition };
};
