import { DEVELOPERS_TABLE } from '../../core/pg/read-tables';
import type { RowStore } from '../../core/pg/row-store';

/** A developer's name and e-mail as the app and OAuth client rows copy them (for sorting and search). */
export interface OwnerFields {
  owner_id: string | null;
  owner_name: string | null;
  owner_email: string | null;
}

/**
 * The lock every event takes before it reads or copies a developer's columns, so a sign-up and an
 * app created at the same moment in two replicas cannot both miss each other.
 */
export const developerLock = (id: string): string => `developer:${id}`;

/** The owner's columns; null name and e-mail while the developer is not projected yet (filled in then). */
export const ownerFields = async (store: RowStore, ownerId: string | null): Promise<OwnerFields> => {
  const developer = ownerId ? await store.get(DEVELOPERS_TABLE, ownerId) : null;
  return {
    owner_id: ownerId,
    owner_name: typeof developer?.name === 'string' ? developer.name : null,
    owner_email: typeof developer?.email === 'string' ? developer.email : null,
  };
};
