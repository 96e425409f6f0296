import { and, asc, eq, gt, gte, sql } from 'drizzle-orm';
import { a2aPassengers, a2aSectors, a2aTickets, queryRows, type DbOrTx } from '@portal/db';

export type TicketRow = typeof a2aTickets.$inferSelect;
export type SectorRow = typeof a2aSectors.$inferSelect;
export type PassengerRow = typeof a2aPassengers.$inferSelect;
export interface TicketWithSector {
  ticket: TicketRow;
  sector: SectorRow;
}

/** Dates from `today` with seats left on an open ticket whose departure is still ahead, with the count. */
export async function datesWithSeats(
  db: DbOrTx,
  today: string,
  now: Date,
): Promise<{ date: string; count: number }[]> {
  return queryRows<{ date: string; count: number }>(
    db,
    sql`select onward_date::text as date, sum(available_seats)::int as count
        from a2a_tickets
        where status = 'open' and onward_date >= ${today} and available_seats > 0 and departure_at > ${now.toISOString()}
        group by onward_date order by onward_date`,
  );
}

/** Open tickets of one date with their sectors, sector by sector. */
export async function ticketsOfDate(db: DbOrTx, date: string, now: Date): Promise<TicketWithSector[]> {
  return db
    .select({ ticket: a2aTickets, sector: a2aSectors })
    .from(a2aTickets)
    .innerJoin(a2aSectors, eq(a2aSectors.id, a2aTickets.sectorId))
    .where(
      and(
        eq(a2aTickets.onwardDate, date),
        eq(a2aTickets.status, 'open'),
        eq(a2aSectors.active, true),
        gt(a2aTickets.departureAt, now),
      ),
    )
    .orderBy(asc(a2aSectors.airportFrom), asc(a2aSectors.airportTo), asc(a2aTickets.onwardDepartureTime));
}

export async function ticketById(db: DbOrTx, id: string): Promise<TicketWithSector | null> {
  const [row] = await db
    .select({ ticket: a2aTickets, sector: a2aSectors })
    .from(a2aTickets)
    .innerJoin(a2aSectors, eq(a2aSectors.id, a2aTickets.sectorId))
    .where(eq(a2aTickets.id, id));
  return row ?? null;
}

/**
 * Takes `seats` seats and `infants` infant places of an open ticket in one conditional statement:
 * the row lock makes parallel bookings queue, and the WHERE refuses when too few are left, so a
 * block can never be oversold. Answers false when refused.
 */
export async function takeSeats(
  db: DbOrTx,
  ticketId: string,
  seats: number,
  infants: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(a2aTickets)
    .set({
      availableSeats: sql`${a2aTickets.availableSeats} - ${seats}`,
      infantsBooked: sql`${a2aTickets.infantsBooked} + ${infants}`,
      updatedAt: now,
    })
    .where(
      and(
        eq(a2aTickets.id, ticketId),
        eq(a2aTickets.status, 'open'),
        gte(a2aTickets.availableSeats, seats),
        sql`${a2aTickets.infantsBooked} + ${infants} <= ${a2aTickets.infantLimit}`,
      ),
    )
    .returning({ id: a2aTickets.id });
  return rows.length === 1;
}

/** Gives a cancelled passenger's seat (and infant place) back to the pool. */
export async function returnSeats(
  db: DbOrTx,
  ticketId: string,
  seats: number,
  infants: number,
  now: Date,
): Promise<void> {
  await db
    .update(a2aTickets)
    .set({
      availableSeats: sql`least(${a2aTickets.totalSeats}, ${a2aTickets.availableSeats} + ${seats})`,
      infantsBooked: sql`greatest(0, ${a2aTickets.infantsBooked} - ${infants})`,
      updatedAt: now,
    })
    .where(eq(a2aTickets.id, ticketId));
}

export async function passengersOfOrder(db: DbOrTx, orderId: string): Promise<PassengerRow[]> {
  return db
    .select()
    .from(a2aPassengers)
    .where(eq(a2aPassengers.orderId, orderId))
    .orderBy(asc(a2aPassengers.passengerNo));
}

export async function passengerOfLine(db: DbOrTx, lineId: string): Promise<PassengerRow | null> {
  const [row] = await db.select().from(a2aPassengers).where(eq(a2aPassengers.lineId, lineId));
  return row ?? null;
}

