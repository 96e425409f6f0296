import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { hotelCities, hotelRoomTypes, hotels, type Db } from '@portal/db';
import type { BedbankHotel } from './rates.ts';

/**
 * The sandbox bedbank's own catalogue: every hotel and room it sells, under its codes. A real bedbank
 * keeps this in its own systems; the sandbox reads the mapped codes from our content tables once and
 * keeps them for a while (content changes are rare and only shift which rooms the sandbox sells).
 */
const TTL_MS = 10 * 60_000;
const cache = new WeakMap<Db, { at: number; hotels: Promise<Map<string, BedbankHotel>> }>();

export function bedbankCatalogue(db: Db, nowMs: number = Date.now()): Promise<Map<string, BedbankHotel>> {
  const held = cache.get(db);
  if (held && nowMs - held.at < TTL_MS) return held.hotels;
  const loading = load(db);
  cache.set(db, { at: nowMs, hotels: loading });
  // A failed load is not kept: the next call tries again.
  loading.catch(() => cache.delete(db));
  return loading;
}

/** Tests that change content drop the cached catalogue. */
export function forgetBedbankCatalogue(db: Db): void {
  cache.delete(db);
}

async function load(db: Db): Promise<Map<string, BedbankHotel>> {
  const rows = await db
    .select({
      hotelCode: hotels.bedbankCode,
      starCategory: hotels.starCategory,
      timeZone: hotelCities.timeZone,
      roomCode: hotelRoomTypes.bedbankCode,
      roomName: hotelRoomTypes.name,
      maxAdults: hotelRoomTypes.maxAdults,
      maxChildren: hotelRoomTypes.maxChildren,
      maxOccupancy: hotelRoomTypes.maxOccupancy,
    })
    .from(hotels)
    .innerJoin(hotelCities, eq(hotelCities.id, hotels.cityId))
    .innerJoin(hotelRoomTypes, eq(hotelRoomTypes.hotelId, hotels.id))
    .where(
      and(isNotNull(hotels.bedbankCode), isNotNull(hotelRoomTypes.bedbankCode), eq(hotels.isActive, true)),
    )
    .orderBy(asc(hotels.bedbankCode), asc(hotelRoomTypes.sortOrder), asc(hotelRoomTypes.maxOccupancy));
  const out = new Map<string, BedbankHotel>();
  for (const r of rows) {
    if (!r.hotelCode || !r.roomCode) continue;
    let hotel = out.get(r.hotelCode);
    if (!hotel) {
      hotel = { code: r.hotelCode, starCategory: r.starCategory, timeZone: r.timeZone, rooms: [] };
      out.set(r.hotelCode, hotel);
    }
    hotel.rooms.push({
      code: r.roomCode,
      name: r.roomName,
      maxAdults: r.maxAdults,
      maxChildren: r.maxChildren,
      maxOccupancy: r.maxOccupancy,
      rank: hotel.rooms.length,
    });
  }
  return out;
}
