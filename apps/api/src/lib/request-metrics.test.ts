import { Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { RequestMetrics } from './request-metrics.ts';

/** What the node counted per request before: prom-client's own Counter and Histogram, label objects per call. */
function promClientReference(registry: Registry) {
  const requests = new Counter({
    name: 'portal_http_requests_total',
    help: 'HTTP requests by method, route and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'portal_http_errors_total',
    help: 'HTTP requests answered with a 5xx status',
    labelNames: ['method', 'route'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'HTTP request latency by method and route',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  return (method: string, route: string, status: number, seconds: number) => {
    requests.inc({ method, route, status: String(status) });
    latency.observe({ method, route }, seconds);
    if (status >= 500) errors.inc({ method, route });
  };
}

// Routes, statuses and latencies in an order that makes new label sets appear between old ones, with
// latencies on bucket bounds, between them and above the last.
const ROUTES = ['/api/v1/home/initial-data', '/api/v1/b2b/transactions/balance', 'unmatched', '/readyz'];
const STATUSES = [200, 304, 401, 500, 200, 503, 404];
const SECONDS = [0.0004, 0.005, 0.0051, 0.3, 1, 12.5, 0.0999, 2.5];
const requests = Array.from({ length: 300 }, (_, i) => ({
  method: i % 5 === 0 ? 'HEAD' : i % 7 === 0 ? 'POST' : 'GET',
  route: ROUTES[(i * 7) % ROUTES.length]!,
  status: STATUSES[(i * 3) % STATUSES.length]!,
  seconds: SECONDS[i % SECONDS.length]! * (1 + (i % 3) / 10),
}));

describe('RequestMetrics', () => {
  it('exports what prom-client exported for the same requests, text and JSON', async () => {
    const reference = new Registry();
    const referenceCount = promClientReference(reference);
    const kept = new Registry();
    const metrics = new RequestMetrics(kept);
    for (const r of requests) {
      referenceCount(r.method, r.route, r.status, r.seconds);
      metrics.count(r.method, r.route, r.status, r.seconds);
    }
    const text = await kept.metrics();
    expect(text).toContain('portal_http_errors_total{method="GET",route="/readyz"}');
    expect(text).toBe(await reference.metrics());
    expect(await kept.getMetricsAsJSON()).toEqual(await reference.getMetricsAsJSON());
  });

  it('exports nothing before the first request, and starts over on a reset', async () => {
    const reference = new Registry();
    const referenceCount = promClientReference(reference);
    const kept = new Registry();
    const metrics = new RequestMetrics(kept);
    expect(await kept.metrics()).toBe(await reference.metrics());
    for (const r of requests.slice(0, 50)) metrics.count(r.method, r.route, r.status, r.seconds);
    kept.resetMetrics();
    for (const r of requests.slice(50, 60)) {
      referenceCount(r.method, r.route, r.status, r.seconds);
      metrics.count(r.method, r.route, r.status, r.seconds);
    }
    expect(await kept.metrics()).toBe(await reference.metrics());
  });
});
