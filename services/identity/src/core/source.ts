/** The name of this service's event store, the prefix of its position tokens (`identity:42`). */
export const SOURCE = 'identity';
