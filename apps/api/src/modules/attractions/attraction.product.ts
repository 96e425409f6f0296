import { attractionBookingLines, attractionTickets, type DbOrTx, type Tx } from '@portal/db';
import type { createOrderBody, PriceChangedAnswer } from '@portal/contracts';
import {
  quoteCancellation,
  subAgentMarkupVat,
  type ActivityPrice,
  type CancellationPolicy,
  expectedPriceMatches,
} from '@portal/domain';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import {
  activitySupplier,
  supplierSettings,
  SupplierRejected,
  withTimeout,
  type SupplierBooking,
  type SupplierSlot,
} from '../../suppliers/activities/index.ts';
import {
  registerBookingProduct,
  type BookingProduct,
  type CoreLine,
  type CoreOrder,
  type FeeLine,
  type PricedLine,
  type SupplierOutcome,
} from '../bookings/core/index.ts';
import { findActivity, type ActivityRow, type AttractionWithRefs } from './catalogue.repository.ts';
import { ticketsDocument } from './client-documents.service.ts';
import { layersFor, loadBuyerMarkups } from './markup-layers.ts';
import { checkSupplierSlots, reserveLineTickets, storedPrice } from './order-lines.ts';
import { enqueueOrderConfirmation } from './order-mail.ts';
import { detailOf, loadOrder } from './orders.repository.ts';
import { priceSelection, usesInventory } from './pricing.ts';
import { deleteLineTickets, releaseTickets, sellTickets } from './tickets.ts';

export type AttractionInput = z.output<typeof createOrderBody>;

/** One priced cart item, handed from `price` to `reserve`. */
export interface PricedItem {
  item: AttractionInput['items'][number];
  activity: ActivityRow;
  attraction: AttractionWithRefs;
  price: ActivityPrice;
  slot: SupplierSlot | undefined;
  inventory: boolean;
  policy: CancellationPolicy;
}

export interface AttractionDetail {
  items: PricedItem[];
  leadCountry: string;
  /** Lines whose price differs from what the agent saw (409 PRICE_CHANGED), or null. */
  changed: PriceChangedAnswer | null;
}

/** How long a card checkout keeps its e-tickets (the core's card checkout time). */
const TICKET_HOLD_MINUTES = 20;

export function policyOf(a: AttractionWithRefs | ActivityRowPolicy): CancellationPolicy {
  if (a.cancellationType === 'non-refundable') return { type: 'non-refundable' };
  if (a.cancellationType === 'free') return { type: 'free', hoursBefore: a.cancelBeforeHours };
  return {
    type: 'fee',
    hoursBefore: a.cancelBeforeHours,
    feeType: a.cancellationFeeType ?? 'percentage',
    feeValue: Number(a.cancellationFee ?? 0),
  };
}
type ActivityRowPolicy = Pick<
  AttractionWithRefs,
  'cancellationType' | 'cancelBeforeHours' | 'cancellationFeeType' | 'cancellationFee'
>;

/**
 * The policy as the core's fee lines in the agent's price: the policy fee from now, the whole price
 * once the deadline has passed (no cancellation is accepted then anyway).
 */
export function feeLinesOf(
  policy: CancellationPolicy,
  amount: number,
  serviceDate: string,
  startTime: string | null,
  now: Date,
): FeeLine[] {
  const q = quoteCancellation({ policy, amount, serviceDate, serviceTime: startTime, now });
  const from = now.toISOString();
  if (!q.deadline) return [{ from, fee: amount }];
  return [
    { from, fee: q.allowed ? q.fee : amount },
    { from: new Date(q.deadline.getTime() + 1).toISOString(), fee: amount },
  ];
}

/** The supplier's booking of a line, or null when it has none; throws when it does not answer. */
export async function supplierBookingOf(
  deps: AppDeps,
  supplierCode: string | null,
  lineId: string,
): Promise<SupplierBooking | null> {
  const supplier = activitySupplier(deps, supplierCode ?? '');
  if (!supplier) return null;
  return withTimeout(supplier.get(lineId), supplierSettings(deps.env).timeoutMs, 'get');
}

const booked = (booking: SupplierBooking): SupplierOutcome => ({
  kind: 'booked',
  status: 'confirmed',
  supplierReference: booking.supplierReference,
  detail: booking,
});

async function bookLine(deps: AppDeps, order: CoreOrder, line: CoreLine): Promise<SupplierOutcome> {
  const d = await detailOf(deps.database.db, line.id);
  if (!d) return { kind: 'rejected', reason: 'The activity of this line is unknown.' };
  const supplier = activitySupplier(deps, line.supplierCode ?? '');
  if (!supplier) return { kind: 'rejected', reason: 'The supplier of this activity is not available.' };
  try {
    const booking = await withTimeout(
      supplier.book(
        {
          productCode: d.productCode ?? '',
          date: line.serviceDate,
          slotId: d.slot?.slotId ?? null,
          adults: d.adults,
          children: d.children,
          infants: d.infants,
        },
        line.id,
        order.leadName,
      ),
      supplierSettings(deps.env).timeoutMs,
      'book',
    );
    return booked(booking);
  } catch (err) {
    if (err instanceof SupplierRejected) return { kind: 'rejected', reason: err.message };
    return { kind: 'timeout' };
  }
}

/** Stores a supplier's e-tickets as sold tickets of the line, so documents treat them like ours. */
async function storeSupplierTickets(tx: DbOrTx, line: CoreLine, booking: SupplierBooking, at: Date) {
  if (booking.tickets.length === 0) return;
  const d = await detailOf(tx, line.id);
  if (!d) return;
  await tx
    .insert(attractionTickets)
    .values(
      booking.tickets.map((t) => ({
        activityId: d.activityId,
        ticketNo: t.ticketNo,
        ticketFor: t.ticketFor,
        validTill: line.serviceDate,
        status: 'sold' as const,
        reservedBy: line.id,
        soldAt: at,
      })),
    )
    .onConflictDoNothing();
}

const isSupplierBooking = (x: unknown): x is SupplierBooking =>
  typeof x === 'object' && x !== null && Array.isArray((x as SupplierBooking).tickets);

/** The VAT on a line's sub-agent markup, priced sub-line by sub-line at the activity's VAT rate. */
function markupVatOf(price: ActivityPrice, vatPercent: number): number {
  return price.lines.reduce(
    (sum, l) =>
      sum +
      subAgentMarkupVat(
        {
          net: l.breakdown.net,
          companyMarkup: l.breakdown.companyMarkup,
          subAgentMarkup: l.breakdown.subAgentMarkup,
        },
        vatPercent,
      ),
    0,
  );
}

/**
 * Attractions as a booking core product (guide 4a): one line per cart item. Own inventory lines
 * (e-tickets) are confirmed once paid and their tickets sold; booking-type lines are booked for
 * the company to confirm; API-connected lines are booked with their supplier (our line id as its
 * idempotency key).
 */
export const attractionProduct: BookingProduct<AttractionInput, AttractionDetail> = {
  product: 'attraction',
  referencePrefix: 'ATR',
  label: 'Attraction booking',

  async price(deps, buyer, input) {
    const { db } = deps.database;
    const now = deps.clock.now();
    // The suppliers are asked outside any transaction (slots of API-connected lines).
    const slots = await checkSupplierSlots(deps, input);
    const markups = await loadBuyerMarkups(deps.database, buyer);
    const isSub = buyer.role === 'sub-agent' && buyer.parentId !== null;
    const items: PricedItem[] = [];
    const changed: PriceChangedAnswer['prices'] = [];
    for (const [index, item] of input.items.entries()) {
      const found = await findActivity(db, item.activityId, item.date);
      if (!found) throw notFound('Activity');
      const { activity, attraction } = found;
      let price;
      try {
        price = priceSelection(attraction, activity, item, layersFor(markups, activity.id), now);
      } catch (err) {
        if (err instanceof AppError && input.items.length > 1)
          throw new AppError(err.code, `${activity.name}: ${err.message}`, err.details);
        throw err;
      }
      if (!expectedPriceMatches(item.expectedPrice, price.total, buyer.seesNetPrices ?? true))
        changed.push({
          index,
          activityId: activity.id,
          expectedPrice: item.expectedPrice,
          agentPrice: price.total.agentPrice,
          sellPrice: price.total.sellPrice,
        });
      const inventory = usesInventory(attraction, activity);
      items.push({
        item,
        activity,
        attraction,
        price,
        slot: slots.get(index),
        inventory,
        policy: policyOf(attraction),
      });
    }
    const lines: PricedLine[] = items.map((p) => {
      const t = p.price.total;
      const vatPercent = Number(p.activity.vatPercent);
      return {
        description: `${p.attraction.title} - ${p.activity.name}`,
        serviceDate: p.item.date,
        supplierCode: p.attraction.isApiConnected ? p.attraction.supplierCode : null,
        bookWithSupplier: p.attraction.isApiConnected,
        price: {
          net: t.net,
          companyMarkup: t.companyMarkup,
          subAgentMarkup: isSub ? t.subAgentMarkup : 0,
          vat: t.vat,
          subAgentMarkupVat: isSub ? markupVatOf(p.price, vatPercent) : 0,
          clientMarkup: t.clientMarkup,
          agentPrice: t.agentPrice,
          sellPrice: t.sellPrice,
          parentEarning: isSub ? t.subAgentMarkup : 0,
          breakdown: { ...t, usesInventory: p.inventory, vatPercent },
        },
        cancellationPolicy: feeLinesOf(p.policy, t.agentPrice, p.item.date, p.slot?.startTime ?? null, now),
      };
    });
    return {
      lines,
      payLaterUntil: null,
      title: items.map((p) => `${p.attraction.title} - ${p.activity.name}`).join(', '),
      searchText: [
        input.leadTraveller.name,
        input.leadTraveller.email,
        ...items.map((p) => p.attraction.title),
      ]
        .join(' ')
        .toLowerCase(),
      detail: {
        items,
        leadCountry: input.leadTraveller.country,
        changed:
          changed.length > 0
            ? {
                error: 'The price has changed since you saw it. Please review the new prices and confirm.',
                status: 409,
                code: 'PRICE_CHANGED',
                prices: changed,
              }
            : null,
      },
    };
  },

  priceChanged(priced) {
    return priced.detail.changed;
  },

  async reserve(deps, tx: Tx, order, lines, detail) {
    const until = order.holdExpiresAt ?? new Date(deps.clock.now().getTime() + TICKET_HOLD_MINUTES * 60_000);
    await tx.insert(attractionBookingLines).values(
      lines.map((line, i) => {
        const p = detail.items[i]!;
        return {
          lineId: line.id,
          orderId: order.id,
          attractionId: p.attraction.id,
          activityId: p.activity.id,
          bookingType: p.attraction.bookingType,
          isApiConnected: p.attraction.isApiConnected,
          usesInventory: p.inventory,
          productCode: p.activity.productCode ?? p.attraction.productCode,
          slot: p.slot
            ? { slotId: p.slot.slotId, startTime: p.slot.startTime, endTime: p.slot.endTime }
            : null,
          adults: p.item.adults,
          children: p.item.children,
          infants: p.item.infants,
          hours: p.activity.base === 'hourly' ? (p.item.hours ?? null) : null,
          transferType: p.item.transferType,
          isPromoAdded: p.item.isPromoAdded,
          ...storedPrice(p.price, Number(p.activity.vatPercent)),
          policy: p.policy,
          leadCountry: detail.leadCountry,
        };
      }),
    );
    // The e-tickets and the money commit together: a shortfall throws and rolls the order back.
    for (const [i, p] of detail.items.entries())
      if (p.inventory) await reserveLineTickets(tx, p.activity, p.item, lines[i]!.id, until);
  },

  book: bookLine,

  async get(deps, order, line) {
    // A line left pending_supplier was paid for: the booking is sent again (our line id keeps it
    // one booking at the supplier), as the attraction reconciler always did.
    if (line.status === 'pending_supplier') return bookLine(deps, order, line);
    const booking = await supplierBookingOf(deps, line.supplierCode, line.id);
    if (!booking) return null;
    if (booking.status !== 'confirmed') return { kind: 'rejected', reason: 'The supplier has no booking.' };
    return booked(booking);
  },

  async quoteCancellation(deps, _order, line, now) {
    const d = await detailOf(deps.database.db, line.id);
    if (!d) return { cancellable: false, reason: 'Unknown activity', policyFee: line.agentPrice };
    const q = quoteCancellation({
      policy: d.policy,
      amount: line.agentPrice,
      serviceDate: line.serviceDate,
      serviceTime: d.slot?.startTime ?? null,
      now,
    });
    if (!q.allowed)
      return {
        cancellable: false,
        reason: q.message ?? 'This booking can no longer be cancelled.',
        policyFee: line.agentPrice,
      };
    return { cancellable: true, policyFee: q.fee, supplierFee: null };
  },

  async cancelWithSupplier(deps, _order, line) {
    const d = await detailOf(deps.database.db, line.id);
    if (!d?.isApiConnected) return { supplierFee: 0 };
    const supplier = activitySupplier(deps, line.supplierCode ?? '');
    if (!supplier)
      throw new AppError('UNAVAILABLE', 'The supplier is not available right now; try again later');
    const booking = await supplierBookingOf(deps, line.supplierCode, line.id);
    if (booking?.status === 'confirmed')
      await withTimeout(supplier.cancel(line.id), supplierSettings(deps.env).timeoutMs, 'cancel');
    return { supplierFee: 0 };
  },

  async release(_deps, tx, _order, line) {
    const d = await detailOf(tx, line.id);
    // A supplier's e-tickets never belonged to our inventory; ours go back to it.
    if (d?.isApiConnected) await deleteLineTickets(tx, line.id);
    else await releaseTickets(tx, [line.id]);
  },

  ownLineStatus(line) {
    return (line.breakdown as { usesInventory?: boolean }).usesInventory ? 'confirmed' : 'booked';
  },

  async onLineBooked(deps, tx, _order, line, outcome) {
    const at = deps.clock.now();
    if (isSupplierBooking(outcome.detail)) await storeSupplierTickets(tx, line, outcome.detail, at);
    else await sellTickets(tx, [line.id], at);
  },

  async completionMail(_deps, tx, order) {
    const loaded = await loadOrder(tx, order.id);
    if (loaded) await enqueueOrderConfirmation(tx, loaded, loaded.lines);
  },

  texts: {
    notBooked:
      'The booking was interrupted before the supplier confirmed it; nothing was charged. Please book again.',
    supplierRejected: (reason) => `Supplier: ${reason} The line was refunded.`,
  },

  async voucher(deps, order, _lines, view, language) {
    return (await ticketsDocument(deps, order.agentId, order.id, view, language)).pdf;
  },
};

registerBookingProduct(attractionProduct);
