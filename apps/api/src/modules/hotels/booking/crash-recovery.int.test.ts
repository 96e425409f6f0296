import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HotelRecheckAnswer } from '@portal/contracts';
import { queryRows } from '@portal/db';
import { crashAt } from '../../../lib/faults.ts';
import { fixedClock } from '../../../lib/clock.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { recoverStuckOrdersOnce } from '../../bookings/recovery.service.ts';
import { auth, createAgentWithToken, type TestAgent } from '../../resellers/resellers.testing.ts';
import { walletService } from '../../wallet/wallet.service.ts';
import { idemKey, ledgerViolations } from '../../wallet/wallet.testing.ts';
import { dualSourceHotels } from '../../../suppliers/hotels/suppliers.testing.ts';
import { ensureHotels } from '../hotels.testing.ts';
import { createBody, CREATE_URL, orderUrl, recheck, searchAndPick } from './booking.testing.ts';
import { supplierFor } from './holds.ts';
import { HOTEL_BOOK_FAULTS } from './product.ts';

// A bedbank hotel booking by wallet stopped as if the process died (lib/faults.ts) after the money
// was held and the hotel hold used: before the supplier call, or after the supplier booked but
// before the capture. The order is left `processing`; the crash recovery job settles it once.
const clock = fixedClock(new Date());
const GRACE_MS = 120_000;
const START = 5_000_000_00;
let t: TestApp;
let hotelId: string;
let day = 30;

beforeAll(async () => {
  t = await buildTestApp({ clock });
  await ensureHotels(t);
  const [hotel] = await dualSourceHotels(t, 1);
  if (!hotel) throw new Error('no hotel');
  hotelId = hotel.id;
});
afterAll(() => t.close());

interface Crashed {
  agent: TestAgent;
  held: HotelRecheckAnswer;
  orderId: string;
  lineId: string;
  key: string;
  body: Record<string, unknown>;
}

/** Rechecks a bedbank rate and books it by wallet with the process "dying" at `point`. */
async function crashedBooking(point: string): Promise<Crashed> {
  const agent = await createAgentWithToken(t.deps, { balance: START });
  const picked = await searchAndPick(t, agent.token, hotelId, (r) => r.source === 'bedbank', {
    priceType: 'dynamic',
    days: day++,
  });
  const held = await recheck(t, agent.token, picked);
  const key = idemKey();
  const body = createBody(held, { agentReferenceNumber: `CRASH-${key.slice(-12)}` });
  const faults = crashAt(point);
  t.deps.faults = faults;
  try {
    const res = await t.app.inject({
      method: 'POST',
      url: CREATE_URL,
      headers: { ...auth(agent.token), 'idempotency-key': key },
      payload: body,
    });
    expect(faults.crashes(), res.body).toBe(1);
    expect(res.statusCode).toBe(500);
  } finally {
    delete t.deps.faults;
  }
  const [row] = await queryRows<{ orderId: string; lineId: string }>(
    t.deps.database.db,
    sql`select o.id as "orderId", l.id as "lineId" from booking_orders o join booking_lines l on l.order_id = o.id
        where o.agent_reference_number = ${body.agentReferenceNumber}`,
  );
  if (!row) throw new Error('the crashed booking left no order');
  return { agent, held, key, body, ...row };
}

/** What the crash left: order, line, wallet, hotel hold, the supplier's booking, the ledger. */
async function aftermath(c: Crashed) {
  const db = t.deps.database.db;
  const [order] = await queryRows<{ status: string; line: string; hold: string }>(
    db,
    sql`select o.status, l.status as line, h.status as hold from booking_orders o
        join booking_lines l on l.order_id = o.id join hotel_rate_holds h on h.id = ${c.held.holdId}
        where o.id = ${c.orderId}`,
  );
  const position = await walletService(t.deps).position(c.agent.id);
  const [walletHolds] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from wallet_holds where agent_id = ${c.agent.id} and status = 'held'`,
  );
  const booking = await supplierFor(t.deps, 'bedbank').get(c.lineId);
  return {
    order: order?.status,
    line: order?.line,
    hotelHold: order?.hold,
    balance: position.balance,
    held: position.held,
    openWalletHolds: walletHolds!.n,
    supplier: booking?.status ?? null,
    ledger: await ledgerViolations(db),
  };
}

/** Two nodes running the job at once, once the order has been stuck past the grace period. */
async function laterRecovery() {
  clock.advance(GRACE_MS + 1000);
  const runs = await Promise.all([recoverStuckOrdersOnce(t.deps), recoverStuckOrdersOnce(t.deps)]);
  return runs.flat().filter((r) => r.product === 'hotel');
}

describe('a bedbank hotel booking killed between the hold and the supplier', () => {
  it('is left processing with the money held, and the recovery releases it exactly once', async () => {
    const c = await crashedBooking(HOTEL_BOOK_FAULTS.beforeSupplier);
    const price = c.held.rate.agentPrice;
    expect(await aftermath(c)).toEqual({
      order: 'processing',
      line: 'pending',
      hotelHold: 'used',
      balance: START,
      held: price,
      openWalletHolds: 1,
      supplier: null,
      ledger: [],
    });
    // Not before the grace period: a booking still running is left alone.
    expect((await recoverStuckOrdersOnce(t.deps)).filter((r) => r.product === 'hotel')).toEqual([]);

    const recovered = await laterRecovery();
    expect(recovered).toHaveLength(1);
    expect(recovered[0]).toMatchObject({ orderId: c.orderId, outcome: 'released' });
    expect(await aftermath(c)).toEqual({
      order: 'failed',
      line: 'failed',
      hotelHold: 'used',
      balance: START,
      held: 0,
      openWalletHolds: 0,
      supplier: null,
      ledger: [],
    });
    expect(await laterRecovery()).toEqual([]);
    const view = await t.app.inject({
      method: 'GET',
      url: orderUrl(c.orderId),
      headers: auth(c.agent.token),
    });
    expect(view.json<{ status: string; statusReason: string | null }>()).toMatchObject({
      status: 'failed',
      statusReason: 'The booking was interrupted before the supplier booked it; nothing was charged.',
    });
  });
});

describe('a bedbank hotel booking killed after the supplier booked', () => {
  it('is completed and captured once by the recovery, with the supplier booking kept', async () => {
    const c = await crashedBooking(HOTEL_BOOK_FAULTS.afterSupplier);
    const price = c.held.rate.agentPrice;
    expect(await aftermath(c)).toMatchObject({
      order: 'processing',
      line: 'pending',
      balance: START,
      held: price,
      supplier: 'confirmed',
    });
    const recovered = await laterRecovery();
    expect(recovered).toHaveLength(1);
    expect(recovered[0]).toMatchObject({ orderId: c.orderId, outcome: 'completed' });
    expect(await aftermath(c)).toEqual({
      order: 'completed',
      line: 'confirmed',
      hotelHold: 'used',
      balance: START - price,
      held: 0,
      openWalletHolds: 0,
      supplier: 'confirmed',
      ledger: [],
    });
    expect(await laterRecovery()).toEqual([]);
    // A replay of the same key answers the completed order and charges nothing more.
    const replay = await t.app.inject({
      method: 'POST',
      url: CREATE_URL,
      headers: { ...auth(c.agent.token), 'idempotency-key': c.key },
      payload: c.body,
    });
    expect(replay.statusCode, replay.body).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect((await walletService(t.deps).position(c.agent.id)).balance).toBe(START - price);
  });
});
