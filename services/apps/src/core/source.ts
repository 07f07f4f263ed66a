/** The name of this service's event store, the prefix of its position tokens (`apps:42`). */
export const SOURCE = 'apps';
