import { bookedByNames } from '../../bookings/core/booked-by.ts';
import { formatMoney } from '@portal/domain';
import type { FlightBookingDto, FlightOrderRowDto, OrderAgencyDto } from '@portal/contracts';
import type { DbOrTx } from '@portal/db';
import {
  branchActions,
  creditNoteDtos,
  eventsOf,
  hasInvoice,
  orderAgency,
  seenLine,
  type CoreLine,
  type CoreOrder,
} from '../../bookings/core/index.ts';
import { fareRulesDto } from './fare-rules.ts';
import { bookingOfOrder, fareOf, journeysOf, type FlightBookingRow } from './repository.ts';

type OrderStatus = FlightBookingDto['status'];
type Method = FlightBookingDto['paymentMethod'];

const LIVE = ['booked', 'confirmed'];

function actions(order: CoreOrder, line: CoreLine, row: FlightBookingRow, now: Date) {
  const live = LIVE.includes(line.status) && order.status === 'completed';
  return branchActions(order, {
    ticket: live,
    invoice: hasInvoice(order) && order.paidAt !== null,
    cancel: live && now < row.firstDepartureAt,
  });
}

/** What was paid and refunded, as the core's order and line record it (the ledger's entries). */
function payments(order: CoreOrder, line: CoreLine): FlightBookingDto['payments'] {
  const out: FlightBookingDto['payments'] = [];
  if (!order.paidAt) return out;
  const method: 'wallet' | 'card' = order.paidWith === 'card' ? 'card' : 'wallet';
  out.push({
    kind: 'payment',
    method,
    amount: order.totalAgentPrice + (method === 'card' ? order.cardFee : 0),
    at: order.paidAt.toISOString(),
    note: method === 'card' && order.cardFee ? `Card fee ${formatMoney(order.cardFee)}` : null,
  });
  if (line.status === 'cancelled' && line.refundAmount)
    out.push({
      kind: 'refund',
      method: 'wallet',
      amount: line.refundAmount,
      at: (line.cancelledAt ?? line.updatedAt).toISOString(),
      note: `Cancellation fee ${formatMoney(line.cancellationFee ?? 0)}`,
    });
  if (line.status === 'failed')
    out.push({
      kind: 'refund',
      method: 'wallet',
      amount: line.agentPrice,
      at: line.updatedAt.toISOString(),
      note: line.statusReason,
    });
  return out;
}

/** One flight order as its agent sees it: the agent's prices, never the net or the company markup. */
export async function flightBookingView(db: DbOrTx, order: CoreOrder, now: Date): Promise<FlightBookingDto> {
  const found = await bookingOfOrder(db, order.id);
  if (!found) throw new Error(`Flight order ${order.id} has no flight booking`);
  const { booking: row, offerId } = found;
  const line = seenLine(order, found.line);
  const events = await eventsOf(db, order.id);
  const bookedBy = (await bookedByNames(db, [order])).get(order.id) ?? null;
  return {
    _id: order.id,
    agency: await orderAgency(db, order),
    referenceNumber: order.referenceNumber,
    agentReferenceNumber: order.agentReferenceNumber,
    status: order.status as OrderStatus,
    ticketStatus: line.status,
    paymentMethod: order.paymentMethod as Method,
    pnr: row.pnr,
    tripType: row.tripType,
    offer: {
      offerId: offerId ?? row.selectionId,
      carrier: row.carrier,
      carrierName: row.carrierName,
      journeys: journeysOf(row),
    },
    fareRules: fareRulesDto(fareOf(row), row.firstDepartureAt),
    passengers: row.passengers,
    addons: row.addons,
    contact: row.contact,
    currency: 'AED',
    price: {
      fare: row.farePrice,
      addons: row.addons.total,
      agentPrice: line.agentPrice,
      sellPrice: line.sellPrice,
      clientMarkup: line.clientMarkup,
      subAgentMarkup: line.subAgentMarkup,
      vat: line.vat,
      cardFee: order.cardFee,
    },
    payments: payments(order, line),
    statusReason: line.statusReason ?? order.statusReason,
    cancellation:
      line.cancelledAt && line.refundAmount !== null
        ? {
            fee: line.cancellationFee ?? 0,
            refund: line.refundAmount,
            cancelledAt: line.cancelledAt.toISOString(),
          }
        : null,
    invoiceNumber: order.invoiceNumber,
    creditNotes: await creditNoteDtos(db, order.id),
    createdAt: order.createdAt.toISOString(),
    timeline: events.map((e) => ({ status: e.status, note: e.note, at: e.at.toISOString() })),
    bookedBy,
    actions: actions(order, line, row, now),
  };
}

export async function flightOrderRow(
  db: DbOrTx,
  order: CoreOrder,
  now: Date,
  agency: OrderAgencyDto,
  bookedBy: string | null = null,
): Promise<FlightOrderRowDto> {
  const found = await bookingOfOrder(db, order.id);
  if (!found) throw new Error(`Flight order ${order.id} has no flight booking`);
  const { booking: row } = found;
  const line = seenLine(order, found.line);
  const lead = row.passengers[0];
  return {
    _id: order.id,
    agency,
    referenceNumber: order.referenceNumber,
    agentReferenceNumber: order.agentReferenceNumber,
    pnr: row.pnr,
    status: order.status as OrderStatus,
    ticketStatus: line.status,
    route: row.route,
    carrierName: row.carrierName,
    leadPassenger: lead ? `${lead.firstName} ${lead.lastName}` : '',
    passengers: row.passengers.length,
    departureDate: order.serviceDate,
    returnDate: row.returnDate,
    agentPrice: order.totalAgentPrice,
    sellPrice: order.totalSellPrice,
    createdAt: order.createdAt.toISOString(),
    bookedBy,
    actions: actions(order, line, row, now),
  };
}
