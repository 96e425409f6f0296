import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadLettersAnswer, type DeadLetterDto } from '@portal/contracts';
import { auditEvents } from '@portal/db';
import { bearer, createTestAdmin, signInAdmin } from '../modules/auth/auth.fixtures.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { startJobs, type WorkJob } from './index.ts';
import { RETRYING } from './queue.ts';

const log = { info: () => undefined, warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;

async function until<T>(what: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await what();
    if (ok(value)) return value;
    if (Date.now() > end) throw new Error(`timed out waiting; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

let t: TestApp;
let operations: string;
let finance: string;
let stop: () => Promise<void>;
let supplierDown = true;
const attempts: number[] = [];
const done: number[] = [];

/** A work job whose "supplier" is down until the test says otherwise. */
const flaky: WorkJob<{ n: number }> = {
  queue: { name: 'test-flaky', ...RETRYING, retryLimit: 1, retryDelay: 1, retryDelayMax: 1 },
  run: async ({ n }) => {
    attempts.push(n);
    if (supplierDown) throw new Error(`supplier down for ${n}`);
    done.push(n);
  },
};

beforeAll(async () => {
  t = await buildTestApp({ worker: true });
  stop = await startJobs(t.deps, t.deps.queue!, log, { work: [flaky] });
  operations = await signInAdmin(t.app, (await createTestAdmin(t.deps, undefined, ['operations'])).email);
  finance = await signInAdmin(t.app, (await createTestAdmin(t.deps, undefined, ['finance'])).email);
}, 120_000);

afterAll(async () => {
  await stop?.();
  await t?.close();
});

const list = async (token = operations) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/dead-letters', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return deadLettersAnswer.parse(res.json()).deadLetters;
};
const letterOf = (n: number) => (letters: DeadLetterDto[]) => letters.find((l) => l.data.n === n);
const settle = (id: string, action: 'retry' | 'discard', token = operations) =>
  t.app.inject({ method: 'POST', url: `/api/v1/admin/dead-letters/${id}/${action}`, headers: bearer(token) });
const auditOf = (id: string, kind: string) =>
  t.deps.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.objectId, id), eq(auditEvents.kind, kind)));

describe('dead letters', () => {
  it('a work job that keeps failing is retried, dead-lettered, and runs again when staff retry it', async () => {
    const boss = await t.deps.queue!.boss();
    await boss.send('test-flaky', { n: 1 });
    const letters = await until(list, (l) => letterOf(1)(l) !== undefined);
    const letter = letterOf(1)(letters)!;
    // The first run and its one retry, then the dead letters.
    expect(attempts.filter((n) => n === 1)).toEqual([1, 1]);
    expect(letter).toMatchObject({ job: 'test-flaky', error: 'supplier down for 1', retries: 1 });

    // Only staff with the operations permission see and settle them.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/dead-letters', headers: bearer(finance) })).statusCode).toBe(403);
    expect((await settle(letter.id, 'retry', finance)).statusCode).toBe(403);

    supplierDown = false;
    const retried = await settle(letter.id, 'retry');
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ message: 'The test-flaky job is queued again' });
    expect(await auditOf(letter.id, 'dead-letter.retry')).toHaveLength(1);
    await until(async () => done, (d) => d.includes(1));
    expect(letterOf(1)(await list())).toBeUndefined();
    // Retried once: a second retry of the same dead letter finds nothing.
    expect((await settle(letter.id, 'retry')).statusCode).toBe(404);
  }, 120_000);

  it('staff discard a dead letter for good', async () => {
    supplierDown = true;
    const boss = await t.deps.queue!.boss();
    await boss.send('test-flaky', { n: 2 });
    const letter = letterOf(2)(await until(list, (l) => letterOf(2)(l) !== undefined))!;
    const discarded = await settle(letter.id, 'discard');
    expect(discarded.statusCode).toBe(200);
    expect(await auditOf(letter.id, 'dead-letter.discard')).toHaveLength(1);
    expect(letterOf(2)(await list())).toBeUndefined();
    expect((await settle(letter.id, 'retry')).statusCode).toBe(404);
    expect(done).not.toContain(2);
  }, 120_000);
});
