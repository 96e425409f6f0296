import { eq } from 'drizzle-orm';
import type { PriceChangedAnswer } from '@portal/contracts';
import { attractionOrders, type Tx } from '@portal/db';
import { percentOf, type ActivityPrice } from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SupplierSlot } from '../../suppliers/activities/index.ts';
import type { CardOrder, CardOrderProduct } from '../bookings/card-orders.ts';
import { findActivity, type ActivityRow, type AttractionWithRefs } from './catalogue.repository.ts';
import { expireOrder } from './order-completion.ts';
import {
  checkSupplierSlots,
  linePriceColumns,
  reserveLineTickets,
  startOrderPayment,
} from './order-lines.ts';
import { layersFor, loadBuyerMarkups } from './markup-layers.ts';
import { ORDER_HOLD_MINUTES } from './orders.service.ts';
import { linesOf, setLine, setOrder, type LineWithNames, type OrderRow } from './orders.repository.ts';
import { priceSelection, usesInventory } from './pricing.ts';

/** The supplier slots of the order's API-connected lines, checked again before re-opening it. */
export type RetrySlots = Map<string, SupplierSlot>;

const cardOrderOf = (o: OrderRow): CardOrder => ({
  id: o.id,
  agentId: o.agentId,
  status: o.status,
  paymentMethod: o.paymentMethod,
  paymentId: o.paymentId,
  referenceNumber: o.referenceNumber,
  totalAgentPrice: o.totalAgentPrice,
  cardFee: o.cardFee,
});

/** Outside any transaction: asks the suppliers again for the slots of the order's API-connected lines. */
export async function checkRetrySlots(deps: AppDeps, agentId: string, orderId: string): Promise<RetrySlots> {
  const lines = (await linesOf(deps.database.db, [orderId])).filter((l) => l.isApiConnected);
  const [order] = await deps.database.db
    .select({ agentId: attractionOrders.agentId })
    .from(attractionOrders)
    .where(eq(attractionOrders.id, orderId));
  if (order?.agentId !== agentId || lines.length === 0) return new Map();
  const found = await checkSupplierSlots(deps, {
    items: lines.map((l) => ({
      activityId: l.activityId,
      slotId: l.slot?.slotId,
      date: l.serviceDate,
      adults: l.adults,
      children: l.children,
    })),
  });
  return new Map(lines.flatMap((l, i) => (found.has(i) ? [[l.id, found.get(i)!] as const] : [])));
}

interface Repriced {
  line: LineWithNames;
  activity: ActivityRow;
  attraction: AttractionWithRefs;
  price: ActivityPrice;
}

/** Every line priced again for the order's buyer, as a new checkout would (400 when one cannot be sold). */
async function repriceLines(
  deps: AppDeps,
  tx: Tx,
  order: OrderRow,
  lines: LineWithNames[],
): Promise<Repriced[]> {
  const buyer = {
    agentId: order.agentId,
    role: order.parentId ? ('sub-agent' as const) : ('reseller' as const),
    parentId: order.parentId,
  };
  const markups = await loadBuyerMarkups(tx, buyer);
  const out: Repriced[] = [];
  for (const line of lines) {
    const found = await findActivity(tx, line.activityId);
    if (!found)
      throw new AppError(
        'CONFLICT',
        `${line.activityName} is no longer sold; this order cannot be paid again.`,
      );
    const request = {
      date: line.serviceDate,
      adults: line.adults,
      children: line.children,
      infants: line.infants,
      transferType: line.transferType,
      hours: line.hours ?? undefined,
      isPromoAdded: line.isPromoAdded,
    };
    try {
      const price = priceSelection(
        found.attraction,
        found.activity,
        request,
        layersFor(markups, line.activityId),
        deps.clock.now(),
      );
      out.push({ line, ...found, price });
    } catch (err) {
      if (err instanceof AppError)
        throw new AppError(err.code, `${line.activityName}: ${err.message}`, err.details);
      throw err;
    }
  }
  return out;
}

/** Attractions in the booking core's card-order rules (pay a failed card order again, discard one). */
export const attractionCardOrders: CardOrderProduct<RetrySlots, PriceChangedAnswer> = {
  product: 'attraction',

  async load(tx, orderId, forUpdate) {
    const query = tx.select().from(attractionOrders).where(eq(attractionOrders.id, orderId));
    const [row] = forUpdate ? await query.for('update') : await query;
    return row ? cardOrderOf(row) : null;
  },

  async reopen(deps, tx, order, { prepared: slots, expectedTotal, feePercent }) {
    const [row] = await tx.select().from(attractionOrders).where(eq(attractionOrders.id, order.id));
    if (!row) throw new AppError('CONFLICT', 'The order vanished');
    const lines = await linesOf(tx, [order.id]);
    const repriced = await repriceLines(deps, tx, row, lines);
    const total = repriced.reduce((s, r) => s + r.price.total.agentPrice, 0);
    if (total !== expectedTotal)
      return {
        kind: 'price_changed',
        answer: {
          error:
            'The price of this order has changed since it was placed. Please review the new prices and pay again.',
          status: 409,
          code: 'PRICE_CHANGED',
          prices: repriced.map((r) => ({
            index: r.line.lineNo - 1,
            activityId: r.line.activityId,
            expectedPrice: r.line.agentPrice,
            agentPrice: r.price.total.agentPrice,
            sellPrice: r.price.total.sellPrice,
          })),
        },
      };
    const now = deps.clock.now();
    const holdExpiresAt = new Date(now.getTime() + ORDER_HOLD_MINUTES * 60_000);
    for (const r of repriced) {
      const slot = slots.get(r.line.id);
      if (r.line.isApiConnected && !slot)
        throw new AppError('CONFLICT', `${r.line.activityName}: the time slot is no longer offered.`);
      const inventory = usesInventory(r.attraction, r.activity);
      const updated = await setLine(
        tx,
        r.line.id,
        {
          ...linePriceColumns(r.price, Number(r.activity.vatPercent)),
          usesInventory: inventory,
          slot: slot
            ? { slotId: slot.slotId, startTime: slot.startTime, endTime: slot.endTime }
            : r.line.slot,
          status: 'pending',
          statusReason: null,
          updatedAt: now,
        },
        ['failed', 'expired'],
      );
      if (!updated)
        throw new AppError('CONFLICT', 'A line of this order changed meanwhile; reload the order.');
      if (inventory)
        await reserveLineTickets(
          tx,
          r.activity,
          { ...r.line, date: r.line.serviceDate },
          r.line.id,
          holdExpiresAt,
        );
    }
    const sum = (f: (r: Repriced) => number) => repriced.reduce((s, r) => s + f(r), 0);
    await setOrder(
      tx,
      order.id,
      {
        status: 'pending_payment',
        totalNet: sum((r) => r.price.total.net),
        totalAgentPrice: total,
        totalSellPrice: sum((r) => r.price.total.sellPrice),
        totalVat: sum((r) => r.price.total.vat),
        totalParentEarning: row.parentId ? sum((r) => r.price.total.parentEarning) : 0,
        cardFee: percentOf(total, feePercent),
        holdExpiresAt,
        completedAt: null,
        updatedAt: now,
      },
      ['failed', 'expired'],
    );
    return { kind: 'reopened', amount: total };
  },

  startPayment(deps, tx, order, charge) {
    return startOrderPayment(deps, tx, {
      orderId: order.id,
      agentId: order.agentId,
      referenceNumber: order.referenceNumber,
      ...charge,
    });
  },

  async discard(deps, tx, order, reason) {
    // An order still waiting for its card gives its tickets back first (as when it expires).
    if (order.status === 'pending_payment') await expireOrder(deps, order.id, reason, 'expired', tx);
    await setOrder(
      tx,
      order.id,
      // The agent's reference is the agent's own numbering: a discarded order no longer uses it.
      { status: 'discarded', agentReferenceKey: `discarded:${order.id}`, updatedAt: deps.clock.now() },
      ['failed', 'expired'],
    );
  },
};
