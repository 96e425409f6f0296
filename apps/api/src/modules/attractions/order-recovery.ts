import { sql } from 'drizzle-orm';
import { queryRows } from '@portal/db';
import {
  registerStuckOrderPlugin,
  type RecoveryAttempt,
  type StuckOrderPlugin,
} from '../bookings/recovery.plugin.ts';
import { findHold } from '../wallet/holds.repository.ts';
import type { SupplierOutcome } from './order-completion.ts';
import { findOrder, loadOrder } from './orders.repository.ts';
import {
  releaseWalletOrder,
  settleWalletOrder,
  supplierBookingOf,
  type ReleaseResult,
} from './wallet-order.ts';

/** What the recovery found at the suppliers: the confirmed booking of every API-connected line. */
type FoundBookings = Map<string, SupplierOutcome>;

const NOT_BOOKED =
  'The booking was interrupted before the supplier confirmed it; nothing was charged. Please book again.';

const asAttempt = (result: ReleaseResult): RecoveryAttempt =>
  result === 'settled' || result === 'released' ? { outcome: result } : result;

/**
 * Attraction orders in the booking core's crash recovery. A wallet order is `processing` from its
 * hold until its capture; the steps in between are the supplier bookings of API-connected lines.
 * Own lines (inventory tickets, company bookings) need no outside step, so an order is finished when
 * every supplier says its line is booked, and released when one says it is not.
 */
export const attractionRecovery: StuckOrderPlugin<FoundBookings> = {
  product: 'attraction',

  async listStuck(db, { before, limit, exclude }) {
    const skip =
      exclude.length > 0
        ? sql`and id not in (${sql.join(
            exclude.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`
        : sql``;
    const rows = await queryRows<{ id: string }>(
      db,
      sql`select id from attraction_orders where status = 'processing' and updated_at < ${before} ${skip}
        order by updated_at limit ${limit}`,
    );
    return rows.map((r) => r.id);
  },

  async isStuck(db, orderId) {
    return (await findOrder(db, orderId))?.status === 'processing';
  },

  async assess(deps, orderId) {
    const { db } = deps.database;
    const order = await loadOrder(db, orderId);
    if (order?.status !== 'processing') return { kind: 'settled' };
    if (order.walletHoldId && (await findHold(db, order.walletHoldId))?.status !== 'held')
      return { kind: 'release', reason: 'The payment hold ended before the booking completed.' };
    const found: FoundBookings = new Map();
    for (const line of order.lines) {
      if (!line.isApiConnected || line.status !== 'pending') continue;
      let booking;
      try {
        booking = await supplierBookingOf(deps, line.supplierCode, line.id);
      } catch {
        return { kind: 'wait', note: `The supplier did not answer about line ${line.lineNo}.` };
      }
      if (booking?.status !== 'confirmed') return { kind: 'release', reason: NOT_BOOKED };
      found.set(line.id, { kind: 'confirmed', booking });
    }
    return { kind: 'finish', detail: found };
  },

  async finish(deps, orderId, found) {
    const order = await loadOrder(deps.database.db, orderId);
    if (order?.status !== 'processing') return { outcome: 'settled' };
    const result = await settleWalletOrder(deps, order, found);
    if (result !== 'hold-gone') return { outcome: result };
    return asAttempt(
      await releaseWalletOrder(deps, orderId, 'The payment hold ended before the booking completed.', {
        force: true,
      }),
    );
  },

  async release(deps, orderId, reason, force) {
    return asAttempt(await releaseWalletOrder(deps, orderId, reason, { force }));
  },
};

registerStuckOrderPlugin(attractionRecovery);
