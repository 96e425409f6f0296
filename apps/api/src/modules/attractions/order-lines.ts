import { eq } from 'drizzle-orm';
import { ATTRACTION_PAGES } from '@portal/contracts';
import { attractionOrders, type StoredPricedLine, type Tx } from '@portal/db';
import type { ActivityPrice } from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import {
  activitySupplier,
  supplierSettings,
  withTimeout,
  type SupplierSlot,
} from '../../suppliers/activities/index.ts';
import { startPayment } from '../payments/payments.service.ts';
import { findActivity, ticketCounts, type ActivityRow } from './catalogue.repository.ts';
import { reserveTickets, ticketNeed } from './tickets.ts';

/**
 * Pieces of an order shared by placing it and paying it again: the supplier slot check, a line's
 * stored price, its ticket reservation and the card payment start.
 */

/** Where a card payment starts and what it charges (answered to the web app). */
export interface CardPaymentStart {
  paymentMethod: 'card';
  orderId: string;
  paymentId: string;
  paymentUrl: string;
  amount: number;
  feePercent: number;
  fee: number;
  total: number;
}

/**
 * Checks the time slots of API-connected lines with the supplier, before any transaction (a
 * supplier call never runs inside one). Unknown or full slots answer 400.
 */
export interface SlotRequest {
  activityId: string;
  slotId?: string | null | undefined;
  date: string;
  adults: number;
  children: number;
}

export async function checkSupplierSlots(
  deps: AppDeps,
  body: { items: readonly SlotRequest[] },
): Promise<Map<number, SupplierSlot>> {
  const chosen = new Map<number, SupplierSlot>();
  for (const [index, item] of body.items.entries()) {
    const found = await findActivity(deps.database.db, item.activityId);
    if (!found?.attraction.isApiConnected) continue;
    const field = `items.${index}.slotId`;
    if (!item.slotId)
      throw badRequest('Choose a time slot for this activity.', { [field]: ['Choose a time slot'] });
    const supplier = activitySupplier(deps.env, found.attraction.supplierCode ?? '');
    if (!supplier) throw new AppError('UNAVAILABLE', 'This supplier is not available right now');
    const productCode = found.activity.productCode ?? found.attraction.productCode ?? '';
    const slots = await withTimeout(
      supplier.slots(productCode, item.date),
      supplierSettings(deps.env).timeoutMs,
      'slots',
    ).catch(() => {
      throw new AppError('UNAVAILABLE', 'The supplier did not answer in time; please try again');
    });
    const slot = slots.find((s) => s.slotId === item.slotId);
    if (!slot)
      throw badRequest('The chosen time slot is not offered on this date.', { [field]: ['Unknown slot'] });
    if (slot.available < item.adults + item.children)
      throw badRequest(`Only ${slot.available} places left in the ${slot.startTime} slot.`, {
        [field]: ['Not enough places'],
      });
    chosen.set(index, slot);
  }
  return chosen;
}

/** A line's stored price: the whole breakdown, its priced sub-lines (with their VAT rate) and vehicles. */
export function linePriceColumns(price: ActivityPrice, vatPercent: number) {
  return {
    vehiclePlan: price.vehiclePlan
      ? {
          vehicles: price.vehiclePlan.vehicles.map((v) => ({
            id: v.id,
            name: v.name,
            capacity: v.capacity,
            count: v.count,
          })),
          vehicleCount: price.vehiclePlan.vehicleCount,
          seats: price.vehiclePlan.seats,
        }
      : null,
    pricedLines: price.lines.map((l): StoredPricedLine => ({
      ...l,
      vatPercent,
      breakdown: { ...l.breakdown },
    })),
    ...price.total,
    parentEarning: price.total.subAgentMarkup,
  };
}

/** Claims a line's e-tickets from the inventory until `until` (400 when too few are left). */
export async function reserveLineTickets(
  tx: Tx,
  activity: ActivityRow,
  party: { date: string; adults: number; children: number; infants: number },
  lineId: string,
  until: Date,
): Promise<void> {
  const counts = (await ticketCounts(tx, [activity.id], party.date)).get(activity.id) ?? {
    adult: 0,
    child: 0,
    infant: 0,
    common: 0,
  };
  await reserveTickets(tx, {
    activityId: activity.id,
    activityName: activity.name,
    date: party.date,
    need: ticketNeed(activity, party, counts),
    lineId,
    until,
  });
}

/**
 * Starts the card payment of an order (new, or paid again after a failed payment) and links it:
 * the browser comes back to the invoice page on success, to the error page naming the order
 * otherwise (where it can be paid again or discarded).
 */
export async function startOrderPayment(
  deps: AppDeps,
  tx: Tx,
  o: {
    orderId: string;
    agentId: string;
    referenceNumber: string;
    amount: number;
    feePercent: number;
    fee: number;
    siteOrigin: string;
  },
): Promise<CardPaymentStart> {
  const { payment, paymentUrl } = await startPayment(deps, tx, {
    purpose: 'order',
    agentId: o.agentId,
    reference: o.orderId,
    amount: o.amount + o.fee,
    currency: 'AED',
    description: `Attraction order ${o.referenceNumber}`,
    siteOrigin: o.siteOrigin,
    successPath: ATTRACTION_PAGES.invoice(o.orderId),
    cancelPath: ATTRACTION_PAGES.invoiceErrorOf(o.orderId),
  });
  await tx.update(attractionOrders).set({ paymentId: payment.id }).where(eq(attractionOrders.id, o.orderId));
  return {
    paymentMethod: 'card',
    orderId: o.orderId,
    paymentId: payment.id,
    paymentUrl,
    amount: o.amount,
    feePercent: o.feePercent,
    fee: o.fee,
    total: o.amount + o.fee,
  };
}
