import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { recoverStuckOrdersOnce } from '../bookings/recovery.service.ts';
import { createWalletAgent, idemKey } from '../wallet/wallet.testing.ts';
import { order, seedCatalogue } from './attractions.testing.ts';
import {
  aftermath,
  availableTickets,
  crashedCheckout,
  crashItems,
  crashMenu,
  supplierOf,
  totalOf,
  type CrashMenu,
} from './crash.testing.ts';
import { BOOKING_FAULTS as CHECKOUT_FAULTS } from '../bookings/core/index.ts';

// A wallet checkout stopped at each of its steps, as if the process died there (lib/faults.ts),
// then either the crash recovery (a later job run) or a replay of the same Idempotency-Key.
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
/** The next job run, once the order has been stuck past the grace period. */
async function laterRecovery() {
  clock.advance(GRACE_MS + 1000);
  return recoverStuckOrdersOnce(t.deps);
}

describe('a wallet checkout killed at each step', () => {
  it('before the hold: nothing committed, nothing held; a replay of the key places the order', async () => {
    const agent = await createWalletAgent(t.deps, { balance: START });
    const items = await crashItems(t, menu, agent.token, true);
    const tickets = await availableTickets(t, menu.inv.activityId);
    const key = idemKey();
    const crashed = await crashedCheckout(t, agent.token, items, CHECKOUT_FAULTS.beforeHold, key);
    expect(crashed.orderId).toBeNull();
    expect(await aftermath(t, agent.id, null)).toMatchObject({
      balance: START,
      held: 0,
      openHolds: 0,
      ledger: [],
    });
    expect(await availableTickets(t, menu.inv.activityId)).toBe(tickets);
    expect(await laterRecovery()).toEqual([]);

    const replay = await order(t, agent.token, items, {}, key);
    expect(replay.statusCode, replay.body).toBe(201);
    const after = await aftermath(t, agent.id, replay.json<{ orderId: string }>().orderId);
    expect(after).toMatchObject({ order: 'completed', balance: START - totalOf(items), held: 0, ledger: [] });
    expect(after.lines).toEqual(['own:confirmed', 'api:confirmed']);
  });

  it('after the hold, own lines only: the recovery captures and completes (no supplier step needed)', async () => {
    const agent = await createWalletAgent(t.deps, { balance: START });
    const items = await crashItems(t, menu, agent.token, false);
    const { orderId } = await crashedCheckout(t, agent.token, items, CHECKOUT_FAULTS.afterHold, idemKey());
    expect(await aftermath(t, agent.id, orderId)).toEqual({
      order: 'processing',
      lines: ['own:pending'],
      balance: START,
      held: totalOf(items),
      openHolds: 1,
      tickets: { reserved: 2 },
      supplierTickets: 0,
      ledger: [],
    });
    const [recovered] = await laterRecovery();
    expect(recovered).toMatchObject({ orderId, outcome: 'completed', attempts: 1 });
    expect(await aftermath(t, agent.id, orderId)).toEqual({
      order: 'completed',
      lines: ['own:confirmed'],
      balance: START - totalOf(items),
      held: 0,
      openHolds: 0,
      tickets: { sold: 2 },
      supplierTickets: 0,
      ledger: [],
    });
  });

  it('after the hold, before the supplier booked: the recovery voids the hold and frees the tickets', async () => {
    const agent = await createWalletAgent(t.deps, { balance: START });
    const items = await crashItems(t, menu, agent.token, true);
    const tickets = await availableTickets(t, menu.inv.activityId);
    const { orderId } = await crashedCheckout(t, agent.token, items, CHECKOUT_FAULTS.afterHold, idemKey());
    expect(await aftermath(t, agent.id, orderId)).toMatchObject({
      order: 'processing',
      lines: ['own:pending', 'api:pending'],
      balance: START,
      held: totalOf(items),
      tickets: { reserved: 2 },
    });
    expect(await availableTickets(t, menu.inv.activityId)).toBe(tickets - 2);
    const [recovered] = await laterRecovery();
    expect(recovered).toMatchObject({ orderId, outcome: 'released' });
    expect(await aftermath(t, agent.id, orderId)).toEqual({
      order: 'failed',
      lines: ['own:failed', 'api:failed'],
      balance: START,
      held: 0,
      openHolds: 0,
      tickets: {},
      supplierTickets: 0,
      ledger: [],
    });
    expect(await availableTickets(t, menu.inv.activityId)).toBe(tickets);
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/v1/b2b/attractions/orders/${orderId}`,
      headers: { authorization: `Bearer ${agent.token}` },
    });
    expect(view.json<{ lines: { statusReason: string }[] }>().lines[1]!.statusReason).toMatch(
      /interrupted before the supplier confirmed it; nothing was charged/,
    );
  });

  it('after the supplier booked: the recovery finds the booking and completes with its tickets', async () => {
    const agent = await createWalletAgent(t.deps, { balance: START });
    const items = await crashItems(t, menu, agent.token, true);
    const { orderId } = await crashedCheckout(
      t,
      agent.token,
      items,
      CHECKOUT_FAULTS.afterSupplier,
      idemKey(),
    );
    expect(await aftermath(t, agent.id, orderId)).toMatchObject({
      order: 'processing',
      lines: ['own:pending', 'api:pending'],
      balance: START,
      held: totalOf(items),
      supplierTickets: 0,
    });
    const [recovered] = await laterRecovery();
    expect(recovered).toMatchObject({ orderId, outcome: 'completed' });
    expect(await aftermath(t, agent.id, orderId)).toEqual({
      order: 'completed',
      lines: ['own:confirmed', 'api:confirmed'],
      balance: START - totalOf(items),
      held: 0,
      openHolds: 0,
      tickets: { sold: 2 },
      supplierTickets: 1,
      ledger: [],
    });
  });

  it('inside the capture transaction: it rolls back whole, and the recovery completes the order', async () => {
    const agent = await createWalletAgent(t.deps, { balance: START });
    const items = await crashItems(t, menu, agent.token, true);
    const { orderId } = await crashedCheckout(t, agent.token, items, CHECKOUT_FAULTS.beforeCommit, idemKey());
    // Capture, tickets sold, lines confirmed and the order completed were all in the rolled-back transaction.
    expect(await aftermath(t, agent.id, orderId)).toEqual({
      order: 'processing',
      lines: ['own:pending', 'api:pending'],
      balance: START,
      held: totalOf(items),
      openHolds: 1,
      tickets: { reserved: 2 },
      supplierTickets: 0,
      ledger: [],
    });
    const [recovered] = await laterRecovery();
    expect(recovered).toMatchObject({ orderId, outcome: 'completed' });
    expect(await aftermath(t, agent.id, orderId)).toMatchObject({
      order: 'completed',
      lines: ['own:confirmed', 'api:confirmed'],
      balance: START - totalOf(items),
      held: 0,
      tickets: { sold: 2 },
      supplierTickets: 1,
      ledger: [],
    });
  });
});

describe('a replay of the same Idempotency-Key after a crash', () => {
  for (const point of [
    CHECKOUT_FAULTS.afterHold,
    CHECKOUT_FAULTS.afterSupplier,
    CHECKOUT_FAULTS.beforeCommit,
  ])
    it(`resumes the same order (crash ${point.split('.').pop()}) instead of echoing processing`, async () => {
      const agent = await createWalletAgent(t.deps, { balance: START });
      const items = await crashItems(t, menu, agent.token, true);
      const key = idemKey();
      const { orderId } = await crashedCheckout(t, agent.token, items, point, key);
      const replay = await order(t, agent.token, items, {}, key);
      expect(replay.statusCode, replay.body).toBe(201);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.json()).toMatchObject({ orderId, order: { status: 'completed' } });
      expect(await aftermath(t, agent.id, orderId)).toMatchObject({
        order: 'completed',
        lines: ['own:confirmed', 'api:confirmed'],
        balance: START - totalOf(items),
        held: 0,
        openHolds: 0,
        supplierTickets: 1,
        ledger: [],
      });
      // One booking at the supplier for the line, whichever run made it.
      expect((await supplierOf(t, menu).get(orderId ? (await lineIds(orderId))[1]! : ''))?.status).toBe(
        'confirmed',
      );
      expect(await laterRecovery()).toEqual([]);
    });
});

async function lineIds(orderId: string): Promise<string[]> {
  const view = await t.deps.database.db.query.bookingLines.findMany({
    where: (l, { eq }) => eq(l.orderId, orderId),
    orderBy: (l, { asc }) => asc(l.lineNo),
  });
  return view.map((l) => l.id);
}
