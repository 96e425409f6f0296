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

/**
 * Records a booking whose rooms a rate hold already took off the allotment (Hotels II: the hold
 * row is turned `used` in the same transaction as the money), in the caller's transaction. Cancelling
 * it later gives the rooms back like any contract booking.
 */
export async function recordHeldContractBooking(
  tx: Tx,
  row: Omit<typeof hotelContractBookings.$inferInsert, 'supplierReference'>,
): Promise<void> {
  const [inserted] = await queryRows<{ reference: string }>(
    tx,
    sql`insert into hotel_contract_bookings (reference, supplier_reference, hotel_id, room_type_id, contract_id,
          board_code, from_date, to_date, rooms, nationality, rate_key, net, cancellation, status, details, created_at)
        values (${row.reference}, ${supplierReferenceOf(row.reference)}, ${row.hotelId}, ${row.roomTypeId},
          ${row.contractId ?? null}, ${row.boardCode}, ${row.fromDate}, ${row.toDate}, ${JSON.stringify(row.rooms)}::jsonb,
          ${row.nationality}, ${row.rateKey}, ${row.net}, ${JSON.stringify(row.cancellation)}::jsonb, ${row.status},
          ${JSON.stringify(row.details ?? {})}::jsonb, ${row.createdAt ?? new Date()})
        returning reference`,
  );
  if (!inserted) throw new Error('contract booking not stored');
}

/** Cancels a contract booking and gives its rooms back, once (the conditional update is the claim). */
export async function cancelContractBooking(
  tx: Tx,
  reference: string,
  fee: number,
  at: Date,
): Promise<boolean> {
  const rows = await queryRows<{ roomTypeId: string; fromDate: string; toDate: string; rooms: unknown[] }>(
    tx,
    sql`update hotel_contract_bookings set status = 'cancelled', cancellation_fee = ${fee}, cancelled_at = ${at}
        where reference = ${reference} and status <> 'cancelled'
        returning room_type_id as "roomTypeId", from_date::text as "fromDate", to_date::text as "toDate", rooms`,
  );
  const row = rows[0];
  if (!row) return false;
  const nights: string[] = [];
  for (let d = row.fromDate; d < row.toDate; d = nextDay(d)) nights.push(d);
  await giveRoomsBack(tx, row.roomTypeId, nights, row.rooms.length);
  return true;
}

function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
