import { sql } from 'drizzle-orm';
import { queryRows } from '@portal/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../env.ts';
import { runsJobs } from '../../bootstrap.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';

const TOKEN = 'metrics-token-0123456789abcdef';

describe('health, metrics and node roles', () => {
  let web: TestApp;
  let worker: TestApp;

  beforeAll(async () => {
    web = await buildTestApp({ env: { METRICS_TOKEN: TOKEN } });
    worker = await buildTestApp({ role: 'worker', database: web.deps.database });
  }, 120_000);

  afterAll(async () => {
    await worker?.close();
    await web?.close();
  });

  it('answers live at once and ready when database, migrations and queue are', async () => {
    const live = await web.app.inject({ method: 'GET', url: '/health/live' });
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await web.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { database: true, migrations: true, queue: true },
    });
    // The spec's own probes stay.
    expect((await web.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await web.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  }, 120_000);

  it('is not ready while a committed migration is not applied', async () => {
    // One applied migration forgotten: the node must not take traffic until `npm run migrate`.
    const rows = await queryRows<{ hash: string; created_at: string }>(
      web.deps.database.db,
      sql`delete from drizzle.__drizzle_migrations
          where id = (select max(id) from drizzle.__drizzle_migrations) returning hash, created_at`,
    );
    const [forgotten] = rows;
    const ready = await web.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ checks: { database: true, migrations: false, queue: true } });
    await web.deps.database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${forgotten?.hash}, ${forgotten?.created_at})`,
    );
    expect((await web.app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
  }, 120_000);

  it('serves /metrics only with the token, with the portal metrics in it', async () => {
    expect((await web.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await web.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer metrics-token-0123456789abcdeX' },
    });
    expect(wrong.statusCode).toBe(401);
    await web.app.inject({ method: 'GET', url: '/api/v1/countries/all' });
    const res = await web.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    for (const name of [
      'portal_http_request_duration_seconds_bucket',
      'portal_http_requests_total',
      'portal_mail_outbox{status="pending"}',
      'portal_wallet_holds_open',
      'portal_dead_letters',
      'portal_job_queue_jobs',
    ])
      expect(res.body).toContain(name);
    // The embedded database's WASM memory on PGlite (tens of MB at least), none on PostgreSQL.
    const wasm = /portal_memory_bytes\{part="pglite_wasm"\} (\d+)/.exec(res.body);
    if (web.deps.database.queueTarget.kind === 'pglite')
      expect(Number(wasm?.[1])).toBeGreaterThan(16 * 2 ** 20);
    else expect(wasm).toBeNull();
    // Per route pattern, never the raw URL.
    expect(res.body).toMatch(
      /portal_http_requests_total\{method="GET",route="\/health\/ready",status="200"\} \d/,
    );
    // Without METRICS_TOKEN the main port does not serve it at all (METRICS_PORT does).
    expect((await worker.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  }, 120_000);

  it('a worker serves health only; a web node runs no jobs', async () => {
    expect((await worker.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    expect((await worker.app.inject({ method: 'GET', url: '/api/v1/countries/all' })).statusCode).toBe(404);
    expect((await worker.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(404);
    expect((await web.app.inject({ method: 'GET', url: '/api/v1/countries/all' })).statusCode).not.toBe(404);
    expect(runsJobs(loadEnv({ ROLE: 'web' }))).toBe(false);
    expect(runsJobs(loadEnv({ ROLE: 'worker' }))).toBe(true);
    expect(runsJobs(loadEnv({}))).toBe(true);
    expect(runsJobs(loadEnv({ JOBS: 'off' }))).toBe(false);
    expect(runsJobs(loadEnv({ ROLE: 'worker', JOBS: 'off' }))).toBe(false);
  });
});
