import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '@portal/db';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { sql } from 'drizzle-orm';
import { periodicQueue, sendTick, startJobs, type Job } from './index.ts';

// Two app instances (two "nodes") on one database: the same PGlite, or with TEST_DATABASE_URL two
// connection pools on one PostgreSQL database, each with its own pg-boss.
const log = { info: () => undefined, warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;

async function until<T>(what: () => Promise<T> | T, ok: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await what();
    if (ok(value)) return value;
    if (Date.now() > end) throw new Error(`timed out waiting; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('jobs across two nodes on one database', () => {
  let a: TestApp;
  let b: TestApp;
  let secondDatabase: DbHandle | null = null;

  beforeAll(async () => {
    a = await buildTestApp({ worker: true });
    const target = a.deps.database.queueTarget;
    secondDatabase = target.kind === 'postgres' ? await createDb({ databaseUrl: target.url, poolSize: 4 }) : null;
    b = await buildTestApp({ worker: true, database: secondDatabase ?? a.deps.database });
  }, 120_000);

  afterAll(async () => {
    await b?.close();
    await secondDatabase?.close();
    await a?.close();
  });

  it('runs a periodic job once per schedule slot, whichever node sends it', async () => {
    const runs: string[] = [];
    const job = (node: string): Job => ({
      name: 'test-every-second',
      everyMs: 1000,
      run: async () => {
        runs.push(node);
      },
    });
    const stopA = await startJobs(a.deps, a.deps.queue!, log, { extra: [job('a')] });
    const stopB = await startJobs(b.deps, b.deps.queue!, log, { extra: [job('b')] });
    await until(() => runs.length, (n) => n >= 5);
    await stopA();
    await stopB();

    const boss = await a.deps.queue!.boss();
    const jobs = await boss.findJobs('test-every-second');
    // Both nodes sent every slot; one job per slot was created, and each job ran exactly once.
    const slots = jobs.map((j) => String(j.singletonOn));
    expect(new Set(slots).size).toBe(jobs.length);
    const completed = jobs.filter((j) => j.state === 'completed');
    expect(runs.length).toBe(completed.length);
    expect(jobs.every((j) => j.state === 'completed' || j.state === 'created')).toBe(true);
  }, 120_000);

  it('fails a run whose worker died once its heartbeat is stale, so its singleton queue runs again', async () => {
    // Node a's worker claims a run and dies under it (kill -9: the job is never completed).
    const runs: string[] = [];
    const job: Job = { name: 'test-dead-worker', everyMs: 1000, run: async () => void runs.push('b') };
    const queue = a.deps.queue!;
    await queue.define([periodicQueue(job)]);
    const boss = await queue.boss();
    await sendTick(boss, job);
    const [claimed] = await boss.fetch('test-dead-worker');
    expect(claimed).toBeDefined();
    // Its last heartbeat a minute ago: longer than the queue's heartbeat, far shorter than pg-boss's
    // 15-minute expiry, which alone held the singleton queue before (nothing else ran meanwhile).
    await a.deps.database.db.execute(
      sql`update pgboss.job set heartbeat_on = now() - interval '1 minute', started_on = now() - interval '1 minute'
          where id = ${claimed!.id}`,
    );
    await boss.supervise('test-dead-worker');
    const dead = await boss.getJobById('test-dead-worker', claimed!.id);
    expect(dead?.state).toBe('retry');

    // Node b's worker then runs the queue: the dead run again (retried), and the next slots.
    const stopB = await startJobs(b.deps, b.deps.queue!, log, { extra: [job] });
    await until(
      async () => (await boss.getJobById('test-dead-worker', claimed!.id))?.state,
      (state) => state === 'completed',
    );
    await stopB();
    expect(runs.length).toBeGreaterThanOrEqual(1);
  }, 120_000);

  it('keeps one cron schedule per job however many nodes register it', async () => {
    const job: Job = { name: 'test-every-ten-minutes', everyMs: 10 * 60_000, run: async () => undefined };
    const stopA = await startJobs(a.deps, a.deps.queue!, log, { extra: [job] });
    const stopB = await startJobs(b.deps, b.deps.queue!, log, { extra: [job] });
    await stopA();
    await stopB();
    const schedules = await (await b.deps.queue!.boss()).getSchedules('test-every-ten-minutes');
    expect(schedules.map((s) => s.cron)).toEqual(['*/10 * * * *']);
  }, 120_000);

  it('enqueues inside the caller\'s transaction: the job exists exactly when the transaction commits', async () => {
    const queue = a.deps.queue!;
    await queue.boss();
    await queue.define([{ name: 'test-in-transaction' }]);
    await expect(
      a.deps.database.db.transaction(async (tx) => {
        expect(await queue.sendInTx(tx, 'test-in-transaction', { n: 1 })).toEqual(expect.any(String));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await a.deps.database.db.transaction(async (tx) => {
      await queue.sendInTx(tx, 'test-in-transaction', { n: 2 });
    });
    const jobs = await (await queue.boss()).findJobs<{ n: number }>('test-in-transaction');
    expect(jobs.map((j) => j.data.n)).toEqual([2]);
    // A queue this node never created is not sent to from a transaction (the sweepers find that work).
    await a.deps.database.db.transaction(async (tx) => {
      expect(await queue.sendInTx(tx, 'test-unknown-queue', { n: 3 })).toBeNull();
    });
  }, 120_000);
});
