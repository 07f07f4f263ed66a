import { Counter, Histogram, Registry } from 'prom-client';
import { HttpSeries } from './http-series';

const BOUNDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const NAMES = {
  requests: { name: 'portal_http_requests_total', help: 'HTTP requests answered' },
  duration: { name: 'portal_http_request_duration_seconds', help: 'Time to answer' },
};
const OBSERVATIONS: Array<[string, string, number, number]> = [
  ['GET', '/api/v1/resource_groups', 200, 0.0004],
  ['GET', '/api/v1/resource_groups', 200, 0.01],
  ['GET', '/api/v1/developer_apps/:id', 404, 0.3],
  ['POST', '/api/v1/developer_apps', 201, 12],
  ['GET', '/api/v1/resource_groups', 200, 0.005],
];

describe('HttpSeries', () => {
  it("writes exactly the text prom-client's own counter and histogram write for the same observations", async () => {
    const ours = new Registry();
    ours.setDefaultLabels({ service: 'gateway' });
    const series = new HttpSeries(BOUNDS, NAMES, [ours]);

    const theirs = new Registry();
    theirs.setDefaultLabels({ service: 'gateway' });
    const labelNames = ['method', 'route', 'status'] as const;
    const counter = new Counter({ ...NAMES.requests, labelNames, registers: [theirs] });
    const histogram = new Histogram({ ...NAMES.duration, labelNames, buckets: BOUNDS, registers: [theirs] });

    for (const [method, route, status, seconds] of OBSERVATIONS) {
      series.observe(method, route, status, seconds);
      counter.inc({ method, route, status: String(status) });
      histogram.observe({ method, route, status: String(status) }, seconds);
    }

    expect(await ours.metrics()).toBe(await theirs.metrics());
  });

  it('starts empty again when the registry resets its metrics', async () => {
    const registry = new Registry();
    const series = new HttpSeries(BOUNDS, NAMES, [registry]);
    series.observe('GET', '/x', 200, 0.001);
    registry.resetMetrics();
    expect(await registry.metrics()).not.toMatch(/route="\/x"/);
  });
});
