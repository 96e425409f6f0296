import { bookedByNames } from '../bookings/core/booked-by.ts';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gte, ilike, lte, sql, type SQL } from 'drizzle-orm';
import type {
  A2aCancelQuoteAnswer,
  A2aOrderDto,
  A2aOrderRowDto,
  A2aOrdersAnswer,
  a2aOrdersQuery,
  a2aPassengerUpdateBody,
} from '@portal/contracts';
import { a2aPassengers, agents, bookingOrders, type DbOrTx } from '@portal/db';
import { beforeDeadline, type Language } from '@portal/domain';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { IdempotencyRequest } from '../../lib/idempotency.ts';
import { sheetBuffer } from '../../lib/spreadsheet.ts';
import type { Buyer, CoreLine, CoreOrder } from '../bookings/core/product.ts';
import { addEvent, eventsOf, linesOfOrder } from '../bookings/core/repository.ts';
import { agencyScope, listedAgencies, type Access } from '../../policy/index.ts';
import {
  asSeenBy,
  cancelBooking,
  createBooking,
  isBranchView,
  orderAgency,
  orderLines,
  ownedOrder,
  quoteCancel,
  type CardPages,
} from '../bookings/core/index.ts';
import { unitPrices } from './a2a.catalogue.ts';
import { loadA2aMarkups } from './a2a.markups.ts';
import { a2aProduct, type A2aInput } from './a2a.product.ts';
import { passengersOfOrder, ticketById, type PassengerRow } from './a2a.repository.ts';
import { deadlineRefusal, ticketDeadline, ticketDto } from './a2a.view.ts';

export const A2A_CARD_PAGES: CardPages = {
  success: (orderId) => `/a2a/order/${orderId}?payment=success`,
  failure: (orderId) => `/a2a/order/${orderId}?payment=failed`,
};

type OrdersQuery = z.output<typeof a2aOrdersQuery>;
type UpdateBody = z.output<typeof a2aPassengerUpdateBody>;

function passengerDto(p: PassengerRow, line: CoreLine | undefined): A2aOrderDto['passengers'][number] {
  return {
    _id: p.lineId,
    passengerNo: p.passengerNo,
    title: p.title,
    firstName: p.firstName,
    lastName: p.lastName,
    code: p.code,
    phoneNumber: p.phoneNumber,
    reference: p.reference,
    nationality: p.nationality,
    passportNo: p.passportNo,
    isInfant: p.isInfant,
    infantDetails: p.isInfant
      ? {
          title: p.infantTitle ?? '',
          firstName: p.infantFirstName ?? '',
          lastName: p.infantLastName ?? '',
          passportNo: p.infantPassportNo ?? '',
        }
      : null,
    status: line?.status ?? 'pending',
    amount: line?.agentPrice ?? 0,
    cancellationFee: line?.cancellationFee ?? null,
    refundAmount: line?.refundAmount ?? null,
    changes: p.changes,
  };
}

export function a2aOrders(deps: AppDeps) {
  const { db } = deps.database;

  async function view(order: CoreOrder, buyer: Buyer | null): Promise<A2aOrderDto> {
    const [lines, passengers, events, agency, bookedBy] = await Promise.all([
      orderLines(db, order),
      passengersOfOrder(db, order.id),
      eventsOf(db, order.id),
      orderAgency(db, order),
      bookedByNames(db, [order]),
    ]);
    const ticketId = passengers[0]?.ticketId;
    const found = ticketId ? await ticketById(db, ticketId) : null;
    if (!found) throw notFound('Order');
    const byLine = new Map(lines.map((l) => [l.id, l]));
    const now = deps.clock.now();
    const markups = await loadA2aMarkups(
      deps.database,
      buyer ?? { agentId: order.agentId, role: 'reseller', parentId: null },
    );
    const paid = order.status === 'completed' || order.status === 'cancelled';
    return {
      _id: order.id,
      agency,
      bookedBy: bookedBy.get(order.id) ?? null,
      referenceNumber: order.referenceNumber,
      agentReferenceNumber: order.agentReferenceNumber,
      status: order.status,
      paymentMethod: order.paymentMethod,
      ticket: ticketDto(found.ticket, found.sector, unitPrices(markups, found), now),
      pnrNo: paid ? found.ticket.pnrNo : null,
      noOfTravellers: passengers.length,
      currency: 'AED',
      price: {
        agentPrice: order.totalAgentPrice,
        sellPrice: order.totalSellPrice,
        markup: order.totalSellPrice - order.totalAgentPrice,
        cardFee: order.cardFee,
      },
      passengers: passengers.map((p) => passengerDto(p, byLine.get(p.lineId))),
      canChange:
        !isBranchView(order) &&
        order.status === 'completed' &&
        beforeDeadline(now, {
          departureAt: found.ticket.departureAt,
          deadlineHours: found.ticket.deadlineHours,
        }),
      createdAt: order.createdAt.toISOString(),
      timeline: events.map((e) => ({ status: e.status, note: e.note, at: e.at.toISOString() })),
    };
  }

  async function owned(buyer: Buyer, orderId: string, access: Access = 'write'): Promise<CoreOrder> {
    return ownedOrder(deps, 'a2a', buyer, orderId, access);
  }

  async function ownedPassenger(buyer: Buyer, orderId: string, passengerId: string) {
    const order = await owned(buyer, orderId);
    const line = (await linesOfOrder(db, order.id)).find((l) => l.id === passengerId);
    if (!line) throw notFound('Passenger');
    return { order, line };
  }

  return {
    view: async (buyer: Buyer, orderId: string) => view(await owned(buyer, orderId, 'read'), buyer),

    async create(buyer: Buyer, idem: IdempotencyRequest, input: A2aInput, siteOrigin: string | null) {
      const [agent] = await db
        .select({ email: agents.email })
        .from(agents)
        .where(eq(agents.id, buyer.agentId));
      const lead = input.passengerDetails[0]!;
      const answer = await createBooking(deps, a2aProduct, idem, {
        buyer,
        input,
        paymentMethod: input.paymentMethod,
        expectedPrice: input.expectedPrice,
        agentReferenceNumber: input.agentReferenceNumber || `A2A-${randomUUID().slice(0, 8).toUpperCase()}`,
        lead: {
          name: `${lead.title} ${lead.firstName} ${lead.lastName}`,
          email: agent?.email ?? '',
          phone: `${lead.code} ${lead.phoneNumber}`.trim(),
        },
        siteOrigin,
        pages: A2A_CARD_PAGES,
      });
      return answer;
    },

    async list(buyer: Buyer, q: OrdersQuery): Promise<A2aOrdersAnswer> {
      const where = orderFilter(buyer, q);
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(bookingOrders)
          .where(where)
          .orderBy(desc(bookingOrders.createdAt))
          .offset(q.skip)
          .limit(q.limit),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(bookingOrders)
          .where(where),
      ]);
      return { a2aOrders: await rowsOf(db, buyer, rows), totalA2aOrders: count?.n ?? 0 };
    },

    async sheet(buyer: Buyer, q: OrdersQuery): Promise<Buffer> {
      const rows = await db
        .select()
        .from(bookingOrders)
        .where(orderFilter(buyer, q))
        .orderBy(desc(bookingOrders.createdAt))
        .limit(5000);
      const dto = await rowsOf(db, buyer, rows);
      return sheetBuffer({
        name: 'A2A orders',
        columns: [
          { header: 'Reference', key: 'ref', width: 18 },
          { header: 'Agency', key: 'agency', width: 24 },
          { header: 'Your reference', key: 'agentRef', width: 16 },
          { header: 'Status', key: 'status', width: 12 },
          { header: 'Sector', key: 'sector', width: 12 },
          { header: 'Onward', key: 'onward', width: 12 },
          { header: 'Return', key: 'ret', width: 12 },
          { header: 'Airline', key: 'airline', width: 22 },
          { header: 'Lead passenger', key: 'lead', width: 26 },
          { header: 'Travellers', key: 'pax', width: 10 },
          { header: 'Cancelled', key: 'cancelled', width: 10 },
          { header: 'Price (AED)', key: 'price', width: 14, numFmt: '#,##0.00' },
          { header: 'Client price (AED)', key: 'sell', width: 16, numFmt: '#,##0.00' },
          { header: 'Booked on', key: 'created', width: 20 },
        ],
        rows: dto.map((r) => ({
          ref: r.referenceNumber,
          agency: r.agency?.name ?? 'Own',
          agentRef: r.agentReferenceNumber,
          status: r.status,
          sector: r.sector,
          onward: r.onwardDate,
          ret: r.returnDate,
          airline: r.airline,
          lead: r.leadPassenger,
          pax: r.noOfTravellers,
          cancelled: r.cancelledPassengers,
          price: r.agentPrice / 100,
          sell: r.sellPrice / 100,
          created: new Date(r.createdAt),
        })),
      });
    },

    async quote(buyer: Buyer, orderId: string, passengerId: string): Promise<A2aCancelQuoteAnswer> {
      const { order, line } = await ownedPassenger(buyer, orderId, passengerId);
      const q = await quoteCancel(deps, a2aProduct, buyer.agentId, order.id, [line.id]);
      const deadline = await deadlineOf(line);
      return {
        allowed: q.allowed,
        message: q.message,
        deadline: deadline.toISOString(),
        paid: line.agentPrice,
        fee: q.fee,
        refund: q.refund,
      };
    },

    async cancel(buyer: Buyer, idem: IdempotencyRequest, orderId: string, passengerId: string) {
      const { order, line } = await ownedPassenger(buyer, orderId, passengerId);
      if (line.status === 'cancelled') throw new AppError('CONFLICT', 'This passenger is already cancelled.');
      return cancelBooking(deps, a2aProduct, idem, {
        agentId: buyer.agentId,
        orderId: order.id,
        remark: 'Passenger cancelled by the agent',
        actor: `agent:${buyer.agentId}`,
        userId: buyer.userId ?? null,
        lineIds: [line.id],
      });
    },

    /** A name or passport change before the deadline; refused after it with the deadline shown. */
    async update(buyer: Buyer, orderId: string, passengerId: string, body: UpdateBody): Promise<A2aOrderDto> {
      const { order, line } = await ownedPassenger(buyer, orderId, passengerId);
      const now = deps.clock.now();
      await db.transaction(async (tx) => {
        const [p] = await tx
          .select()
          .from(a2aPassengers)
          .where(eq(a2aPassengers.lineId, line.id))
          .for('update');
        if (!p) throw notFound('Passenger');
        const found = await ticketById(tx, p.ticketId);
        if (!found) throw notFound('Passenger');
        if (order.status !== 'completed' || !['booked', 'confirmed'].includes(line.status))
          throw new AppError('CONFLICT', 'Only a booked passenger can be changed.');
        const input = { departureAt: found.ticket.departureAt, deadlineHours: found.ticket.deadlineHours };
        if (!beforeDeadline(now, input)) {
          const refusal = deadlineRefusal(found.ticket, 'change');
          throw new AppError('CONFLICT', refusal.reason, refusal.said);
        }
        if (body.infantDetails && !p.isInfant)
          throw new AppError('BAD_REQUEST', 'This passenger travels without an infant.');
        const inf = body.infantDetails ?? {};
        await tx
          .update(a2aPassengers)
          .set({
            title: body.title ?? p.title,
            firstName: body.firstName ?? p.firstName,
            lastName: body.lastName ?? p.lastName,
            passportNo: body.passportNo?.toUpperCase() ?? p.passportNo,
            infantTitle: inf.title ?? p.infantTitle,
            infantFirstName: inf.firstName ?? p.infantFirstName,
            infantLastName: inf.lastName ?? p.infantLastName,
            infantPassportNo: inf.passportNo?.toUpperCase() ?? p.infantPassportNo,
            changes: p.changes + 1,
            updatedAt: now,
          })
          .where(eq(a2aPassengers.lineId, p.lineId));
        const before = `${p.firstName} ${p.lastName} (${p.passportNo})`;
        const after = `${body.firstName ?? p.firstName} ${body.lastName ?? p.lastName} (${body.passportNo?.toUpperCase() ?? p.passportNo})`;
        await addEvent(tx, {
          orderId: order.id,
          lineId: line.id,
          status: 'passenger changed',
          note: `Passenger ${p.passengerNo}: ${before} -> ${after}`,
          actor: `agent:${buyer.agentId}`,
          at: now,
        });
      });
      return view(await ownedOrder(deps, 'a2a', buyer.agentId, order.id), buyer);
    },

    async ticketsPdf(
      buyer: Buyer,
      orderId: string,
      passengerId: string | undefined,
      language: Language,
    ): Promise<{ pdf: Buffer; name: string }> {
      const order = await owned(buyer, orderId, 'read');
      if (order.status !== 'completed' && order.status !== 'cancelled')
        throw new AppError('CONFLICT', 'Tickets are issued once the booking is paid.');
      const lines = (await orderLines(db, order)).filter((l) => !passengerId || l.id === passengerId);
      if (lines.length === 0) throw notFound('Passenger');
      const pdf = await a2aProduct.voucher!(deps, order, lines, 'client', language);
      const name = passengerId
        ? `${order.referenceNumber}-${lines[0]!.lineNo}.pdf`
        : `${order.referenceNumber}.pdf`;
      return { pdf, name };
    },
  };

  async function deadlineOf(line: CoreLine): Promise<Date> {
    const p = (await passengersOfOrder(db, line.orderId)).find((x) => x.lineId === line.id);
    const found = p ? await ticketById(db, p.ticketId) : null;
    return found ? ticketDeadline(found.ticket) : new Date(0);
  }
}

function orderFilter(buyer: Buyer, q: OrdersQuery): SQL | undefined {
  const parts: SQL[] = [
    eq(bookingOrders.product, 'a2a'),
    agencyScope(buyer, bookingOrders.agentId, q.agency),
  ];
  if (q.status) parts.push(eq(bookingOrders.status, q.status));
  if (q.bookedBy) parts.push(eq(bookingOrders.bookedBy, q.bookedBy));
  if (q.referenceNumber)
    parts.push(ilike(bookingOrders.referenceNumber, `%${escapeLike(q.referenceNumber)}%`));
  if (q.passengerName)
    parts.push(ilike(bookingOrders.searchText, `%${escapeLike(q.passengerName.toLowerCase())}%`));
  if (q.travelFrom) parts.push(gte(bookingOrders.serviceDate, q.travelFrom));
  if (q.travelTo) parts.push(lte(bookingOrders.serviceDate, q.travelTo));
  return and(...parts);
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

async function rowsOf(db: DbOrTx, buyer: Buyer, found: CoreOrder[]): Promise<A2aOrderRowDto[]> {
  const out: A2aOrderRowDto[] = [];
  const agencyOf = await listedAgencies(
    db,
    buyer,
    found.map((o) => o.agentId),
  );
  const bookedBy = await bookedByNames(db, found);
  for (const o of found.map((row) => asSeenBy(buyer, row))) {
    const [passengers, lines] = await Promise.all([passengersOfOrder(db, o.id), linesOfOrder(db, o.id)]);
    const found = passengers[0] ? await ticketById(db, passengers[0].ticketId) : null;
    const lead = passengers[0];
    out.push({
      _id: o.id,
      agency: agencyOf(o.agentId),
      referenceNumber: o.referenceNumber,
      agentReferenceNumber: o.agentReferenceNumber,
      status: o.status,
      sector: found ? `${found.sector.airportFrom}-${found.sector.airportTo}` : '',
      onwardDate: o.serviceDate,
      returnDate: o.serviceEndDate,
      airline: found?.ticket.onwardAirline ?? '',
      leadPassenger: lead ? `${lead.title} ${lead.firstName} ${lead.lastName}` : o.leadName,
      noOfTravellers: passengers.length,
      cancelledPassengers: lines.filter((l) => l.status === 'cancelled').length,
      agentPrice: o.totalAgentPrice,
      sellPrice: o.totalSellPrice,
      createdAt: o.createdAt.toISOString(),
      bookedBy: bookedBy.get(o.id) ?? null,
    });
  }
  return out;
}
