export const PG_POOL = Symbol('PG_POOL');
export const KAFKA = Symbol('KAFKA');
export const EVENT_STORE = Symbol('EVENT_STORE');
export const OUTBOX_RELAY = Symbol('OUTBOX_RELAY');
