import type { Db } from '@portal/db';
import {
  hotelsByIds,
  hotelsOfArea,
  hotelsOfCity,
  loadHotels,
  type HotelRecord,
} from './content.repository.ts';

/**
 * A per-process read-through cache of hotel content (names, stars, rooms, codes; no prices and no
 * inventory), kept 60 seconds like the other reference data. It is never needed by another node:
 * a cold node loads what it misses in one query. Search sessions store only ids and prices and take
 * the content from here when paged. Rates and allotments are always read fresh.
 */
export const CONTENT_TTL_MS = 60_000;

interface Cache {
  hotels: Map<string, { at: number; hotel: HotelRecord }>;
  destinations: Map<string, { at: number; ids: string[] }>;
}

const caches = new WeakMap<Db, Cache>();

function cacheOf(db: Db): Cache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = { hotels: new Map(), destinations: new Map() }));
  return cache;
}

/** Drops the cached content of a database (tests and admin changes that must show at once). */
export function forgetHotelContent(db: Db): void {
  caches.delete(db);
}

function remember(cache: Cache, list: readonly HotelRecord[], at: number): void {
  for (const hotel of list) cache.hotels.set(hotel.id, { at, hotel });
}

/** The active hotels of a city or area. */
export async function hotelsOfDestination(
  db: Db,
  kind: 'CITY' | 'AREA',
  id: string,
  nowMs: number = Date.now(),
): Promise<HotelRecord[]> {
  const cache = cacheOf(db);
  const key = `${kind}:${id}`;
  const held = cache.destinations.get(key);
  if (held && nowMs - held.at < CONTENT_TTL_MS) {
    const found = await hotelsWithIds(db, held.ids, nowMs);
    return held.ids.flatMap((hid) => found.get(hid) ?? []);
  }
  const list = await loadHotels(db, kind === 'CITY' ? hotelsOfCity(id) : hotelsOfArea(id));
  remember(cache, list, nowMs);
  cache.destinations.set(key, { at: nowMs, ids: list.map((h) => h.id) });
  return list;
}

/** Hotels by id (active ones only; unknown or inactive ids are absent from the map). */
export async function hotelsWithIds(
  db: Db,
  ids: readonly string[],
  nowMs: number = Date.now(),
): Promise<Map<string, HotelRecord>> {
  const cache = cacheOf(db);
  const out = new Map<string, HotelRecord>();
  const missing: string[] = [];
  for (const id of ids) {
    const held = cache.hotels.get(id);
    if (held && nowMs - held.at < CONTENT_TTL_MS) out.set(id, held.hotel);
    else missing.push(id);
  }
  if (missing.length > 0) {
    const loaded = await loadHotels(db, hotelsByIds(missing));
    remember(cache, loaded, nowMs);
    for (const hotel of loaded) out.set(hotel.id, hotel);
  }
  return out;
}
