import { ForbiddenError } from '@portal/decider';
import type { Actor } from '@portal/service-runtime';

/** The gateway already keeps /admin for admins; the owner checks again rather than trust one layer. */
export const requireAdmin = (actor: Actor): Actor => {
  if (!actor.isAdmin) throw new ForbiddenError('Only administrators manage rate-limit buckets');
  return actor;
};
