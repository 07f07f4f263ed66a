import { AppliedPositions, appliedPositionsDdl, PG_POOL, type AppliedPositionsOptions } from '@portal/service-runtime';

/**
 * Read-your-writes for the read tables this service keeps of other services' events: the position of every
 * installation event the engagement recorder has applied (`metrics_applied_positions`, kept an hour), so the
 * gateway can answer an install or uninstall only once "my installations" shows it (`GET positions/wait`). The kit
 * is the projection's (`AppliedPositions`, service-runtime), on this service's own database.
 */
export const METRICS_POSITIONS: AppliedPositionsOptions = { table: 'metrics_applied_positions' };

export const POSITIONS_DDL: readonly string[] = appliedPositionsDdl(METRICS_POSITIONS.table);

export const appliedPositionsProvider = AppliedPositions.provider(PG_POOL, METRICS_POSITIONS);
