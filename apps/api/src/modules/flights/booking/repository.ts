import { and, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { bookingLines, bookingOrders, flightBookings, flightSelections, type DbOrTx } from '@portal/db';
import type { FlightJourney } from '@portal/domain';
import type { StoredFare } from './fare-rules.ts';

export type FlightBookingRow = typeof flightBookings.$inferSelect;

export const journeysOf = (row: FlightBookingRow) => row.journeys as unknown as FlightJourney[];
export const fareOf = (row: FlightBookingRow) => row.fare as unknown as StoredFare;

export async function bookingOfLine(db: DbOrTx, lineId: string): Promise<FlightBookingRow | null> {
  const [row] = await db.select().from(flightBookings).where(eq(flightBookings.lineId, lineId));
  return row ?? null;
}

/** The flight booking of an order (one line per order). */
export async function bookingOfOrder(db: DbOrTx, orderId: string) {
  const [row] = await db
    .select({ booking: flightBookings, line: bookingLines, offerId: flightSelections.offerId })
    .from(flightBookings)
    .innerJoin(bookingLines, eq(bookingLines.id, flightBookings.lineId))
    .leftJoin(flightSelections, eq(flightSelections.id, flightBookings.selectionId))
    .where(eq(bookingLines.orderId, orderId));
  return row ?? null;
}

export async function savePnr(db: DbOrTx, lineId: string, pnr: string): Promise<void> {
  await db.update(flightBookings).set({ pnr }).where(eq(flightBookings.lineId, lineId));
}

/** Ticket numbers in passenger order (the supplier answers one per passenger, infants included). */
export async function saveTickets(db: DbOrTx, lineId: string, tickets: string[], at: Date): Promise<void> {
  const row = await bookingOfLine(db, lineId);
  if (!row || row.ticketedAt) return;
  const passengers = row.passengers.map((p, i) => ({ ...p, ticketNumber: tickets[i] ?? null }));
  await db
    .update(flightBookings)
    .set({ passengers, ticketedAt: at })
    .where(eq(flightBookings.lineId, lineId));
}

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The flight list's own filters on the detail table: PNR, a passenger's name and the route's
 * airports (any segment), as one EXISTS on the order's line.
 */
export function flightListCondition(f: { pnr?: string; passenger?: string; from?: string; to?: string }) {
  const parts: (SQL | undefined)[] = [
    f.pnr ? ilike(flightBookings.pnr, like(f.pnr)) : undefined,
    f.passenger
      ? sql`exists (select 1 from jsonb_array_elements(${flightBookings.passengers}) p
                    where (p->>'firstName') || ' ' || (p->>'lastName') ilike ${like(f.passenger)})`
      : undefined,
    f.from ? ilike(flightBookings.route, `${f.from.toUpperCase()}-%`) : undefined,
    f.to ? ilike(flightBookings.route, like(`-${f.to.toUpperCase()}`)) : undefined,
  ].filter(Boolean);
  if (!parts.length) return undefined;
  return sql`exists (select 1 from ${flightBookings} inner join ${bookingLines}
      on ${bookingLines.id} = ${flightBookings.lineId}
      where ${bookingLines.orderId} = ${bookingOrders.id} and ${and(...parts)})`;
}
