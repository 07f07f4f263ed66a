import type { Registry } from 'prom-client';

type HttpLabels = { method: string; route: string; status: string };

interface Series {
  labels: HttpLabels;
  count: number;
  sum: number;
  /** Observations per bucket (not cumulative); the last slot is above every bound (+Inf). */
  buckets: number[];
}

/** The value shape prom-client's registry formats (`Registry.getMetricsAsString`). */
interface MetricValue {
  labels: Record<string, string | number>;
  /** Written after the registry's default labels, as prom-client's histogram writes its series labels. */
  sharedLabels?: Record<string, string>;
  value: number;
  metricName?: string;
}

/** What prom-client's registry reads from a metric it formats; its own metric classes have the same face. */
interface CollectedMetric {
  name: string;
  help: string;
  type: 'counter' | 'histogram';
  aggregator: 'sum';
  get(): Promise<{ name: string; help: string; type: string; values: MetricValue[]; aggregator: 'sum' }>;
  reset(): void;
}

/**
 * The request counter and latency histogram of every HTTP answer, kept as plain numbers per series
 * and formatted by the registry on scrape. prom-client's own Counter and Histogram validate and hash
 * the labels on every observation: about 5 µs per request, a tenth of what a store-free answer costs
 * the gateway. Same names, labels, buckets and text as before.
 */
export class HttpSeries {
  private readonly series = new Map<string, Series>();

  constructor(
    private readonly bounds: readonly number[],
    names: { requests: { name: string; help: string }; duration: { name: string; help: string } },
    registries: readonly Registry[],
  ) {
    const requests = this.collected(names.requests, 'counter', () =>
      [...this.series.values()].map((s) => ({ labels: s.labels, value: s.count })),
    );
    const duration = this.collected(names.duration, 'histogram', () => this.histogramValues(names.duration.name));
    for (const registry of registries) {
      registry.registerMetric(requests as never);
      registry.registerMetric(duration as never);
    }
  }

  observe(method: string, route: string, status: number, seconds: number): void {
    const key = `${method} ${status} ${route}`;
    let series = this.series.get(key);
    if (!series) {
      series = {
        labels: { method, route, status: String(status) },
        count: 0,
        sum: 0,
        buckets: new Array<number>(this.bounds.length + 1).fill(0),
      };
      this.series.set(key, series);
    }
    series.count += 1;
    series.sum += seconds;
    let slot = 0;
    while (slot < this.bounds.length && seconds > this.bounds[slot]!) slot += 1;
    series.buckets[slot]! += 1;
  }

  private histogramValues(name: string): MetricValue[] {
    const values: MetricValue[] = [];
    for (const { labels, count, sum, buckets } of this.series.values()) {
      let cumulative = 0;
      this.bounds.forEach((le, slot) => {
        cumulative += buckets[slot]!;
        values.push({ labels: { le }, sharedLabels: labels, value: cumulative, metricName: `${name}_bucket` });
      });
      values.push({ labels: { le: '+Inf' }, sharedLabels: labels, value: count, metricName: `${name}_bucket` });
      values.push({ labels: {}, sharedLabels: labels, value: sum, metricName: `${name}_sum` });
      values.push({ labels: {}, sharedLabels: labels, value: count, metricName: `${name}_count` });
    }
    return values;
  }

  private collected(
    { name, help }: { name: string; help: string },
    type: CollectedMetric['type'],
    values: () => MetricValue[],
  ): CollectedMetric {
    return {
      name,
      help,
      type,
      aggregator: 'sum',
      get: async () => ({ name, help, type, values: values(), aggregator: 'sum' }),
      reset: () => this.series.clear(),
    };
  }
}
