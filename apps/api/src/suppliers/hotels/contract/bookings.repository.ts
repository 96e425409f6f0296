import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { hotelContractBookings, Tx } from '@portal/db';
import { queryRows } from '@portal/db';
import type { HotelSupplierBooking } from '../supplier.ts';

export type BookingRow = typeof hotelContractBookings.$inferSelect;

export function bookingOf(row: BookingRow): HotelSupplierBooking {
  return {
    reference: row.reference,
    supplierReference: row.supplierReference,
    source: 'contract',
    status: row.status,
    hotelId: row.hotelId,
    roomTypeId: row.roomTypeId,
    boardCode: row.boardCode,
    fromDate: row.fromDate,
    toDate: row.toDate,
    rooms: row.rooms,
    net: row.net,
    cancellation: row.cancellation,
    cancellationFee: row.cancellationFee,
    createdAt: row.createdAt.toISOString(),
    cancelledAt: row.cancelledAt ? row.cancelledAt.toISOString() : null,
  };
}

const dateList = (nights: readonly string[]) =>
  sql.join(
    nights.map((d) => sql`${d}::date`),
    sql`, `,
  );

/**
 * Adds `rooms` to the booked count of every night in one statement. A night with no exception row
 * is inserted (the caller has just priced it against the default); an existing night is only
 * raised while the room is on free sale or request, or a count with rooms left. Returns how many
 * nights took the rooms: fewer than asked means sold out (the caller rolls back).
 */
export async function takeRooms(
  tx: Tx,
  roomTypeId: string,
  nights: readonly string[],
  rooms: number,
): Promise<number> {
  const rows = await queryRows<{ date: string }>(
    tx,
    sql`insert into hotel_allotments as a (room_type_id, date, booked)
        select ${roomTypeId}::uuid, d, ${rooms} from unnest(array[${dateList(nights)}]) as d
        on conflict (room_type_id, date) do update set booked = a.booked + excluded.booked
        where coalesce(a.type, (select x.type from hotel_allotment_defaults x where x.room_type_id = a.room_type_id))
                in ('free-sale', 'on-request')
           or (coalesce(a.type, (select x.type from hotel_allotment_defaults x where x.room_type_id = a.room_type_id)) = 'count'
               and a.booked + excluded.booked <= coalesce(a.count,
                 (select x.count from hotel_allotment_defaults x where x.room_type_id = a.room_type_id), 0))
        returning date`,
  );
  return rows.length;
}

export async function giveRoomsBack(
  tx: Tx,
  roomTypeId: string,
  nights: readonly string[],
  rooms: number,
): Promise<void> {
  if (nights.length === 0) return;
  await tx.execute(
    sql`update hotel_allotments set booked = greatest(booked - ${rooms}, 0)
        where room_type_id = ${roomTypeId}::uuid and date in (${dateList(nights)})`,
  );
}

export function supplierReferenceOf(reference: string): string {
  return `CT-${createHash('sha256').update(reference).digest('hex').slice(0, 12).toUpperCase()}`;
}
