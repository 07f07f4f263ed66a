import type { Schema } from '../core/contract-types';
import { toAnalyticsEventAccepted } from './analytics-views';

describe('analytics response mapper', () => {
  it('Given the metrics service’s answer with its position, Then only tracking_id', () => {
    expect(toAnalyticsEventAccepted({ tracking_id: 't1', position: 42 } as Schema<'AnalyticsEventAccepted'>)).toEqual({
      tracking_id: 't1',
    });
  });
});
