import { and, asc, desc, eq, gte, ilike, or, sql, type SQL } from 'drizzle-orm';
import type {
  A2aAdminPassengerDto,
  A2aAdminTicketDto,
  AdminA2aTicketPage,
  a2aAdminTicketBody,
} from '@portal/contracts';
import {
  a2aPassengers,
  a2aSectors,
  a2aTickets,
  agents,
  bookingLines,
  bookingOrders,
  seedAirport,
} from '@portal/db';
import { daysBetween, plainDateIn, zonedDateTimeToInstant } from '@portal/domain';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import { recordAudit, type ActingAs } from '../../audit/index.ts';

type TicketBody = z.output<typeof a2aAdminTicketBody>;

function airport(iata: string) {
  try {
    return seedAirport(iata);
  } catch {
    throw badRequest(`Unknown airport ${iata}`);
  }
}

function adminTicket(
  t: typeof a2aTickets.$inferSelect,
  s: typeof a2aSectors.$inferSelect,
): A2aAdminTicketDto {
  return {
    _id: t.id,
    sector: `${s.airportFrom}-${s.airportTo}`,
    onwardDate: t.onwardDate,
    flight: t.onwardFlightNo,
    airline: t.onwardAirline,
    departureTime: t.onwardDepartureTime,
    returnDate: t.returnDate,
    returnFlight: t.returnFlightNo,
    price: t.price,
    totalSeats: t.totalSeats,
    availableSeats: t.availableSeats,
    infantLimit: t.infantLimit,
    infantsBooked: t.infantsBooked,
    pnrNo: t.pnrNo,
    status: t.status,
  };
}

export interface TicketFilter {
  date?: string | undefined;
  sector?: string | undefined;
  status?: 'open' | 'closed' | undefined;
  /** Sector (DXB-COK, DXB, COK), flight number or PNR, case-insensitive. */
  search?: string | undefined;
  /** Onward date on or after. */
  dateFrom?: string | undefined;
}

function ticketWhere(filter: TicketFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filter.date) parts.push(eq(a2aTickets.onwardDate, filter.date));
  if (filter.dateFrom) parts.push(gte(a2aTickets.onwardDate, filter.dateFrom));
  if (filter.status) parts.push(eq(a2aTickets.status, filter.status));
  if (filter.sector) {
    const [from, to] = filter.sector.toUpperCase().split('-');
    if (from) parts.push(eq(a2aSectors.airportFrom, from));
    if (to) parts.push(eq(a2aSectors.airportTo, to));
  }
  const search = filter.search?.trim();
  if (search) {
    const upper = search.toUpperCase();
    const pair = /^([A-Z]{3})\s*-\s*([A-Z]{3})$/.exec(upper);
    parts.push(
      or(
        ilike(a2aTickets.onwardFlightNo, likePattern(search)),
        ilike(a2aTickets.pnrNo, likePattern(search)),
        pair
          ? and(eq(a2aSectors.airportFrom, pair[1]!), eq(a2aSectors.airportTo, pair[2]!))
          : or(eq(a2aSectors.airportFrom, upper), eq(a2aSectors.airportTo, upper)),
      ),
    );
  }
  return parts.length ? and(...parts) : undefined;
}

/**
 * The company's management of its seat blocks: back office API and the admin command line. `who`: the member
 * of staff acting; their changes are audited in the same transaction (issue 33).
 */
export function a2aAdmin(deps: AppDeps, who: ActingAs) {
  const { db } = deps.database;
  const audit = async (
    tx: Parameters<Parameters<typeof db.transaction>[0]>[0],
    kind: string,
    ticketId: string,
    before: Record<string, unknown> | null,
    after: Record<string, unknown>,
  ) => {
    await recordAudit(tx, who, { kind, object: { type: 'a2a-ticket', id: ticketId }, before, after });
  };

  async function load(ticketId: string) {
    const [row] = await db
      .select({ ticket: a2aTickets, sector: a2aSectors })
      .from(a2aTickets)
      .innerJoin(a2aSectors, eq(a2aSectors.id, a2aTickets.sectorId))
      .where(eq(a2aTickets.id, ticketId));
    if (!row) throw notFound('A2A ticket');
    return row;
  }

  /** A page of seat blocks (by onward date) and how many match. */
  async function page(filter: TicketFilter, skip: number, limit: number): Promise<AdminA2aTicketPage> {
    const where = ticketWhere(filter);
    const [rows, [count]] = await Promise.all([
      db
        .select({ ticket: a2aTickets, sector: a2aSectors })
        .from(a2aTickets)
        .innerJoin(a2aSectors, eq(a2aSectors.id, a2aTickets.sectorId))
        .where(where)
        .orderBy(asc(a2aTickets.onwardDate), asc(a2aSectors.airportFrom), desc(a2aTickets.id))
        .limit(limit)
        .offset(skip),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(a2aTickets)
        .innerJoin(a2aSectors, eq(a2aSectors.id, a2aTickets.sectorId))
        .where(where),
    ]);
    return {
      tickets: rows.map((r) => adminTicket(r.ticket, r.sector)),
      totalTickets: Number(count?.n ?? 0),
    };
  }

  return {
    async sectors() {
      return db.select().from(a2aSectors).orderBy(asc(a2aSectors.airportFrom), asc(a2aSectors.airportTo));
    },

    async list(filter: TicketFilter): Promise<A2aAdminTicketDto[]> {
      return (await page(filter, 0, 500)).tickets;
    },

    page,

    async create(body: TicketBody): Promise<A2aAdminTicketDto> {
      if (body.airportFrom === body.airportTo) throw badRequest('The two airports must differ');
      const from = airport(body.airportFrom);
      const to = airport(body.airportTo);
      const today = plainDateIn(deps.clock.now());
      if (daysBetween(today, body.onward.date) < 0) throw badRequest('The onward date has passed');
      if (body.return && daysBetween(body.onward.date, body.return.date) < 0)
        throw badRequest('The return flight cannot be before the onward flight');
      if (body.infantPrice > body.price) throw badRequest('The infant price cannot exceed the seat price');
      const departureAt = zonedDateTimeToInstant(body.onward.date, body.onward.departureTime, from.tz);
      return db.transaction(async (tx) => {
        await tx
          .insert(a2aSectors)
          .values({
            airportFrom: from.iata,
            airportTo: to.iata,
            fromName: from.name,
            fromCity: from.city,
            fromCountry: from.country,
            toName: to.name,
            toCity: to.city,
            toCountry: to.country,
          })
          .onConflictDoNothing();
        const [sector] = await tx
          .select()
          .from(a2aSectors)
          .where(and(eq(a2aSectors.airportFrom, from.iata), eq(a2aSectors.airportTo, to.iata)));
        const [ticket] = await tx
          .insert(a2aTickets)
          .values({
            sectorId: sector!.id,
            onwardDate: body.onward.date,
            onwardAirline: body.onward.airline,
            onwardAirlineCode: body.onward.airlineCode,
            onwardFlightNo: body.onward.flightNo,
            onwardDepartureTime: body.onward.departureTime,
            onwardArrivalTime: body.onward.arrivalTime,
            onwardDurationMinutes: body.onward.durationMinutes,
            departureAt,
            returnDate: body.return?.date ?? null,
            returnAirline: body.return?.airline ?? null,
            returnAirlineCode: body.return?.airlineCode ?? null,
            returnFlightNo: body.return?.flightNo ?? null,
            returnDepartureTime: body.return?.departureTime ?? null,
            returnArrivalTime: body.return?.arrivalTime ?? null,
            returnDurationMinutes: body.return?.durationMinutes ?? null,
            baggage: body.baggage,
            handBaggage: body.handBaggage,
            price: body.price,
            infantPrice: body.infantPrice,
            totalSeats: body.seats,
            availableSeats: body.seats,
            infantLimit: body.infantLimit,
            pnrNo: body.pnrNo,
            deadlineHours: body.deadlineHours,
            cancellationFee: body.cancellationFee,
            terms: body.terms,
          })
          .returning();
        await audit(tx, 'a2a.create', ticket!.id, null, {
          sector: `${from.iata}-${to.iata}`,
          onwardDate: ticket!.onwardDate,
          flight: ticket!.onwardFlightNo,
          seats: ticket!.totalSeats,
          price: ticket!.price,
        });
        return adminTicket(ticket!, sector!);
      });
    },

    /** Adds (change > 0) or withdraws (change < 0) unsold seats; sold seats are never taken away. */
    async seats(ticketId: string, change: number): Promise<A2aAdminTicketDto> {
      const { ticket } = await load(ticketId);
      if (change < 0 && ticket.availableSeats < -change)
        throw new AppError(
          'CONFLICT',
          `Only ${ticket.availableSeats} unsold seat(s) can be withdrawn; ${ticket.totalSeats - ticket.availableSeats} are sold`,
        );
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(a2aTickets)
          .set({
            totalSeats: sql`${a2aTickets.totalSeats} + ${change}`,
            availableSeats: sql`${a2aTickets.availableSeats} + ${change}`,
            updatedAt: deps.clock.now(),
          })
          .where(and(eq(a2aTickets.id, ticketId), sql`${a2aTickets.availableSeats} + ${change} >= 0`))
          .returning({ totalSeats: a2aTickets.totalSeats, availableSeats: a2aTickets.availableSeats });
        if (!row) throw new AppError('CONFLICT', 'Seats were sold meanwhile; nothing changed, try again');
        await audit(
          tx,
          'a2a.seats',
          ticketId,
          { totalSeats: row.totalSeats - change, availableSeats: row.availableSeats - change },
          { totalSeats: row.totalSeats, availableSeats: row.availableSeats },
        );
      });
      const after = await load(ticketId);
      return adminTicket(after.ticket, after.sector);
    },

    async close(ticketId: string): Promise<A2aAdminTicketDto> {
      const { ticket } = await load(ticketId);
      if (ticket.status === 'closed') throw new AppError('CONFLICT', 'This ticket is already closed');
      await db.transaction(async (tx) => {
        await tx
          .update(a2aTickets)
          .set({ status: 'closed', updatedAt: deps.clock.now() })
          .where(eq(a2aTickets.id, ticketId));
        await audit(tx, 'a2a.close', ticketId, { status: ticket.status }, { status: 'closed' });
      });
      const after = await load(ticketId);
      return adminTicket(after.ticket, after.sector);
    },

    async passengers(ticketId: string): Promise<A2aAdminPassengerDto[]> {
      await load(ticketId);
      const rows = await db
        .select({ p: a2aPassengers, line: bookingLines, order: bookingOrders, agent: agents.companyName })
        .from(a2aPassengers)
        .innerJoin(bookingLines, eq(bookingLines.id, a2aPassengers.lineId))
        .innerJoin(bookingOrders, eq(bookingOrders.id, a2aPassengers.orderId))
        .innerJoin(agents, eq(agents.id, bookingOrders.agentId))
        .where(eq(a2aPassengers.ticketId, ticketId))
        .orderBy(asc(bookingOrders.createdAt), asc(a2aPassengers.passengerNo));
      return rows.map(({ p, line, order, agent }) => ({
        orderReference: order.referenceNumber,
        agent,
        passengerNo: p.passengerNo,
        name: `${p.title} ${p.firstName} ${p.lastName}`,
        passportNo: p.passportNo,
        nationality: p.nationality,
        infant: p.isInfant
          ? `${p.infantTitle} ${p.infantFirstName} ${p.infantLastName} (${p.infantPassportNo})`
          : null,
        status: line.status,
      }));
    },
  };
}
