import { AppliedPositions, serviceMetrics, type AppliedPositionsOptions } from '@portal/service-runtime';
import { PG_POOL } from '../core/pg/pg.providers';

/**
 * The read models' markers (`applied_positions`, made by read-table migration 12): every applied event's position,
 * recorded after its read tables, documents and change notice. The kit is `AppliedPositions` (service-runtime).
 */
export const PROJECTION_POSITIONS: AppliedPositionsOptions = {
  table: 'applied_positions',
  onRecorded: (event) => serviceMetrics().projectionApplied(event.source, event.position),
};

export const appliedPositionsProvider = AppliedPositions.provider(PG_POOL, PROJECTION_POSITIONS);
