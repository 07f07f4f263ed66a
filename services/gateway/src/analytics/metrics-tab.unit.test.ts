import { metricsTabFields, metricsTabFieldsOf } from './metrics-tab';

const answering = (body: unknown) => ({ call: jest.fn().mockResolvedValue({ status: 200, body, headers: new Headers() }) });

describe('metrics tab fields', () => {
  it('pass the api-usage flag on in the standard edition', () => {
    expect(metricsTabFields({ apiUsageEnabled: true, edition: 'standard' })).toEqual({ api_usage_enabled: true, has_metrics: false });
    expect(metricsTabFields({ apiUsageEnabled: false, edition: 'standard' })).toEqual({ api_usage_enabled: false, has_metrics: false });
  });

  it('hide the metrics area in the restricted edition whatever the flag and the data say', () => {
    expect(metricsTabFields({ apiUsageEnabled: true, edition: 'restricted' }, true)).toEqual({
      api_usage_enabled: false,
      has_metrics: false,
    });
  });

  it('say has_metrics when the metrics service has aggregate rows for the app', async () => {
    const metrics = answering({ has_metrics: true });
    expect(await metricsTabFieldsOf({ apiUsageEnabled: false, edition: 'standard' }, metrics, 'app-1')).toEqual({
      api_usage_enabled: false,
      has_metrics: true,
    });
    expect(metrics.call).toHaveBeenCalledWith('engagement/apps/app-1/summary', expect.objectContaining({ timeoutMs: expect.any(Number) }));
    expect(await metricsTabFieldsOf({ apiUsageEnabled: false, edition: 'standard' }, answering({ has_metrics: false }), 'app-1')).toEqual({
      api_usage_enabled: false,
      has_metrics: false,
    });
  });

  it('fall back to no metrics when the metrics service fails or is slow, and never ask in the restricted edition', async () => {
    const failing = { call: jest.fn().mockRejectedValue(new Error('timeout')) };
    expect(await metricsTabFieldsOf({ apiUsageEnabled: true, edition: 'standard' }, failing, 'app-1')).toEqual({
      api_usage_enabled: true,
      has_metrics: false,
    });
    const unused = answering({ has_metrics: true });
    expect(await metricsTabFieldsOf({ apiUsageEnabled: true, edition: 'restricted' }, unused, 'app-1')).toEqual({
      api_usage_enabled: false,
      has_metrics: false,
    });
    expect(unused.call).not.toHaveBeenCalled();
  });
});
