import { inArray } from 'drizzle-orm';
import type { HotelOrderDto, HotelOrderRowDto } from '@portal/contracts';
import { hotelBookingDetails, type DbOrTx } from '@portal/db';
import {
  BOARD_NAMES,
  daysBetween,
  cancellationLineText,
  toMajor,
  type HotelCancellationType,
} from '@portal/domain';
import type { AppDeps } from '../../../deps.ts';
import { listedAgencies, type AgentRef } from '../../../policy/index.ts';
import {
  branchActions,
  bookedByNames,
  creditNoteDtos,
  eventsOf,
  linesOfOrder,
  orderAgency,
  orderLines,
  type CoreLine,
  type CoreOrder,
} from '../../bookings/core/index.ts';
import { hotelRecord, hotelSummary } from './holds.ts';

type DetailRow = typeof hotelBookingDetails.$inferSelect;

export async function detailsOf(db: DbOrTx, orderIds: string[]): Promise<Map<string, DetailRow>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(hotelBookingDetails)
    .where(inArray(hotelBookingDetails.orderId, orderIds));
  return new Map(rows.map((r) => [r.orderId, r]));
}

function actionsOf(order: CoreOrder, line: CoreLine | undefined, now: Date) {
  const active = line?.status === 'booked' || line?.status === 'confirmed';
  return branchActions(order, {
    voucher: active && (order.status === 'completed' || order.status === 'unpaid'),
    invoice: order.invoiceNumber !== null,
    pay: order.status === 'unpaid' && order.payBy !== null && order.payBy > now && active,
    cancel: active && (order.status === 'completed' || order.status === 'unpaid'),
  });
}

/** `12/03/2026 00:00` from a hotel-local `2026-03-12T00:00`. */
export async function hotelOrderDto(deps: AppDeps, order: CoreOrder): Promise<HotelOrderDto> {
  const { db } = deps.database;
  const [lines, events, details, creditNotes, agency] = await Promise.all([
    orderLines(db, order),
    eventsOf(db, order.id),
    detailsOf(db, [order.id]),
    creditNoteDtos(db, order.id),
    orderAgency(db, order),
  ]);
  const bookedBy = (await bookedByNames(db, [order])).get(order.id) ?? null;
  const line = lines[0];
  const d = details.get(order.id);
  if (!line || !d) throw new Error(`hotel order ${order.id} has no line`);
  const hotel = await hotelRecord(db, d.hotelId);
  const policies = d.cancellationLines as {
    from: string;
    fromLocal: string;
    timeZone: string;
    fee: number;
  }[];
  const guests = d.guests as unknown as {
    title: string;
    firstName: string;
    lastName: string;
    gender?: string;
    type: 'adult' | 'child';
    age: number | null;
  }[][];
  return {
    _id: order.id,
    referenceNumber: order.referenceNumber,
    agentReferenceNumber: order.agentReferenceNumber,
    agency,
    status: order.status,
    bookingStatus: line.status,
    paymentMethod: order.paymentMethod,
    paidWith: order.paidWith,
    hotel: hotelSummary(hotel),
    roomType: { id: d.roomTypeId, name: hotel.roomTypes.find((r) => r.id === d.roomTypeId)?.name ?? '' },
    boardCode: d.boardCode,
    boardName: BOARD_NAMES[d.boardCode],
    rateName: d.rateName,
    source: d.source,
    fromDate: d.fromDate,
    toDate: d.toDate,
    noOfNights: d.nights,
    roomPaxes: d.rooms,
    guests: guests.map((room) =>
      room.map((g) => ({
        title: g.title,
        firstName: g.firstName,
        lastName: g.lastName,
        gender: g.gender ?? null,
        type: g.type,
        age: g.age ?? null,
      })),
    ),
    nationality: d.nationality,
    specialRequests: d.specialRequests,
    contact: { name: order.leadName, email: order.leadEmail, phone: order.leadPhone },
    confirmationNumber: line.confirmationNumber,
    currency: 'AED',
    price: {
      agentPrice: order.totalAgentPrice,
      sellPrice: order.totalSellPrice,
      clientMarkup: line.clientMarkup,
      subAgentMarkup: line.subAgentMarkup,
      vat: order.totalVat,
      cardFee: order.cardFee,
    },
    cancellationType: d.cancellationType as HotelCancellationType,
    cancellationPolicies: policies.map((p) => ({
      from: p.from,
      fromLocal: p.fromLocal,
      timeZone: p.timeZone,
      fee: p.fee,
      feeMajor: toMajor(p.fee),
      text: cancellationLineText(p, p.fee),
    })),
    lastDateForPayment: order.status === 'unpaid' && order.payBy ? order.payBy.toISOString() : null,
    statusReason: order.statusReason ?? line.statusReason,
    cancellation:
      line.cancelledAt && line.refundAmount !== null
        ? {
            fee: line.cancellationFee ?? 0,
            refund: line.refundAmount,
            cancelledAt: line.cancelledAt.toISOString(),
          }
        : null,
    invoiceNumber: order.invoiceNumber,
    creditNotes,
    createdAt: order.createdAt.toISOString(),
    bookedBy,
    timeline: events.map((e) => ({ status: e.status, note: e.note, at: e.at.toISOString() })),
    actions: actionsOf(order, line, deps.clock.now()),
  };
}

export async function hotelOrderRows(
  deps: AppDeps,
  caller: AgentRef,
  orders: CoreOrder[],
): Promise<HotelOrderRowDto[]> {
  const { db } = deps.database;
  const agencyOf = await listedAgencies(
    db,
    caller,
    orders.map((o) => o.agentId),
  );
  const details = await detailsOf(
    db,
    orders.map((o) => o.id),
  );
  const bookedBy = await bookedByNames(db, orders);
  const out: HotelOrderRowDto[] = [];
  for (const order of orders) {
    const d = details.get(order.id);
    const lines = await linesOfOrder(db, order.id);
    const line = lines[0];
    const guests = (d?.guests ?? []) as unknown as { firstName: string; lastName: string }[][];
    const lead = guests[0]?.[0];
    const [hotelName = order.title, roomTypeName = ''] = order.title.split(' - ');
    out.push({
      _id: order.id,
      referenceNumber: order.referenceNumber,
      agentReferenceNumber: order.agentReferenceNumber,
      agency: agencyOf(order.agentId),
      status: order.status,
      bookingStatus: line?.status ?? 'pending',
      paymentMethod: order.paymentMethod,
      hotelName,
      roomTypeName,
      leadGuest: lead ? `${lead.firstName} ${lead.lastName}` : order.leadName,
      fromDate: d?.fromDate ?? order.serviceDate,
      toDate: d?.toDate ?? order.serviceEndDate ?? order.serviceDate,
      noOfNights: d?.nights ?? daysBetween(order.serviceDate, order.serviceEndDate ?? order.serviceDate),
      rooms: d?.rooms.length ?? 1,
      agentPrice: order.totalAgentPrice,
      sellPrice: order.totalSellPrice,
      lastDateForPayment: order.status === 'unpaid' && order.payBy ? order.payBy.toISOString() : null,
      confirmationNumber: line?.confirmationNumber ?? null,
      createdAt: order.createdAt.toISOString(),
      bookedBy: bookedBy.get(order.id) ?? null,
      actions: actionsOf(order, line, deps.clock.now()),
    });
  }
  return out;
}
