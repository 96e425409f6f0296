import { and, eq } from 'drizzle-orm';
import { ATTRACTION_PAGES, type PriceChangedAnswer } from '@portal/contracts';
import { attractionBookingLines, bookingOrders, type Tx } from '@portal/db';
import { percentOf, type ActivityPrice } from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SupplierSlot } from '../../suppliers/activities/index.ts';
import type { CardOrder, CardOrderProduct } from '../bookings/card-orders.ts';
import { CARD_CHECKOUT_MINUTES } from '../bookings/core/index.ts';
import { endOpenLines } from '../bookings/core/money.ts';
import { moveLine, moveOrder } from '../bookings/core/repository.ts';
import { startPayment } from '../payments/payments.service.ts';
import { attractionProduct, feeLinesOf } from './attraction.product.ts';
import { findActivity, type ActivityRow, type AttractionWithRefs } from './catalogue.repository.ts';
import { layersFor, loadBuyerMarkups, type Buyer, type BuyerMarkups } from './markup-layers.ts';
import { checkSupplierSlots, reserveLineTickets, storedPrice } from './order-lines.ts';
import { findOrder, linesOf, PRODUCT, type LineWithNames, type OrderRow } from './orders.repository.ts';
import { priceSelection, usesInventory } from './pricing.ts';

/**
 * What re-opening an order needs from outside its transaction: the supplier slots of its API-connected
 * lines, checked again, and its buyer's attraction markups (read through the handle, which a
 * transaction on PGlite would wait for), with the buyer they were read for.
 */
export interface RetryPrepared {
  slots: Map<string, SupplierSlot>;
  markups: { buyer: Buyer; rows: BuyerMarkups } | null;
}

/** The order's buyer: its agent, a sub-agent when the order names a parent. */
const buyerOf = (order: OrderRow): Buyer => ({
  agentId: order.agentId,
  role: order.parentId ? 'sub-agent' : 'reseller',
  parentId: order.parentId,
});

const cardOrderOf = (o: typeof bookingOrders.$inferSelect): CardOrder => ({
  id: o.id,
  agentId: o.agentId,
  status: o.status,
  paymentMethod: o.paymentMethod === 'card' ? 'card' : 'wallet',
  paymentId: o.paymentId,
  referenceNumber: o.referenceNumber,
  totalAgentPrice: o.totalAgentPrice,
  cardFee: o.cardFee,
});

/**
 * Outside any transaction: asks the suppliers again for the slots of the order's API-connected lines,
 * and reads its buyer's markups.
 */
export async function prepareRetry(deps: AppDeps, agentId: string, orderId: string): Promise<RetryPrepared> {
  const order = await findOrder(deps.database.db, orderId);
  if (order?.agentId !== agentId) return { slots: new Map(), markups: null };
  const buyer = buyerOf(order);
  const markups = { buyer, rows: await loadBuyerMarkups(deps.database, buyer) };
  const lines = (await linesOf(deps.database.db, [orderId])).filter((l) => l.isApiConnected);
  if (lines.length === 0) return { slots: new Map(), markups };
  const found = await checkSupplierSlots(deps, {
    items: lines.map((l) => ({
      activityId: l.activityId,
      slotId: l.slot?.slotId,
      date: l.serviceDate,
      adults: l.adults,
      children: l.children,
    })),
  });
  const slots = new Map(lines.flatMap((l, i) => (found.has(i) ? [[l.id, found.get(i)!] as const] : [])));
  return { slots, markups };
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
  prepared: RetryPrepared['markups'],
): Promise<Repriced[]> {
  const buyer = buyerOf(order);
  // Read before the transaction for the same buyer (an order's agent and parent do not change; a
  // mismatch is a race with something that did).
  if (
    prepared?.buyer.agentId !== buyer.agentId ||
    prepared.buyer.role !== buyer.role ||
    prepared.buyer.parentId !== buyer.parentId
  )
    throw new AppError('CONFLICT', 'This order changed meanwhile: please try again.');
  const markups = prepared.rows;
  const out: Repriced[] = [];
  for (const line of lines) {
    const found = await findActivity(tx, line.activityId, line.serviceDate);
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
export const attractionCardOrders: CardOrderProduct<RetryPrepared, PriceChangedAnswer> = {
  product: PRODUCT,

  async load(tx, orderId, forUpdate) {
    const query = tx
      .select()
      .from(bookingOrders)
      .where(and(eq(bookingOrders.id, orderId), eq(bookingOrders.product, PRODUCT)));
    const [row] = forUpdate ? await query.for('update') : await query;
    return row ? cardOrderOf(row) : null;
  },

  async reopen(deps, tx, order, { prepared, expectedTotal, feePercent }) {
    const { slots } = prepared;
    const row = await findOrder(tx, order.id);
    if (!row) throw new AppError('CONFLICT', 'The order vanished');
    const lines = await linesOf(tx, [order.id]);
    const repriced = await repriceLines(deps, tx, row, lines, prepared.markups);
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
    const holdExpiresAt = new Date(now.getTime() + CARD_CHECKOUT_MINUTES * 60_000);
    const isSub = row.parentId !== null;
    for (const r of repriced) {
      const slot = slots.get(r.line.id);
      if (r.line.isApiConnected && !slot)
        throw new AppError('CONFLICT', `${r.line.activityName}: the time slot is no longer offered.`);
      const inventory = usesInventory(r.attraction, r.activity);
      const vatPercent = Number(r.activity.vatPercent);
      const t = r.price.total;
      const updated = await moveLine(
        tx,
        r.line,
        ['failed', 'expired'],
        {
          status: 'pending',
          statusReason: null,
          net: t.net,
          companyMarkup: t.companyMarkup,
          subAgentMarkup: isSub ? t.subAgentMarkup : 0,
          vat: t.vat,
          clientMarkup: t.clientMarkup,
          agentPrice: t.agentPrice,
          sellPrice: t.sellPrice,
          parentEarning: isSub ? t.subAgentMarkup : 0,
          breakdown: { ...t, usesInventory: inventory, vatPercent, bookWithSupplier: r.line.isApiConnected },
          cancellationPolicy: feeLinesOf(
            r.line.policy,
            t.agentPrice,
            r.line.serviceDate,
            slot?.startTime ?? r.line.slot?.startTime ?? null,
            now,
          ),
        },
        { actor: `agent:${order.agentId}`, at: now, note: 'Paid again by card' },
      );
      if (!updated)
        throw new AppError('CONFLICT', 'A line of this order changed meanwhile; reload the order.');
      await tx
        .update(attractionBookingLines)
        .set({
          ...storedPrice(r.price, vatPercent),
          usesInventory: inventory,
          slot: slot
            ? { slotId: slot.slotId, startTime: slot.startTime, endTime: slot.endTime }
            : r.line.slot,
        })
        .where(eq(attractionBookingLines.lineId, r.line.id));
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
    const reopened = await moveOrder(
      tx,
      order.id,
      ['failed', 'expired'],
      {
        status: 'pending_payment',
        statusReason: null,
        totalNet: sum((r) => r.price.total.net),
        totalAgentPrice: total,
        totalSellPrice: sum((r) => r.price.total.sellPrice),
        totalVat: sum((r) => r.price.total.vat),
        totalParentEarning: isSub ? sum((r) => r.price.total.subAgentMarkup) : 0,
        cardFee: percentOf(total, feePercent),
        holdExpiresAt,
        completedAt: null,
      },
      { actor: `agent:${order.agentId}`, at: now, note: 'Paid again by card' },
    );
    if (!reopened) throw new AppError('CONFLICT', 'This order changed meanwhile; reload the order.');
    return { kind: 'reopened', amount: total };
  },

  async startPayment(deps, tx, order, charge) {
    const { payment, paymentUrl } = await startPayment(deps, tx, {
      purpose: 'booking',
      agentId: order.agentId,
      reference: order.id,
      amount: charge.amount + charge.fee,
      currency: 'AED',
      description: `${attractionProduct.label} ${order.referenceNumber}`,
      siteOrigin: charge.siteOrigin,
      successPath: ATTRACTION_PAGES.invoice(order.id),
      cancelPath: ATTRACTION_PAGES.invoiceErrorOf(order.id),
    });
    await tx
      .update(bookingOrders)
      .set({ paymentId: payment.id, cardFee: charge.fee })
      .where(eq(bookingOrders.id, order.id));
    return {
      paymentMethod: 'card',
      orderId: order.id,
      paymentId: payment.id,
      paymentUrl,
      amount: charge.amount,
      feePercent: charge.feePercent,
      fee: charge.fee,
      total: charge.amount + charge.fee,
    };
  },

  async discard(deps, tx, order, reason) {
    const at = deps.clock.now();
    const row = (await tx.select().from(bookingOrders).where(eq(bookingOrders.id, order.id)))[0];
    if (!row) return;
    // An order still waiting for its card gives its tickets back first (as when it expires).
    if (order.status === 'pending_payment')
      await endOpenLines(deps, tx, attractionProduct, row, 'expired', reason, `agent:${order.agentId}`);
    await moveOrder(
      tx,
      order.id,
      ['failed', 'expired', 'pending_payment'],
      // The agent's reference is the agent's own numbering: a discarded order no longer uses it.
      { status: 'discarded', agentReferenceKey: null, statusReason: reason },
      { actor: `agent:${order.agentId}`, at },
    );
  },
};
