import { VersionConflictError } from '@portal/decider';

/**
 * For streams only their own developer's requests write (preferences, read state, analytics days),
 * a lost race (two tabs at once) is simply decided again on the fresh state; their deciders are
 * idempotent, so nothing doubles. Streams several people edit surface the conflict instead (409/412).
 */
export const retryOnRace = async <T>(attempt: () => Promise<T>, attempts = 3): Promise<T> => {
  for (let i = 1; ; i += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof VersionConflictError) || i >= attempts) throw error;
    }
  }
};
