import { ForbiddenError, NotFoundError } from '@portal/decider';
import type { Actor } from '@portal/service-runtime';
import { roleOf, type App } from './app.decider';
import type { AppRole } from './app.events';
import { appPermissions, type AppPermissions, type Permission } from './app-permissions.rules';

export const NO_SUCH_APP = 'No such app';

/**
 * Every app route asks here first: a developer with no role on the app (or on a deleted app) gets
 * 404, as if it did not exist; a role without the permission gets 403. Platform admins see all.
 */
export const authorize = (
  state: App,
  actor: Actor,
  restrictedEdition: boolean,
  permission?: Permission,
): { role: AppRole | null; permissions: AppPermissions } => {
  if (!state.exists) throw new NotFoundError(NO_SUCH_APP);
  const role = roleOf(state, actor.id);
  if (!actor.isAdmin && (role === null || state.deletedAt !== null)) throw new NotFoundError(NO_SUCH_APP);
  const permissions = appPermissions(role, actor, restrictedEdition);
  if (permission && !permissions[permission]) throw new ForbiddenError('Your role on this app does not allow that');
  return { role, permissions };
};

export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
