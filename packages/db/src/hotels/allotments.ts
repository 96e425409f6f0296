import { and, asc, between, inArray } from 'drizzle-orm';
import { addDays, type Allotment, type PlainDate } from '@portal/domain';
import type { DbOrTx } from '../client.ts';
import { hotelAllotmentDefaults, hotelAllotments } from '../schema/index.ts';

/**
 * The complete daily inventory of room types for the nights `firstNight`..`lastNight` (both
 * inclusive; for a stay, check-in to the night before check-out): one Allotment per room type and
 * night, the room type's default filled in where no exception row exists, and an exception's null
 * type/count inheriting the default. A room type without a default row has no inventory and yields no
 * nights (the domain reads a missing night as not sellable). Ordered by the given room types, then date.
 */
export async function loadAllotments(
  db: DbOrTx,
  roomTypeIds: readonly string[],
  firstNight: PlainDate,
  lastNight: PlainDate,
): Promise<Allotment[]> {
  const ids = [...new Set(roomTypeIds)];
  if (ids.length === 0 || lastNight < firstNight) return [];
  const defaults = await db
    .select()
    .from(hotelAllotmentDefaults)
    .where(inArray(hotelAllotmentDefaults.roomTypeId, ids));
  const rows = await db
    .select()
    .from(hotelAllotments)
    .where(
      and(inArray(hotelAllotments.roomTypeId, ids), between(hotelAllotments.date, firstNight, lastNight)),
    )
    .orderBy(asc(hotelAllotments.roomTypeId), asc(hotelAllotments.date));
  const byDefault = new Map(defaults.map((d) => [d.roomTypeId, d]));
  const byNight = new Map(rows.map((r) => [`${r.roomTypeId}|${r.date}`, r]));
  const nights: PlainDate[] = [];
  for (let d = firstNight; d <= lastNight; d = addDays(d, 1)) nights.push(d);

  const out: Allotment[] = [];
  for (const roomTypeId of ids) {
    const base = byDefault.get(roomTypeId);
    if (!base) continue;
    for (const date of nights) {
      const row = byNight.get(`${roomTypeId}|${date}`);
      out.push({
        roomTypeId,
        date,
        type: row?.type ?? base.type,
        count: row?.count ?? base.count,
        booked: row?.booked ?? 0,
        // Only a closed night carries the flag: an open one looks as it always did.
        ...(row?.closedToArrival ? { closedToArrival: true } : {}),
      });
    }
  }
  return out;
}
