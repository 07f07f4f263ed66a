import { NotFoundError } from '@portal/decider';
import { SERVER_NOT_FOUND } from './servers';

/** A path's `{server}` must be one this installation is configured with (spec §8: 404 "Server not configured or not found"). */
export const requireServer = (servers: readonly string[], server: string): string => {
  if (!servers.includes(server)) throw new NotFoundError(SERVER_NOT_FOUND);
  return server;
};
