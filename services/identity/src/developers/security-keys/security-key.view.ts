import type { StoredSecurityKey } from './security-keys.table';

/** A key as the API lists it (the contract's `SecurityKey`): never its credential. */
export const securityKeyView = (key: StoredSecurityKey) => ({
  id: key.keyId,
  name: key.name,
  createdAt: key.createdAt.toISOString(),
  lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
});
