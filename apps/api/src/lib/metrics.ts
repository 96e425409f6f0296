import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { queryRows, type DbHandle } from '@portal/db';
import type { AppDeps } from '../deps.ts';
import { cacheSizes } from './bounded-cache.ts';
import { RequestMetrics } from './request-metrics.ts';
import type { JobRun } from '../jobs/index.ts';
import { DEAD_LETTERS } from '../jobs/queue.ts';

/**
 * The node's Prometheus metrics (prom-client): HTTP, database pool, job queue, outbox, suppliers,
 * orders and wallet holds. One registry per app instance; the database-backed gauges are read when
 * /metrics is scraped, so they cost nothing between scrapes.
 */
export interface Metrics {
  registry: Registry;
  request(method: string, route: string, status: number, seconds: number): void;
  jobRun(run: JobRun): void;
  supplierCall(supplier: string, operation: string, seconds: number, ok: boolean): void;
}

const metricsOf = new WeakMap<AppDeps, Metrics>();

/** The metrics of this app instance (made on first use). */
export function metricsFor(deps: AppDeps): Metrics {
  let metrics = metricsOf.get(deps);
  if (!metrics) {
    metrics = createMetrics(deps);
    metricsOf.set(deps, metrics);
  }
  return metrics;
}

function createMetrics(deps: AppDeps): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new RequestMetrics(registry);
  const jobRuns = new Histogram({
    name: 'portal_job_run_duration_seconds',
    help: 'Job run time by job and outcome',
    labelNames: ['job', 'outcome'],
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
    registers: [registry],
  });
  const jobLag = new Histogram({
    name: 'portal_job_lag_seconds',
    help: 'How long a job waited past its due time before a worker started it',
    labelNames: ['job'],
    buckets: [0.1, 0.5, 1, 2, 5, 15, 60, 300],
    registers: [registry],
  });
  const supplierLatency = new Histogram({
    name: 'portal_supplier_call_duration_seconds',
    help: 'Supplier call latency by supplier and operation',
    labelNames: ['supplier', 'operation'],
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20],
    registers: [registry],
  });
  const supplierFailures = new Counter({
    name: 'portal_supplier_call_failures_total',
    help: 'Supplier calls that threw, by supplier and operation',
    labelNames: ['supplier', 'operation'],
    registers: [registry],
  });

  new Gauge({
    name: 'portal_db_pool_connections',
    help: 'Database pool connections by state (PostgreSQL; absent on PGlite)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = deps.database.poolStats();
      if (!stats) return;
      this.set({ state: 'max' }, stats.max);
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'portal_job_queue_jobs',
    help: 'Jobs per queue by state (pg-boss queue statistics, refreshed by its monitor)',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      if (!deps.queue?.started()) return;
      const queues = await (await deps.queue.boss()).getQueues();
      for (const q of queues) {
        this.set({ queue: q.name, state: 'queued' }, q.queuedCount);
        this.set({ queue: q.name, state: 'active' }, q.activeCount);
        this.set({ queue: q.name, state: 'deferred' }, q.deferredCount);
      }
    },
  });
  new Gauge({
    name: 'portal_job_queue_oldest_ready_seconds',
    help: 'How long the oldest job ready to run has waited, per queue',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      if (!deps.queue?.started()) return;
      for (const q of await (await deps.queue.boss()).getQueues())
        this.set({ queue: q.name }, q.readyOldestSeconds ?? 0);
    },
  });
  new Gauge({
    name: 'portal_dead_letters',
    help: 'Jobs waiting in the dead-letter queue for staff',
    registers: [registry],
    async collect() {
      if (!deps.queue?.started()) return;
      const [q] = await (await deps.queue.boss()).getQueues([DEAD_LETTERS]);
      this.set(q?.queuedCount ?? 0);
    },
  });
  new Gauge({
    name: 'portal_mail_outbox',
    help: 'Mails in the outbox by status (pending = still to send, failed = gave up)',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const rows = await queryRows<{ status: string; n: number }>(
        deps.database.db,
        sql`select status, count(*)::int as n from mail_outbox where status <> 'sent' group by status`,
      );
      this.set({ status: 'pending' }, 0);
      this.set({ status: 'failed' }, 0);
      for (const r of rows) this.set({ status: r.status }, Number(r.n));
    },
  });
  new Gauge({
    name: 'portal_orders',
    help: 'Booking orders by product and status',
    labelNames: ['product', 'status'],
    registers: [registry],
    async collect() {
      const rows = await queryRows<{ product: string; status: string; n: number }>(
        deps.database.db,
        sql`select product, status, count(*)::int as n from booking_orders group by product, status`,
      );
      this.reset();
      for (const r of rows) this.set({ product: r.product, status: r.status }, Number(r.n));
    },
  });
  new Gauge({
    name: 'portal_wallet_holds_open',
    help: 'Wallet holds not yet captured or released',
    registers: [registry],
    async collect() {
      const [row] = await queryRows<{ n: number }>(
        deps.database.db,
        sql`select count(*)::int as n from wallet_holds where status = 'held'`,
      );
      this.set(Number(row?.n ?? 0));
    },
  });

  new Gauge({
    name: 'portal_cache_entries',
    help: 'Entries held by each process-memory cache (lib/bounded-cache.ts)',
    labelNames: ['cache'],
    registers: [registry],
    collect() {
      for (const c of cacheSizes()) this.set({ cache: c.name }, c.entries);
    },
  });
  new Gauge({
    name: 'portal_cache_bytes',
    help: 'Estimated bytes held by each process-memory cache (lib/bounded-cache.ts)',
    labelNames: ['cache'],
    registers: [registry],
    collect() {
      for (const c of cacheSizes()) this.set({ cache: c.name }, c.bytes);
    },
  });
  new Gauge({
    name: 'portal_cache_max_bytes',
    help: 'The byte bound of each process-memory cache (lib/bounded-cache.ts)',
    labelNames: ['cache'],
    registers: [registry],
    collect() {
      for (const c of cacheSizes()) this.set({ cache: c.name }, c.maxBytes);
    },
  });
  new Gauge({
    name: 'portal_memory_bytes',
    help: 'Process memory by part: resident, V8 heap used and total, external, array buffers, the embedded database (PGlite) WASM heap, the V8 heaps of the hotel list pricing workers',
    labelNames: ['part'],
    registers: [registry],
    async collect() {
      const m = process.memoryUsage();
      this.set({ part: 'rss' }, m.rss);
      this.set({ part: 'heap_used' }, m.heapUsed);
      this.set({ part: 'heap_total' }, m.heapTotal);
      this.set({ part: 'external' }, m.external);
      this.set({ part: 'array_buffers' }, m.arrayBuffers);
      const wasm = pgliteWasmBytes(deps.database);
      if (wasm !== null) this.set({ part: 'pglite_wasm' }, wasm);
      const workers = (await workerHeaps.get(deps)?.()) ?? [];
      if (workers.length > 0) {
        this.set(
          { part: 'pricing_workers_heap_used' },
          workers.reduce((sum, w) => sum + w.usedBytes, 0),
        );
        this.set(
          { part: 'pricing_workers_heap_total' },
          workers.reduce((sum, w) => sum + w.totalBytes, 0),
        );
      }
    },
  });

  return {
    registry,
    request: (method, route, status, seconds) => requests.count(method, route, status, seconds),
    jobRun: (run) => {
      jobRuns.observe({ job: run.name, outcome: run.ok ? 'ok' : 'failed' }, run.durationMs / 1000);
      jobLag.observe({ job: run.name }, run.lagMs / 1000);
    },
    supplierCall: (supplier, operation, seconds, ok) => {
      supplierLatency.observe({ supplier, operation }, seconds);
      if (!ok) supplierFailures.inc({ supplier, operation });
    },
  };
}

/** The size of the embedded database's WASM memory (it grows, never shrinks); null on PostgreSQL. */
/** A worker thread's V8 heap. */
export interface WorkerHeap {
  usedBytes: number;
  totalBytes: number;
}

/** What reads the heaps of the worker threads an app instance runs (the hotel list pricing pool). */
const workerHeaps = new WeakMap<AppDeps, () => Promise<readonly WorkerHeap[]>>();

/** Reports the heaps of an app instance's worker threads on `portal_memory_bytes`; null: none run. */
export function reportWorkerHeaps(deps: AppDeps, read: (() => Promise<readonly WorkerHeap[]>) | null): void {
  if (read) workerHeaps.set(deps, read);
  else workerHeaps.delete(deps);
}

export function pgliteWasmBytes(database: DbHandle): number | null {
  const target = database.queueTarget;
  if (target.kind !== 'pglite') return null;
  // PGlite keeps its Emscripten module as `mod` (not typed); its build exports the WASM memory and
  // the HEAPU8 view of all of it (not HEAP8: reading that gave nothing, the bench's column showed 0).
  const mod = (
    target.pglite as unknown as {
      mod?: { wasmMemory?: { buffer: ArrayBufferLike }; HEAPU8?: { byteLength: number } };
    }
  ).mod;
  return mod?.wasmMemory?.buffer.byteLength ?? mod?.HEAPU8?.byteLength ?? null;
}

/** Whether a /metrics request carries METRICS_TOKEN as its bearer token. */
export function metricsTokenMatches(expected: string | undefined, header: string | undefined): boolean {
  if (!expected || !header?.startsWith('Bearer ')) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(header.slice('Bearer '.length));
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A listener of its own serving only GET /metrics (METRICS_PORT, bound to METRICS_HOST). */
export async function serveMetrics(deps: AppDeps, port: number, host: string): Promise<Server> {
  const { registry } = metricsFor(deps);
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return server;
}
