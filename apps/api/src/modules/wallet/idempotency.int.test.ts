import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, type Tx } from '@portal/db';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { runIdempotent } from '../../lib/idempotency.ts';
import { fixedClock } from '../../lib/clock.ts';
import { walletService } from './wallet.service.ts';
import { createAdminToken, createWalletAgent, idemKey } from './wallet.testing.ts';

/** The lease older versions gave a `running` claim (they committed claims before their answers). */
const OLD_CLAIM_LEASE_MS = 60 * 1000;
const clock = fixedClock('2026-05-01T10:00:00Z');
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp({ clock });
  admin = await createAdminToken(t.deps);
});
afterAll(() => t.close());

/** An effect's own write, in its transaction: a row of another scope under the same key. */
const sideEffect = (tx: Tx, key: string) =>
  tx.insert(idempotencyKeys).values({
    scope: 'test-side-effect',
    key,
    fingerprint: 'x',
    status: 'done',
    claimToken: randomUUID(),
    lockedUntil: clock.now(),
    createdAt: clock.now(),
    expiresAt: clock.now(),
  });

const adjust = (key: string | null, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/wallets/adjustments',
    headers: { authorization: `Bearer ${admin}`, ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });

describe('Idempotency-Key protocol', () => {
  it('requires a well-formed key on money routes', async () => {
    const a = await createWalletAgent(t.deps, { balance: 10_000 });
    const body = { agent: a.email, direction: 'debit', amount: 1, reason: 'test' };
    expect((await adjust(null, body)).statusCode).toBe(400);
    expect((await adjust('short', body)).statusCode).toBe(400);
    expect((await adjust('has spaces in it', body)).statusCode).toBe(400);
    expect((await walletService(t.deps).position(a.id)).balance).toBe(10_000);
  });

  it('same key and body: the stored answer, moved once; other body: 422', async () => {
    const a = await createWalletAgent(t.deps, { balance: 10_000 });
    const key = idemKey();
    const body = { agent: a.email, direction: 'debit', amount: 25.5, reason: 'double click' };
    const first = await adjust(key, body);
    const second = await adjust(key, body);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect((await walletService(t.deps).position(a.id)).balance).toBe(10_000 - 2_550);
    const other = await adjust(key, { ...body, amount: 26 });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'UNPROCESSABLE' });
    expect((await walletService(t.deps).position(a.id)).balance).toBe(10_000 - 2_550);
  });

  it('a refusal is stored and replayed too', async () => {
    const a = await createWalletAgent(t.deps, { balance: 100 });
    const key = idemKey();
    const body = { agent: a.email, direction: 'debit', amount: 5, reason: 'too much' };
    const first = await adjust(key, body);
    expect(first.statusCode).toBe(400);
    await walletService(t.deps).credit({
      agentId: a.id,
      amount: 10_000,
      reference: 'X',
      description: 'top-up',
    });
    const again = await adjust(key, body);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(first.json());
  });

  it('still running: 409; a claim left by a dead process is taken over after its lease', async () => {
    // Another node is inside the effect: its claim is committed, its answer not yet.
    const running = { scope: 'test', key: idemKey(), fingerprint: 'f1' };
    const now = clock.now();
    await t.deps.database.db.insert(idempotencyKeys).values({
      ...running,
      status: 'running',
      claimToken: randomUUID(),
      lockedUntil: new Date(now.getTime() + OLD_CLAIM_LEASE_MS),
      createdAt: now,
      expiresAt: new Date(now.getTime() + 86_400_000),
    });
    let ran = false;
    const effect = async () => {
      ran = true;
      return { status: 200, body: { ok: 2 } };
    };
    await expect(runIdempotent(t.deps, running, effect)).rejects.toMatchObject({ status: 409 });
    await expect(runIdempotent(t.deps, { ...running, fingerprint: 'other' }, effect)).rejects.toMatchObject({
      status: 422,
    });
    expect(ran).toBe(false);

    // That node died (its transaction never committed): after the lease a retry runs the effect once.
    clock.advance(OLD_CLAIM_LEASE_MS + 1000);
    expect(await runIdempotent(t.deps, running, effect)).toEqual({
      status: 200,
      body: { ok: 2 },
      replayed: false,
    });
    ran = false;
    expect(await runIdempotent(t.deps, running, effect)).toEqual({
      status: 200,
      body: { ok: 2 },
      replayed: true,
    });
    expect(ran).toBe(false);
  });

  it('a duplicate while the first is inside its effect: 409 (PostgreSQL) or the replay (PGlite), the effect ran once', async () => {
    const req = { scope: 'test', key: idemKey(), fingerprint: 'f1' };
    let runs = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const first = runIdempotent(t.deps, req, async () => {
      runs += 1;
      await gate;
      return { status: 200, body: { ok: 1 } };
    });
    // The first has claimed the key (its transaction holds the claim) before the duplicate starts.
    while (runs === 0) await new Promise((r) => setTimeout(r, 5));
    const duplicate = runIdempotent(t.deps, req, async () => {
      runs += 1;
      return { status: 200, body: { ok: 'again' } };
    }).then(
      (answer) => answer,
      (err: unknown) => err,
    );
    if (t.deps.database.kind === 'postgres') {
      expect(await duplicate).toMatchObject({ status: 409, code: 'CONFLICT' });
      release();
      expect(await first).toEqual({ status: 200, body: { ok: 1 }, replayed: false });
    } else {
      // One connection: the duplicate's transaction waits for the first to commit, then replays it.
      setTimeout(release, 50);
      expect(await first).toEqual({ status: 200, body: { ok: 1 }, replayed: false });
      expect(await duplicate).toEqual({ status: 200, body: { ok: 1 }, replayed: true });
    }
    expect(runs).toBe(1);
    expect(await runIdempotent(t.deps, req, async () => ({ status: 200, body: { ok: 3 } }))).toEqual({
      status: 200,
      body: { ok: 1 },
      replayed: true,
    });
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'an answer committed by another transaction after the first statement wins: the effect rolls back (PostgreSQL)',
    async () => {
      // The first statement reads the key before it takes the lock; a duplicate that commits in
      // between is caught by the insert of the answer, which then rolls the whole effect back.
      const req = { scope: 'test', key: idemKey(), fingerprint: 'f1' };
      const answer = await runIdempotent(t.deps, req, async (tx) => {
        await sideEffect(tx, req.key);
        // Another connection, committed at once: the duplicate's answer.
        await t.deps.database.db.insert(idempotencyKeys).values({
          ...req,
          status: 'done',
          claimToken: randomUUID(),
          lockedUntil: clock.now(),
          responseStatus: 201,
          responseBody: { ok: 'first' },
          createdAt: clock.now(),
          expiresAt: new Date(clock.now().getTime() + 86_400_000),
        });
        return { status: 200, body: { ok: 'second' } };
      });
      expect(answer).toEqual({ status: 201, body: { ok: 'first' }, replayed: true });
      const rows = await t.deps.database.db.select().from(idempotencyKeys);
      expect(rows.filter((r) => r.key === req.key).map((r) => r.scope)).toEqual(['test']);
    },
  );

  it('an unexpected failure stores nothing: the same key runs the effect on retry', async () => {
    const req = { scope: 'test', key: idemKey(), fingerprint: 'f1' };
    await expect(
      runIdempotent(t.deps, req, async (tx) => {
        await sideEffect(tx, req.key);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    // Neither the claim nor the effect's write committed.
    const left = await t.deps.database.db.select().from(idempotencyKeys);
    expect(left.filter((r) => r.key === req.key)).toEqual([]);
    expect(await runIdempotent(t.deps, req, async () => ({ status: 201, body: { ok: true } }))).toEqual({
      status: 201,
      body: { ok: true },
      replayed: false,
    });
  });

  it('a debit of an unknown agent id is a 404; of a known one without funds, insufficient funds', async () => {
    const unknown = await adjust(idemKey(), {
      agent: randomUUID(),
      direction: 'debit',
      amount: 1,
      reason: 'no such agent',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
    const a = await createWalletAgent(t.deps, { balance: 100 });
    const poor = await adjust(idemKey(), {
      agent: a.id.toUpperCase(),
      direction: 'debit',
      amount: 2,
      reason: 'too much',
    });
    expect(poor.statusCode).toBe(400);
    expect(poor.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    const paid = await adjust(idemKey(), { agent: a.id, direction: 'debit', amount: 0.4, reason: 'fits' });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ agentId: a.id, balance: 0.6 });
    expect((await walletService(t.deps).position(a.id)).balance).toBe(60);
  });
});
