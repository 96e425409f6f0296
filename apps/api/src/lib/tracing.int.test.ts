import { SpanKind } from '@opentelemetry/api';
import { tracing } from '@opentelemetry/sdk-node';
import { sql } from 'drizzle-orm';
import { addDays, plainDateIn } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../env.ts';
import { auth, createHierarchy, type Hierarchy } from '../modules/resellers/resellers.testing.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { startTracing, type Tracing } from './tracing.ts';

type Span = tracing.ReadableSpan;
const SEARCH = '/api/v1/b2b/flight/search/availability';

/** The spans above `span`, nearest first (by parent span id, within the same trace). */
function ancestors(span: Span, spans: Span[]): Span[] {
  const chain: Span[] = [];
  let parentId = span.parentSpanContext?.spanId;
  while (parentId) {
    const parent = spans.find((s) => s.spanContext().spanId === parentId);
    if (!parent) break;
    chain.push(parent);
    parentId = parent.parentSpanContext?.spanId;
  }
  return chain;
}

describe('OpenTelemetry traces', () => {
  const exporter = new tracing.InMemorySpanExporter();
  let telemetry: Tracing | null = null;
  let t: TestApp;
  let h: Hierarchy;
  let base: string;

  beforeAll(async () => {
    // The production start-up with the spans kept in memory instead of exported.
    telemetry = await startTracing(loadEnv({ NODE_ENV: 'test' }), {
      spanProcessors: [new tracing.SimpleSpanProcessor(exporter)],
    });
    t = await buildTestApp();
    h = await createHierarchy(t.deps);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await telemetry?.shutdown();
  });

  it('puts a request, its database statements and its supplier call in one trace', async () => {
    exporter.reset();
    const res = await fetch(`${base}${SEARCH}`, {
      method: 'POST',
      headers: { ...auth(h.resellerA.token), 'content-type': 'application/json' },
      body: JSON.stringify({
        noOfAdults: 1,
        noOfChildren: 0,
        noOfInfants: 0,
        type: 'oneway',
        travelClass: 'economy',
        trips: [{ from: 'DXB', to: 'LHR', departureDate: addDays(plainDateIn(new Date()), 30) }],
      }),
    });
    expect(res.status).toBe(200);
    // Spans end as the answer goes out; the last ones may finish just after the client has it.
    await expect
      .poll(() => exporter.getFinishedSpans().filter((s) => s.kind === SpanKind.SERVER).length)
      .toBe(1);
    const spans = exporter.getFinishedSpans();

    const server = spans.find((s) => s.kind === SpanKind.SERVER)!;
    expect(JSON.stringify(server.attributes)).toContain(SEARCH);
    const traceId = server.spanContext().traceId;

    const supplier = spans.find((s) => s.name === 'flights search');
    expect(supplier?.kind).toBe(SpanKind.CLIENT);
    expect(supplier?.attributes['portal.supplier']).toBe('flights');
    expect(supplier?.spanContext().traceId).toBe(traceId);
    expect(ancestors(supplier!, spans)).toContain(server);

    const statements = spans.filter((s) => s.attributes['db.system.name'] === 'postgresql');
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) {
      expect(statement.spanContext().traceId).toBe(traceId);
      expect(ancestors(statement, spans)).toContain(server);
      expect(statement.attributes['db.query.text']).toEqual(expect.any(String));
    }
    // The request's own reads (the caller's session) and the supplier's reads under its span.
    expect(statements.some((s) => !ancestors(s, spans).includes(supplier!))).toBe(true);
    expect(statements.some((s) => ancestors(s, spans).includes(supplier!))).toBe(true);
  });

  it('starts no trace for a statement outside one, nor for health probes', async () => {
    exporter.reset();
    await t.deps.database.db.execute(sql`select 1`);
    expect((await fetch(`${base}/health/live`)).status).toBe(200);
    // Only the test's own fetch is traced (the client span of undici); the node made no span.
    const spans = exporter.getFinishedSpans();
    expect(spans.filter((s) => s.attributes['db.system.name'] !== undefined)).toEqual([]);
    expect(spans.filter((s) => s.kind === SpanKind.SERVER || s.name === 'request')).toEqual([]);
  });
});
