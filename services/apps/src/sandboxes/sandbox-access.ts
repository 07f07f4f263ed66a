import { NotFoundError } from '@portal/decider';
import type { Actor } from '@portal/service-runtime';
import { authorize, isUuid } from '../apps/app-access';
import type { Permission } from '../apps/app-permissions.rules';
import type { AppsRepository } from '../apps/apps.repository';
import type { SandboxesRepository } from './sandboxes.repository';

/** A sandbox is visible exactly as its app is. */
export const authorizeSandbox = async (
  sandboxId: string,
  actor: Actor,
  repositories: { apps: AppsRepository; sandboxes: SandboxesRepository },
  restrictedEdition: boolean,
  permission: Permission,
) => {
  if (!isUuid(sandboxId)) throw new NotFoundError('No such sandbox');
  const { state: sandbox } = await repositories.sandboxes.load(sandboxId);
  if (!sandbox.exists) throw new NotFoundError('No such sandbox');
  const { state: app } = await repositories.apps.load(sandbox.appId);
  authorize(app, actor, restrictedEdition, permission);
  return { sandbox, app };
};
