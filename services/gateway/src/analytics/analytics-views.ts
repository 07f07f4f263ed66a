import type { Schema } from '../core/contract-types';
import { whitelist } from '../core/response-whitelist';

/** The metrics service's answer to a tracking event, cut to contracts/openapi/metrics.yaml. */
export const toAnalyticsEventAccepted = whitelist<Schema<'AnalyticsEventAccepted'>>({ tracking_id: true });
