import { inArray, eq } from 'drizzle-orm';
import { flightSandboxSeats, type DbOrTx } from '@portal/db';
import { FlightSupplierRejected, type SegmentAncillaries } from './supplier.ts';

/**
 * Seats the sandbox airline has sold, per segment (the key carries flight and date): a seat map
 * shows them taken, and a booking that asks for one of them is refused.
 */
export async function markTakenSeats(db: DbOrTx, maps: SegmentAncillaries[]): Promise<SegmentAncillaries[]> {
  const keys = maps.map((m) => m.segmentKey);
  if (!keys.length) return maps;
  const rows = await db
    .select({ segmentKey: flightSandboxSeats.segmentKey, seatNumber: flightSandboxSeats.seatNumber })
    .from(flightSandboxSeats)
    .where(inArray(flightSandboxSeats.segmentKey, keys));
  const taken = new Set(rows.map((r) => `${r.segmentKey}|${r.seatNumber}`));
  return maps.map((m) => ({
    ...m,
    seatMap: m.seatMap.map((row) => ({
      ...row,
      seats: row.seats.map((s) =>
        taken.has(`${m.segmentKey}|${s.seatNumber}`) ? { ...s, available: false } : s,
      ),
    })),
  }));
}

/**
 * Inside the booking's transaction: every requested seat must be on the map, free by the airline's
 * own map and not sold to another booking (the primary key decides a race); otherwise the whole
 * booking is refused and rolled back.
 */
export async function sellSeats(
  tx: DbOrTx,
  clientReference: string,
  maps: SegmentAncillaries[],
  seats: readonly { segmentKey: string; seatNumber: string }[],
): Promise<void> {
  for (const seat of seats) {
    const map = maps.find((m) => m.segmentKey === seat.segmentKey);
    const onMap = map?.seatMap.flatMap((r) => r.seats).find((s) => s.seatNumber === seat.seatNumber);
    if (!onMap?.available)
      throw new FlightSupplierRejected('seat-taken', `Seat ${seat.seatNumber} is not available`);
  }
  if (!seats.length) return;
  const sold = await tx
    .insert(flightSandboxSeats)
    .values(seats.map((s) => ({ segmentKey: s.segmentKey, seatNumber: s.seatNumber, clientReference })))
    .onConflictDoNothing()
    .returning({ seatNumber: flightSandboxSeats.seatNumber });
  if (sold.length !== seats.length)
    throw new FlightSupplierRejected('seat-taken', 'A chosen seat was sold meanwhile');
}

export async function freeSeats(tx: DbOrTx, clientReference: string): Promise<void> {
  await tx.delete(flightSandboxSeats).where(eq(flightSandboxSeats.clientReference, clientReference));
}
