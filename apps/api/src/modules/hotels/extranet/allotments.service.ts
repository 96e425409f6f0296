import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { InventoryAllotmentGrid, inventoryAllotmentBody } from '@portal/contracts';
import { hotelRoomTypes, hotels, loadAllotments, queryRows, type DbOrTx } from '@portal/db';
import {
  addDays,
  formatDate,
  nightRangeProblem,
  nightsOfRange,
  roomsLeft,
  type PlainDate,
} from '@portal/domain';
import type { AppDeps } from '../../../deps.ts';
import { recordAudit, type ActingAs } from '../../../audit/index.ts';
import { badRequest, notFound } from '../../../lib/app-error.ts';

/**
 * The allotment grid of the extranet (issue 34 section 1): a month of a hotel's room types x nights
 * with allotment, sold and left, read by the same loader recheck and booking use (@portal/db
 * loadAllotments), and range changes written to the exception nights (hotel_allotments) the search
 * reads fresh for every call - a stop sale hides the rooms from the very next search on every node.
 */

type AllotmentChange = z.output<typeof inventoryAllotmentBody>;

/** The first and last night of a `yyyy-mm` month. */
export function monthNights(month: string): { first: PlainDate; last: PlainDate } {
  const first = `${month}-01`;
  const next = addDays(`${month}-28`, 4).slice(0, 7);
  return { first, last: addDays(`${next}-01`, -1) };
}

export async function allotmentGrid(
  db: DbOrTx,
  hotelId: string,
  month: string,
): Promise<InventoryAllotmentGrid> {
  const [hotel] = await db.select({ id: hotels.id }).from(hotels).where(eq(hotels.id, hotelId));
  if (!hotel) throw notFound('Hotel');
  const rooms = await db
    .select({ id: hotelRoomTypes.id, name: hotelRoomTypes.name })
    .from(hotelRoomTypes)
    .where(eq(hotelRoomTypes.hotelId, hotelId))
    .orderBy(asc(hotelRoomTypes.sortOrder), asc(hotelRoomTypes.name));
  const { first, last } = monthNights(month);
  const nights = await loadAllotments(
    db,
    rooms.map((r) => r.id),
    first,
    last,
  );
  const byRoom = new Map<string, typeof nights>();
  for (const n of nights) {
    const list = byRoom.get(n.roomTypeId);
    if (list) list.push(n);
    else byRoom.set(n.roomTypeId, [n]);
  }
  return {
    hotelId,
    month,
    days: nightsOfRange(first, last),
    roomTypes: rooms.map((r) => ({
      _id: r.id,
      name: r.name,
      nights: (byRoom.get(r.id) ?? []).map((n) => ({
        date: n.date,
        type: n.type,
        allotment: n.count,
        sold: n.booked,
        left: roomsLeft(n),
        closedToArrival: n.closedToArrival ?? false,
      })),
    })),
  };
}

const ACTION_TEXT: Record<AllotmentChange['action'], (count?: number) => string> = {
  set: (count) => `${count} room${count === 1 ? '' : 's'} a night`,
  'stop-sale': () => 'stop sale',
  'open-sale': () => 'open sale',
  'free-sale': () => 'free sale',
  'close-arrival': () => 'closed to arrival',
  'open-arrival': () => 'open to arrival',
};

/**
 * Changes a range of nights of some room types in one statement per action, in one transaction with
 * its audit rows. Setting a count never cuts below what is sold: the statement only updates nights
 * whose sold rooms fit, and a night left out refuses the whole change with a 400 naming it.
 */
export async function changeAllotments(
  deps: AppDeps,
  input: AllotmentChange,
  who: ActingAs,
): Promise<{ message: string; nights: number }> {
  const range = nightRangeProblem(input.from, input.to);
  if (range) throw badRequest(`${range.field}: ${range.message}`, { [range.field]: [range.message] });
  const ids = [...new Set(input.roomTypeIds)];
  const { db } = deps.database;
  const rooms = await db
    .select({ id: hotelRoomTypes.id, name: hotelRoomTypes.name, hotelId: hotelRoomTypes.hotelId })
    .from(hotelRoomTypes)
    .where(inArray(hotelRoomTypes.id, ids));
  if (rooms.length !== ids.length)
    throw badRequest('roomTypeIds: no such room type', { roomTypeIds: ['No such room type'] });
  const dates = nightsOfRange(input.from, input.to);
  const cells = sql`select rt, d from unnest(${sql.param(ids)}::uuid[]) as rt cross join unnest(${sql.param(dates)}::date[]) as d`;

  await db.transaction(async (tx) => {
    if (input.action === 'set') {
      const count = input.count ?? 0;
      const done = await queryRows<{ roomTypeId: string; date: string }>(
        tx,
        sql`insert into hotel_allotments as a (room_type_id, date, type, count)
            select rt, d, 'count', ${count} from (${cells}) c
            on conflict (room_type_id, date) do update set type = 'count', count = excluded.count
            where a.booked <= excluded.count
            returning room_type_id as "roomTypeId", date::text as date`,
      );
      if (done.length < ids.length * dates.length) {
        const got = new Set(done.map((d) => `${d.roomTypeId}|${d.date}`));
        const [room, date] = rooms
          .flatMap((r) => dates.map((d) => [r, d] as const))
          .find(([r, d]) => !got.has(`${r.id}|${d}`))!;
        const [sold] = await queryRows<{ booked: number }>(
          tx,
          sql`select booked from hotel_allotments where room_type_id = ${room.id}::uuid and date = ${date}::date`,
        );
        const message = `${room.name} on ${formatDate(date)} has ${sold?.booked ?? 0} rooms sold: the allotment cannot be cut below what is sold`;
        throw badRequest(message, { count: [message] });
      }
    } else if (input.action === 'close-arrival' || input.action === 'open-arrival') {
      await tx.execute(
        sql`insert into hotel_allotments as a (room_type_id, date, closed_to_arrival)
            select rt, d, ${input.action === 'close-arrival'} from (${cells}) c
            on conflict (room_type_id, date) do update set closed_to_arrival = excluded.closed_to_arrival`,
      );
    } else if (input.action === 'open-sale') {
      await tx.execute(
        sql`insert into hotel_allotments as a (room_type_id, date)
            select rt, d from (${cells}) c
            on conflict (room_type_id, date) do update set type = null where a.type = 'stop-sale'`,
      );
    } else {
      await tx.execute(
        sql`insert into hotel_allotments as a (room_type_id, date, type)
            select rt, d, ${input.action} from (${cells}) c
            on conflict (room_type_id, date) do update set type = excluded.type`,
      );
    }
    for (const room of rooms) {
      await recordAudit(tx, who, {
        kind: `allotment.${input.action}`,
        object: { type: 'room-type', id: room.id },
        before: null,
        after: {
          hotelId: room.hotelId,
          from: input.from,
          to: input.to,
          action: input.action,
          ...(input.action === 'set' ? { count: input.count } : {}),
        },
      });
    }
  });
  const what = ACTION_TEXT[input.action](input.count);
  return {
    message: `${rooms.map((r) => r.name).join(', ')}: ${what} from ${formatDate(input.from)} to ${formatDate(input.to)}.`,
    nights: dates.length,
  };
}
