import { Counter, Histogram, type Registry } from 'prom-client';

type RequestLabel = 'method' | 'route' | 'status';
type RouteLabel = 'method' | 'route';

/** One label set's count, in the shape prom-client's Counter keeps and exports. */
interface CountValue<L extends string> {
  value: number;
  labels: Record<L, string>;
}

/** One label set's histogram, in the shape prom-client's Histogram keeps (bucket counts not cumulative). */
interface LatencyValue {
  labels: Record<RouteLabel, string>;
  bucketValues: number[];
  sum: number;
  count: number;
}

/** What one method of one route has counted: found by two map lookups, no label object made or hashed. */
interface RouteStats {
  labels: Record<RouteLabel, string>;
  statuses: Map<number, CountValue<RequestLabel>>;
  errors: CountValue<RouteLabel> | null;
  latency: LatencyValue;
}

/**
 * A prom-client Counter whose values are kept by `RequestMetrics`: exported by prom-client's registry
 * like any counter (the same text and JSON), but counted without `inc`, which builds and looks up a
 * string of the labels on every call.
 */
class KeptCounter<L extends string> extends Counter<L> {
  readonly kept: CountValue<L>[] = [];
  /** The registry's `resetMetrics`: RequestMetrics starts all three over (unset while prom-client constructs). */
  onReset?: () => void;

  override async get() {
    return { ...(await super.get()), values: this.kept };
  }

  override reset(): void {
    super.reset();
    this.onReset?.();
  }
}

/** A prom-client Histogram whose values are kept by `RequestMetrics` (see KeptCounter). */
class KeptHistogram extends Histogram<RouteLabel> {
  readonly kept: LatencyValue[] = [];
  readonly bounds: readonly number[];
  private readonly config: { name: string; help: string };
  onReset?: () => void;

  constructor(config: { name: string; help: string; buckets: number[]; registers: Registry[] }) {
    super({ ...config, labelNames: ['method', 'route'] });
    this.bounds = [...config.buckets];
    this.config = config;
  }

  /**
   * The values as prom-client's Histogram hands them to its registry for the text format (cumulative
   * buckets, +Inf, sum, count per label set); its `get` (JSON) makes its values from these too.
   */
  async getForPromString() {
    const { name, help } = this.config;
    const values = this.kept.flatMap((data) => {
      let cumulative = 0;
      const bucket = (le: number | '+Inf', value: number) => ({
        labels: { le },
        sharedLabels: data.labels,
        value,
        metricName: `${name}_bucket`,
        exemplar: null,
      });
      const total = (suffix: string, value: number) => ({
        labels: {},
        sharedLabels: data.labels,
        value,
        metricName: `${name}_${suffix}`,
        exemplar: undefined,
      });
      return [
        ...this.bounds.map((le, i) => bucket(le, (cumulative += data.bucketValues[i]!))),
        bucket('+Inf', data.count),
        total('sum', data.sum),
        total('count', data.count),
      ];
    });
    return { name, help, type: 'histogram', values, aggregator: 'sum' };
  }

  override reset(): void {
    super.reset();
    this.onReset?.();
  }
}

/**
 * The HTTP request metrics of a node: requests by method, route and status, 5xx answers by method and
 * route, latency by method and route. Registered in prom-client's registry under the same names, help,
 * labels and buckets as prom-client's own Counter and Histogram would be, and exported the same (values
 * in the order their label sets were first seen, tested against prom-client in request-metrics.test.ts);
 * what differs is the count itself: one route's stats are found by two map lookups, where prom-client
 * builds a string of the label values and looks it up on every call, three calls per request (ADR 0006,
 * last addendum). Routes are patterns, never raw URLs, so the maps stay as small as the route table.
 */
export class RequestMetrics {
  private readonly requests: KeptCounter<RequestLabel>;
  private readonly errors: KeptCounter<RouteLabel>;
  private readonly latency: KeptHistogram;
  /** route pattern -> method -> stats */
  private readonly routes = new Map<string, Map<string, RouteStats>>();

  constructor(registry: Registry) {
    const registers = [registry];
    this.requests = new KeptCounter({
      name: 'portal_http_requests_total',
      help: 'HTTP requests by method, route and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.errors = new KeptCounter({
      name: 'portal_http_errors_total',
      help: 'HTTP requests answered with a 5xx status',
      labelNames: ['method', 'route'],
      registers,
    });
    this.latency = new KeptHistogram({
      name: 'portal_http_request_duration_seconds',
      help: 'HTTP request latency by method and route',
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    const reset = () => {
      this.routes.clear();
      for (const metric of [this.requests, this.errors, this.latency]) metric.kept.length = 0;
    };
    for (const metric of [this.requests, this.errors, this.latency]) metric.onReset = reset;
  }

  /** One answered request. */
  count(method: string, route: string, status: number, seconds: number): void {
    const stats = this.statsOf(method, route);
    let requests = stats.statuses.get(status);
    if (!requests) {
      requests = { value: 0, labels: { method, route, status: String(status) } };
      stats.statuses.set(status, requests);
      this.requests.kept.push(requests);
    }
    requests.value += 1;
    const latency = stats.latency;
    if (latency.count === 0) this.latency.kept.push(latency);
    const bounds = this.latency.bounds;
    for (let i = 0; i < bounds.length; i += 1)
      if (seconds <= bounds[i]!) {
        latency.bucketValues[i]! += 1;
        break;
      }
    latency.sum += seconds;
    latency.count += 1;
    if (status >= 500) {
      if (!stats.errors) {
        stats.errors = { value: 0, labels: stats.labels };
        this.errors.kept.push(stats.errors);
      }
      stats.errors.value += 1;
    }
  }

  private statsOf(method: string, route: string): RouteStats {
    let methods = this.routes.get(route);
    if (!methods) {
      methods = new Map();
      this.routes.set(route, methods);
    }
    let stats = methods.get(method);
    if (!stats) {
      const labels = { method, route };
      stats = {
        labels,
        statuses: new Map(),
        errors: null,
        latency: { labels, bucketValues: this.latency.bounds.map(() => 0), sum: 0, count: 0 },
      };
      methods.set(method, stats);
    }
    return stats;
  }
}
