import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '@portal/db';
import { fixedClock } from '../../lib/clock.ts';
import { crashAt } from '../../lib/faults.ts';
import { SupplierTimeout } from '../../suppliers/activities/index.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { order, seedCatalogue } from '../attractions/attractions.testing.ts';
import {
  aftermath,
  crashedCheckout,
  crashItems,
  crashMenu,
  supplierOf,
  totalOf,
  type CrashMenu,
} from '../attractions/crash.testing.ts';
import {
  BOOKING_FAULTS as CHECKOUT_FAULTS,
  expireCardCheckoutsOnce as expireStaleOrdersOnce,
} from './core/index.ts';
import { expireHoldsOnce } from '../wallet/wallet.jobs.ts';
import { createWalletAgent, idemKey } from '../wallet/wallet.testing.ts';
import { bookingJobs } from './recovery.job.ts';
import { RECOVERY_FAULTS, recoverStuckOrdersOnce, recoveryLockKey } from './recovery.service.ts';

// The booking core's crash recovery, with attractions as the product plug-in.
const clock = fixedClock(new Date());
const GRACE_MS = 120_000;
let t: TestApp;
let menu: CrashMenu;
beforeAll(async () => {
  t = await buildTestApp({ clock });
  await seedCatalogue(t);
  menu = await crashMenu(t);
});
afterAll(() => t.close());

const START = 2_000_000;

async function stuckOrder(point: string, withApi = true) {
  const agent = await createWalletAgent(t.deps, { balance: START });
  const items = await crashItems(t, menu, agent.token, withApi);
  const key = idemKey();
  const { orderId } = await crashedCheckout(t, agent.token, items, point, key);
  if (!orderId) throw new Error('no order was placed');
  return { agent, items, key, orderId, total: totalOf(items) };
}

const claimOf = async (orderId: string) =>
  (
    await queryRows<{ attempts: number; outcome: string | null; note: string | null }>(
      t.deps.database.db,
      sql`select attempts, outcome, last_note as note from booking_recoveries where order_id = ${orderId}`,
    )
  )[0];

describe('booking crash recovery', () => {
  it('runs soon after start and then every minute, beside the booking core jobs', () => {
    const jobs = bookingJobs(t.deps).map((j) => [j.name, j.firstRunMs, j.everyMs]);
    expect(jobs[0]).toEqual(['booking-crash-recovery', 5_000, 60_000]);
    expect(jobs.map(([name]) => name)).toEqual([
      'booking-crash-recovery',
      'booking-card-expiry',
      'booking-card-completion',
      'booking-pay-later-reminders',
      'booking-pay-later-cancel',
      'booking-supplier-reconciler',
    ]);
  });

  it('leaves orders inside the grace period to their own request', async () => {
    const stuck = await stuckOrder(CHECKOUT_FAULTS.afterHold, false);
    clock.advance(GRACE_MS - 1000);
    expect(await recoverStuckOrdersOnce(t.deps)).toEqual([]);
    expect(await aftermath(t, stuck.agent.id, stuck.orderId)).toMatchObject({ order: 'processing' });
    clock.advance(2000);
    expect(await recoverStuckOrdersOnce(t.deps)).toMatchObject([
      { orderId: stuck.orderId, outcome: 'completed' },
    ]);
  });

  it('the expiry jobs never expire a stuck order: its hold waits for the recovery, which completes it', async () => {
    const stuck = await stuckOrder(CHECKOUT_FAULTS.afterSupplier);
    clock.advance(45 * 60_000); // far past the 20-minute ticket hold of a checkout
    await expireHoldsOnce(t.deps);
    await expireStaleOrdersOnce(t.deps);
    expect(await aftermath(t, stuck.agent.id, stuck.orderId)).toMatchObject({
      order: 'processing',
      held: stuck.total,
      openHolds: 1,
    });
    expect(await recoverStuckOrdersOnce(t.deps)).toMatchObject([
      { orderId: stuck.orderId, outcome: 'completed' },
    ]);
    expect(await aftermath(t, stuck.agent.id, stuck.orderId)).toMatchObject({
      order: 'completed',
      balance: START - stuck.total,
      held: 0,
      ledger: [],
    });
  });

  it('waits for a supplier that does not answer, then gives the order up after the last attempt', async () => {
    const stuck = await stuckOrder(CHECKOUT_FAULTS.afterSupplier);
    const get = vi
      .spyOn(supplierOf(t, menu), 'get')
      .mockRejectedValue(new SupplierTimeout('The supplier did not answer in time'));
    try {
      for (const attempt of [1, 2]) {
        clock.advance(GRACE_MS + 1000);
        const [run] = await recoverStuckOrdersOnce(t.deps, { maxAttempts: 3 });
        expect(run).toMatchObject({ orderId: stuck.orderId, attempts: attempt, outcome: null });
        expect((await claimOf(stuck.orderId))?.note).toMatch(/did not answer/);
        // Not again before the next run.
        clock.advance(10_000);
        expect(await recoverStuckOrdersOnce(t.deps, { maxAttempts: 3 })).toEqual([]);
        expect(await aftermath(t, stuck.agent.id, stuck.orderId)).toMatchObject({
          order: 'processing',
          held: stuck.total,
        });
      }
      clock.advance(60_000);
      const [last] = await recoverStuckOrdersOnce(t.deps, { maxAttempts: 3 });
      expect(last).toMatchObject({ attempts: 3, outcome: 'released' });
    } finally {
      get.mockRestore();
    }
    expect(await aftermath(t, stuck.agent.id, stuck.orderId)).toMatchObject({
      order: 'failed',
      lines: ['own:failed', 'api:failed'],
      balance: START,
      held: 0,
      openHolds: 0,
      tickets: {},
      ledger: [],
    });
  });

  it('skips an order whose recovery lock another node holds', async () => {
    const stuck = await stuckOrder(CHECKOUT_FAULTS.afterHold, false);
    clock.advance(GRACE_MS + 1000);
    const held = await t.deps.database.tryExclusive(recoveryLockKey('attraction', stuck.orderId), () =>
      recoverStuckOrdersOnce(t.deps),
    );
    expect(held).toEqual({ ran: true, value: [] });
    expect(await claimOf(stuck.orderId)).toBeUndefined();
    expect(await recoverStuckOrdersOnce(t.deps)).toMatchObject([
      { orderId: stuck.orderId, attempts: 1, outcome: 'completed' },
    ]);
  });

  it('a node that dies mid-recovery loses its lock with it: the next run takes the order over at once', async () => {
    const stuck = await stuckOrder(CHECKOUT_FAULTS.afterHold, false);
    clock.advance(GRACE_MS + 1000);
    t.deps.faults = crashAt(RECOVERY_FAULTS.locked);
    try {
      await expect(recoverStuckOrdersOnce(t.deps)).rejects.toThrow(/injected crash/);
    } finally {
      delete t.deps.faults;
    }
    expect(await claimOf(stuck.orderId)).toMatchObject({ attempts: 1, outcome: null });
    expect(await aftermath(t, stuck.agent.id, stuck.orderId)).toMatchObject({ order: 'processing' });
    expect(await recoverStuckOrdersOnce(t.deps)).toMatchObject([
      { orderId: stuck.orderId, attempts: 2, outcome: 'completed' },
    ]);
    expect(await aftermath(t, stuck.agent.id, stuck.orderId)).toMatchObject({
      order: 'completed',
      balance: START - stuck.total,
      held: 0,
      ledger: [],
    });
  });

  it('recovers each order exactly once when several nodes run at the same moment', async () => {
    const stuck = [];
    for (let i = 0; i < 6; i++)
      stuck.push(
        await stuckOrder(i % 2 ? CHECKOUT_FAULTS.afterSupplier : CHECKOUT_FAULTS.afterHold, i % 2 === 1),
      );
    clock.advance(GRACE_MS + 1000);
    const nodes = [{ ...t.deps }, { ...t.deps }, { ...t.deps }];
    const runs = await Promise.all(nodes.map((deps) => recoverStuckOrdersOnce(deps)));
    const recovered = runs.flat().map((r) => r.orderId);
    expect([...recovered].sort()).toEqual(stuck.map((s) => s.orderId).sort());
    for (const s of stuck) {
      expect(await claimOf(s.orderId)).toMatchObject({ attempts: 1, outcome: 'completed' });
      expect(await aftermath(t, s.agent.id, s.orderId)).toMatchObject({
        order: 'completed',
        balance: START - s.total,
        held: 0,
        openHolds: 0,
        ledger: [],
      });
    }
  });

  it('a replay and the recovery racing on one order capture it once', async () => {
    const stuck = await stuckOrder(CHECKOUT_FAULTS.afterSupplier);
    clock.advance(GRACE_MS + 1000);
    const [replay, runs] = await Promise.all([
      order(t, stuck.agent.token, stuck.items, {}, stuck.key),
      recoverStuckOrdersOnce(t.deps),
    ]);
    expect(replay.statusCode, replay.body).toBe(201);
    expect(runs.every((r) => r.outcome === 'completed' || r.outcome === 'settled')).toBe(true);
    expect(await aftermath(t, stuck.agent.id, stuck.orderId)).toMatchObject({
      order: 'completed',
      lines: ['own:confirmed', 'api:confirmed'],
      balance: START - stuck.total,
      held: 0,
      openHolds: 0,
      supplierTickets: 1,
      ledger: [],
    });
  });
});
