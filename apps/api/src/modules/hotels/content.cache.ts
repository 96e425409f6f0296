import { isDeepStrictEqual } from 'node:util';
import type { Db } from '@portal/db';
import { registerCache, type CacheMeasure } from '@portal/domain';
import { estimateBytes } from '../../lib/bounded-cache.ts';
import { sameElements } from '../../lib/same-elements.ts';
import { SharedLoads } from '../../lib/shared-loads.ts';
import {
  hotelsByIds,
  hotelsOfArea,
  hotelsOfCity,
  loadHotels,
  type HotelRecord,
} from './content.repository.ts';

/**
 * A per-process read-through cache of hotel content (names, stars, rooms, codes; no prices and no
 * inventory). It is never needed by another node: a cold node loads what it misses in one query.
 * Search sessions store only ids and prices and take the content from here when paged. Rates and
 * allotments are always read fresh. Every edit of what it holds empties it through the change feed
 * (inventory-sync.ts: the 'hotels' and 'inventory' topics); the records' age is a safety net for a
 * write no trigger saw, long enough that its reload (some 90 ms of a node's main thread for a city
 * of a thousand hotels on PostgreSQL, 215 ms on PGlite: bench/cache-reload-cpu.ts) stays rare.
 */
export const CONTENT_TTL_MS = 15 * 60_000;

interface Cache {
  hotels: Map<string, { at: number; hotel: HotelRecord }>;
  destinations: Map<string, Destination>;
  /** Destination loads under way (the searches of one moment share one). */
  loads: SharedLoads<string, readonly HotelRecord[]>;
  /** Its report (`hotel-content`, ADR 0027), held here so that it lives as long as the cache. */
  measure: CacheMeasure;
}

/**
 * Most hotel records kept: a catalogue larger than this empties the cache when one more list would
 * pass it, and what a search then misses is loaded again (one query). Its bytes are reckoned when
 * reported (a sample of the records), not per record loaded; the bound in bytes is the entry bound at
 * the records' average size.
 */
export const CONTENT_MAX_HOTELS = 20_000;

/**
 * A destination's hotel ids and the list last answered for them. The list is answered again, the
 * same array, while each id still names the same fresh record in `hotels`: a city's thousand hotels
 * are not copied into a new array (and a map) per search, and what the list path derives from the
 * list alone (list-pricing.ts's index of the hotels) is made once per list, not per search.
 */
interface Destination {
  at: number;
  ids: string[];
  list: readonly HotelRecord[] | null;
}

const caches = new WeakMap<Db, Cache>();

function cacheOf(db: Db): Cache {
  let cache = caches.get(db);
  if (!cache) {
    const made: Cache = {
      hotels: new Map(),
      destinations: new Map(),
      loads: new SharedLoads(),
      measure: measureOf(() => made),
    };
    registerCache('hotel-content', made.measure);
    caches.set(db, (cache = made));
  }
  return cache;
}

function measureOf(cache: () => Cache): CacheMeasure {
  return {
    get size() {
      return cache().hotels.size;
    },
    get bytes() {
      const { hotels, destinations } = cache();
      // The destinations' ids (uuids) and list slots; their records are the hotels', counted once.
      let bytes = estimateBytes(hotels);
      for (const [key, held] of destinations)
        bytes += 64 + key.length * 2 + held.ids.length * (8 + 16 + 36 * 2) + (held.list?.length ?? 0) * 8;
      return bytes;
    },
    get maxBytes() {
      const { hotels } = cache();
      return hotels.size === 0 ? 0 : Math.round((estimateBytes(hotels) / hotels.size) * CONTENT_MAX_HOTELS);
    },
  };
}

/** Drops the cached content of a database (tests and admin changes that must show at once). */
export function forgetHotelContent(db: Db): void {
  caches.delete(db);
}

/**
 * Keeps loaded records, and answers them as kept: a record equal to the one held (expired) is the held
 * object. What is derived per record object (the contract pack of a hotel, contract-pack.ts) then
 * survives the reload instead of being rebuilt for every hotel of a city at once.
 */
function remember(cache: Cache, list: readonly HotelRecord[], at: number): HotelRecord[] {
  if (cache.hotels.size + list.length > CONTENT_MAX_HOTELS) {
    cache.hotels.clear();
    cache.destinations.clear();
  }
  return list.map((loaded) => {
    const held = cache.hotels.get(loaded.id)?.hotel;
    const hotel = held && isDeepStrictEqual(held, loaded) ? held : loaded;
    cache.hotels.set(hotel.id, { at, hotel });
    return hotel;
  });
}

/**
 * Whether `list` is still what the destination's ids give: each id's record in the cache, fresh,
 * and the very object the list holds (an id without a fresh record is looked up again below).
 */
function stillCurrent(
  cache: Cache,
  held: Destination,
  nowMs: number,
): held is Destination & { list: readonly HotelRecord[] } {
  const { ids, list } = held;
  if (!list || list.length !== ids.length) return false;
  for (let i = 0; i < ids.length; i++) {
    const record = cache.hotels.get(ids[i]!);
    if (!record || nowMs - record.at >= CONTENT_TTL_MS || record.hotel !== list[i]) return false;
  }
  return true;
}

/**
 * The active hotels of a city or area. Read only: the same array is answered to every search of
 * the destination while its records stay the same.
 */
export async function hotelsOfDestination(
  db: Db,
  kind: 'CITY' | 'AREA',
  id: string,
  nowMs: number = Date.now(),
): Promise<readonly HotelRecord[]> {
  const cache = cacheOf(db);
  const key = `${kind}:${id}`;
  const held = cache.destinations.get(key);
  if (held && nowMs - held.at < CONTENT_TTL_MS) {
    if (stillCurrent(cache, held, nowMs)) return held.list;
    const found = await hotelsWithIds(db, held.ids, nowMs);
    const list = held.ids.flatMap((hid) => found.get(hid) ?? []);
    // Kept only when every id has its record: an id without one (inactive now) is asked again next time.
    held.list = list.length === held.ids.length ? list : null;
    return list;
  }
  return (
    cache.loads.running(key) ?? cache.loads.share([key], loadDestination(db, cache, key, kind, id, nowMs))
  );
}

/**
 * Loads a destination's hotels (one load shared by the searches that ask meanwhile). A reload that
 * finds every record unchanged answers the list held before, the same array.
 */
async function loadDestination(
  db: Db,
  cache: Cache,
  key: string,
  kind: 'CITY' | 'AREA',
  id: string,
  nowMs: number,
): Promise<readonly HotelRecord[]> {
  const list = remember(
    cache,
    await loadHotels(db, kind === 'CITY' ? hotelsOfCity(id) : hotelsOfArea(id)),
    nowMs,
  );
  const before = cache.destinations.get(key)?.list;
  const kept = before && sameElements(before, list) ? before : list;
  cache.destinations.set(key, { at: nowMs, ids: list.map((h) => h.id), list: kept });
  return kept;
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
    for (const hotel of remember(cache, await loadHotels(db, hotelsByIds(missing)), nowMs))
      out.set(hotel.id, hotel);
  }
  return out;
}
