import type { OrderActions, OrderDto, OrderLineDto, PublicOrderAnswer } from '@portal/contracts';
import { bookedByNames } from '../bookings/core/booked-by.ts';
import type { DbOrTx } from '@portal/db';
import type { LineWithNames, OrderWithLines } from './orders.repository.ts';
import { ticketsOfLines } from './tickets.ts';

type TicketView = Awaited<ReturnType<typeof ticketsOfLines>>[number];

const iso = (d: Date) => d.toISOString();

/**
 * Orders whose tax invoice exists: completed (numbered by the booking core) or cancelled after it.
 * A `processing` order is paid but awaits a supplier's answer: no invoice until it completes.
 */
export const INVOICED_STATUSES: readonly OrderDto['status'][] = ['completed', 'cancelled'];
/** Card orders that can be paid again (their payment failed or ran out of time). */
export const PAY_AGAIN_STATUSES: readonly OrderDto['status'][] = ['failed', 'expired'];
/** Lines a traveller voucher is issued for. */
export const VOUCHER_LINE_STATUSES: readonly OrderLineDto['status'][] = ['confirmed', 'booked'];

/**
 * What exists for an order right now, so pages offer only that: the invoice once paid, e-tickets
 * once issued, vouchers for confirmed or booked lines; a failed or expired card order can be paid
 * again or discarded (an open card payment can be discarded too).
 */
export function orderActions(
  order: { status: OrderDto['status']; paymentMethod: OrderDto['paymentMethod'] },
  facts: { ticketsIssued: boolean; voucherLines: boolean },
): OrderActions {
  const card = order.paymentMethod === 'card';
  return {
    invoice: INVOICED_STATUSES.includes(order.status),
    tickets: facts.ticketsIssued,
    vouchers: facts.voucherLines,
    payAgain: card && PAY_AGAIN_STATUSES.includes(order.status),
    discard: card && [...PAY_AGAIN_STATUSES, 'pending_payment'].includes(order.status),
  };
}

function lineDto(line: LineWithNames, tickets: TicketView[]): OrderLineDto {
  return {
    _id: line.id,
    lineNo: line.lineNo,
    status: line.status,
    attraction: { _id: line.attractionId, title: line.attractionTitle, image: line.attractionImage },
    activity: { _id: line.activityId, name: line.activityName, base: line.activityBase },
    bookingType: line.bookingType,
    isApiConnected: line.isApiConnected,
    date: line.serviceDate,
    slot: line.slot ?? null,
    adults: line.adults,
    children: line.children,
    infants: line.infants,
    hours: line.hours,
    transferType: line.transferType,
    vehiclePlan: line.vehiclePlan
      ? {
          vehicles: line.vehiclePlan.vehicles.map((v) => ({
            _id: v.id,
            name: v.name,
            capacity: v.capacity,
            count: v.count,
          })),
          vehicleCount: line.vehiclePlan.vehicleCount,
          seats: line.vehiclePlan.seats,
        }
      : null,
    isPromoAdded: line.isPromoAdded,
    price: {
      subAgentMarkup: line.subAgentMarkup,
      vat: line.vat,
      promo: line.promo,
      clientMarkup: line.clientMarkup,
      agentPrice: line.agentPrice,
      sellPrice: line.sellPrice,
    },
    tickets:
      line.status === 'confirmed'
        ? tickets
            .filter((t) => t.lineId === line.id && t.status === 'sold')
            .map((t) => ({ ticketNo: t.ticketNo, ticketFor: t.ticketFor, validTill: t.validTill }))
        : [],
    confirmationNumber: line.confirmationNumber,
    statusReason: line.statusReason,
    cancellation:
      line.cancelledAt && line.cancellationFee !== null && line.refundAmount !== null
        ? { fee: line.cancellationFee, refund: line.refundAmount, cancelledAt: iso(line.cancelledAt) }
        : null,
  };
}

const leadTravellerOf = (order: OrderWithLines) => ({
  name: order.leadName,
  email: order.leadEmail,
  phone: order.leadPhone,
  country: order.leadCountry,
});

export async function orderDtoOf(db: DbOrTx, order: OrderWithLines): Promise<OrderDto> {
  const tickets = await ticketsOfLines(
    db,
    order.lines.map((l) => l.id),
  );
  const lines = order.lines.map((l) => lineDto(l, tickets));
  const bookedBy = (await bookedByNames(db, [order])).get(order.id) ?? null;
  return {
    _id: order.id,
    agency: null,
    bookedBy,
    referenceNumber: order.referenceNumber,
    agentReferenceNumber: order.agentReferenceNumber,
    status: order.status,
    paymentMethod: order.paymentMethod,
    leadTraveller: leadTravellerOf(order),
    lines,
    currency: 'AED',
    totalAgentPrice: order.totalAgentPrice,
    totalSellPrice: order.totalSellPrice,
    totalVat: order.totalVat,
    cardFee: order.cardFee,
    holdExpiresAt:
      order.status === 'pending_payment' && order.holdExpiresAt ? iso(order.holdExpiresAt) : null,
    createdAt: iso(order.createdAt),
    actions: orderActions(order, {
      ticketsIssued: lines.some((l) => l.tickets.length > 0),
      voucherLines: lines.some((l) => VOUCHER_LINE_STATUSES.includes(l.status)),
    }),
  };
}

/**
 * The public order (no token): sell-side amounts only, no cost, markup or ledger internals, and of the
 * lead traveller only the name.
 */
export async function publicOrderOf(db: DbOrTx, order: OrderWithLines): Promise<PublicOrderAnswer> {
  const tickets = await ticketsOfLines(
    db,
    order.lines.map((l) => l.id),
  );
  return {
    _id: order.id,
    referenceNumber: order.referenceNumber,
    status: order.status,
    leadTraveller: { name: order.leadName },
    currency: 'AED',
    totalAmount: order.totalSellPrice,
    createdAt: iso(order.createdAt),
    activities: order.lines.map((l) => ({
      _id: l.id,
      status: l.status,
      attraction: { _id: l.attractionId, title: l.attractionTitle, image: l.attractionImage },
      activity: { _id: l.activityId, name: l.activityName },
      date: l.serviceDate,
      adultsCount: l.adults,
      childrenCount: l.children,
      infantCount: l.infants,
      transferType: l.transferType,
      amount: l.sellPrice,
      confirmationNumber: l.confirmationNumber,
      ticketCount: tickets.filter((t) => t.lineId === l.id && t.status === 'sold').length,
    })),
  };
}
