import { metricsTabFields } from './metrics-tab';

describe('metrics tab fields', () => {
  it('pass the api-usage flag on in the standard edition', () => {
    expect(metricsTabFields({ apiUsageEnabled: true, edition: 'standard' })).toEqual({ api_usage_enabled: true, has_metrics: false });
    expect(metricsTabFields({ apiUsageEnabled: false, edition: 'standard' })).toEqual({ api_usage_enabled: false, has_metrics: false });
  });

  it('hide the metrics area in the restricted edition whatever the flag says', () => {
    expect(metricsTabFields({ apiUsageEnabled: true, edition: 'restricted' })).toEqual({ api_usage_enabled: false, has_metrics: false });
  });
});
