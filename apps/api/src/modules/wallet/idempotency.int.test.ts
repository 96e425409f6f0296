import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '@portal/db';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { IDEMPOTENCY_LEASE_MS, runIdempotent } from '../../lib/idempotency.ts';
import { fixedClock } from '../../lib/clock.ts';
import { walletService } from './wallet.service.ts';
import { createAdminToken, createWalletAgent, idemKey } from './wallet.testing.ts';

const clock = fixedClock('2026-05-01T10:00:00Z');
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp({ clock });
  admin = await createAdminToken(t.deps);
});
afterAll(() => t.close());

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
      lockedUntil: new Date(now.getTime() + IDEMPOTENCY_LEASE_MS),
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
    clock.advance(IDEMPOTENCY_LEASE_MS + 1000);
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
});
