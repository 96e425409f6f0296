import { isDeepStrictEqual } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import { hotelContracts, latestFxRate, namedRows, queryRows, type DbOrTx } from '@portal/db';
import {
  addDays,
  contractInBaseCurrency,
  contractPackBytes,
  type Allotment,
  type AllotmentType,
  type ContractPack,
  type HotelContract,
  type PlainDate,
} from '@portal/domain';
import {
  boundedCache,
  estimateBytes,
  type BoundedCache,
  type CacheBound,
} from '../../../lib/bounded-cache.ts';
import { SharedLoads } from '../../../lib/shared-loads.ts';

type ContractRow = typeof hotelContracts.$inferSelect;

/** A contract row with the latest rate of its currency. */
const withRate = { row: hotelContracts, rate: latestFxRate(hotelContracts.currency) };

/**
 * The contract as the pricing reads it: amounts in AED, converted from the contract's currency with
 * `rate` (null: a contract in a currency without a rate does not sell).
 */
export function contractOf(row: ContractRow, rate: string | number | null = null): HotelContract | null {
  return contractInBaseCurrency(storedContract(row), row.currency, rate === null ? null : Number(rate));
}

function storedContract(row: ContractRow): HotelContract {
  return {
    id: row.id,
    hotelId: row.hotelId,
    roomTypeId: row.roomTypeId,
    rateCode: row.rateCode,
    rateName: row.rateName,
    boardCode: row.boardCode,
    seasons: row.seasons,
    childBands: row.childBands,
    mealSupplements: row.mealSupplements,
    minStay: row.minStay,
    releaseDays: row.releaseDays,
    nationalitiesIncluded: row.nationalitiesIncluded,
    nationalitiesExcluded: row.nationalitiesExcluded,
    cancellation: row.cancellation,
    promotions: row.promotions,
    rateComments: row.rateComments,
    priority: row.priority,
  };
}

export interface CachedContract {
  contract: HotelContract;
  validFrom: PlainDate;
  validTo: PlainDate;
}

/**
 * Contracts change when the contracting team edits them, not per booking, so a search reads them
 * through a per-process cache: a city search would otherwise parse several megabytes of seasons and
 * rules on every call. Every edit of a contract or an exchange rate empties it through the change
 * feed ('inventory', modules/hotels/inventory-sync.ts); the entries' age is a safety net for a write
 * no trigger saw, long enough that its reload (some 200 ms of a node's main thread for a city of a
 * thousand hotels on PostgreSQL, 500 ms on PGlite: bench/cache-reload-cpu.ts) stays rare. Inventory
 * (allotments) is always read fresh, and recheck and booking read the contract itself fresh
 * (contractById).
 */
export const CONTRACT_CACHE_TTL_MS = 15 * 60_000;
type ContractEntry = { at: number; list: CachedContract[] };
const caches = new WeakMap<object, BoundedCache<string, ContractEntry>>();

/**
 * Bytes the default allotments of a pack's room types by position hold (packAllotmentDefaults, kept
 * with the pack): a slot per room type, at most one per contract, and the holder.
 */
const DEFAULTS_BY_POSITION_BYTES = { perContract: 8, fixed: 64 };

/**
 * Hotels whose contracts one node keeps, and their bytes (lib/bounded-cache.ts): the list as parsed,
 * the pack the list pricing keeps for it and the pack's defaults by position.
 */
const CONTRACT_CACHE_BOUND: CacheBound<string, ContractEntry> = {
  maxEntries: 20_000,
  maxBytes: 96 * 1024 * 1024,
  sizeOf: (entry, id) =>
    estimateBytes(id) +
    estimateBytes(entry) +
    contractPackBytes(entry.list) +
    DEFAULTS_BY_POSITION_BYTES.fixed +
    DEFAULTS_BY_POSITION_BYTES.perContract * entry.list.length,
};

export function forgetContracts(db: DbOrTx): void {
  caches.delete(db);
}

/** Whether a cached contract's validity covers part of the stay's nights. */
export function meetsStay(c: CachedContract, firstNight: PlainDate, lastNight: PlainDate): boolean {
  return c.validFrom <= lastNight && c.validTo >= firstNight;
}

/** Active contracts of these hotels whose validity covers part of the stay, from their lists (hotelContractLists). */
export function contractsOfStay(
  lists: ReadonlyMap<string, readonly CachedContract[]>,
  hotelIds: readonly string[],
  firstNight: PlainDate,
  lastNight: PlainDate,
): HotelContract[] {
  const out: HotelContract[] = [];
  for (const id of hotelIds) {
    for (const c of lists.get(id) ?? []) {
      if (meetsStay(c, firstNight, lastNight)) out.push(c.contract);
    }
  }
  return out;
}

/**
 * Every active contract of each hotel with its validity, as the cache holds it: the same list object
 * until the cache reloads the hotel or forgets the database (the list pricing keeps its packed
 * contracts per list, contract-pack.ts). A reload after CONTRACT_CACHE_TTL_MS that finds a hotel's
 * contracts unchanged keeps its list object, so its pack is not built again: otherwise every hotel of
 * a city expired at the same moment, and the searches of that moment rebuilt a thousand packs
 * (seconds of stall, ADR 0049). Concurrent searches share one load of the hotels they both miss.
 */
export async function hotelContractLists(
  db: DbOrTx,
  hotelIds: readonly string[],
  nowMs: number = Date.now(),
): Promise<Map<string, readonly CachedContract[]>> {
  if (hotelIds.length === 0) return new Map();
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = boundedCache('hotel-contracts', CONTRACT_CACHE_BOUND)));
  let shared = loads.get(cache);
  if (!shared) loads.set(cache, (shared = new SharedLoads()));
  // What this search uses, taken once: a concurrent search may make the bound drop an entry meanwhile.
  const lists = new Map<string, readonly CachedContract[]>();
  const waits = new Map<string, Promise<ContractLists>>();
  const missing: string[] = [];
  for (const id of hotelIds) {
    const held = cache.get(id);
    if (held && nowMs - held.at < CONTRACT_CACHE_TTL_MS) lists.set(id, held.list);
    else {
      const load = shared.running(id);
      if (load) waits.set(id, load);
      else missing.push(id);
    }
  }
  if (missing.length > 0) {
    const load = shared.share(missing, loadContractLists(db, cache, missing, nowMs));
    for (const [id, list] of await load) lists.set(id, list);
  }
  for (const [id, load] of waits) lists.set(id, (await load).get(id) ?? []);
  return lists;
}

/** Some hotels' lists by hotel id, as one load brings them (loadContractLists). */
type ContractLists = ReadonlyMap<string, readonly CachedContract[]>;
/** The contract loads under way, per cache: a hotel's id to the load that brings its list. */
const loads = new WeakMap<object, SharedLoads<string, ContractLists>>();

/** Loads the hotels' lists into the cache; a list equal to the one held keeps the held object. */
async function loadContractLists(
  db: DbOrTx,
  cache: BoundedCache<string, ContractEntry>,
  hotelIds: readonly string[],
  nowMs: number,
): Promise<ContractLists> {
  const rows = await db
    .select(withRate)
    .from(hotelContracts)
    .where(
      and(
        sql`${hotelContracts.hotelId} = any(${sql.param([...hotelIds])}::uuid[])`,
        eq(hotelContracts.isActive, true),
      ),
    );
  const loaded = new Map<string, CachedContract[]>(hotelIds.map((id) => [id, []]));
  for (const { row, rate } of rows) {
    const contract = contractOf(row, rate);
    if (contract) loaded.get(row.hotelId)?.push({ contract, validFrom: row.validFrom, validTo: row.validTo });
  }
  for (const [id, list] of loaded) {
    const held = cache.get(id)?.list;
    const kept = held && isDeepStrictEqual(held, list) ? held : list;
    cache.set(id, { at: nowMs, list: kept });
    loaded.set(id, kept);
  }
  return loaded;
}

export async function contractById(db: DbOrTx, id: string): Promise<HotelContract | null> {
  const [found] = await db
    .select(withRate)
    .from(hotelContracts)
    .where(and(eq(hotelContracts.id, id), eq(hotelContracts.isActive, true)));
  return found ? contractOf(found.row, found.rate) : null;
}

export interface ExceptionNight {
  roomTypeId: string;
  date: PlainDate;
  type: string | null;
  count: number | null;
  booked: number;
  closedToArrival: boolean;
}

/**
 * The nights that differ from the room types' defaults, bookings included: one query with the ids
 * as a single array parameter (a city's room types number in the thousands). It is the freshness
 * signature of cached contract offers: any booking or stop sale shows up here.
 */
export async function allotmentExceptions(
  db: DbOrTx,
  roomTypeIds: readonly string[],
  firstNight: PlainDate,
  lastNight: PlainDate,
): Promise<ExceptionNight[]> {
  if (roomTypeIds.length === 0) return [];
  return queryRows<ExceptionNight>(
    db,
    sql`select room_type_id as "roomTypeId", date::text as date, type, count, booked,
          closed_to_arrival as "closedToArrival" from hotel_allotments
        where room_type_id = any(${sql.param([...roomTypeIds])}::uuid[]) and date between ${firstNight} and ${lastNight}
        order by room_type_id, date`,
  );
}

/**
 * The same for every room type of some hotels, named by their city when they share one (a city
 * search: one small parameter instead of thousands of room type ids to send and parse), else by
 * their ids. Callers pick their room types' nights from the answer.
 */
export async function hotelAllotmentExceptions(
  db: DbOrTx,
  hotels: readonly { id: string; cityId: string }[],
  firstNight: PlainDate,
  lastNight: PlainDate,
): Promise<ExceptionNight[]> {
  const first = hotels[0];
  if (!first) return [];
  const oneCity = hotels.every((h) => h.cityId === first.cityId);
  const which = oneCity
    ? sql`rt.hotel_id in (select id from hotels where city_id = ${first.cityId})`
    : sql`rt.hotel_id = any(${sql.param(hotels.map((h) => h.id))}::uuid[])`;
  // A named statement (one per variant of the text): every new stay runs it, and parsing and planning
  // the join was a third of what PostgreSQL spent on it (ADR 0037 addendum).
  return namedRows<ExceptionNight>(
    db,
    oneCity ? 'hotel_city_exception_nights' : 'hotel_exception_nights',
    sql`select a.room_type_id as "roomTypeId", a.date::text as date, a.type, a.count, a.booked,
          a.closed_to_arrival as "closedToArrival"
        from hotel_allotments a join hotel_room_types rt on rt.id = a.room_type_id
        where ${which} and a.date between ${firstNight} and ${lastNight}
        order by a.room_type_id, a.date`,
  );
}

/**
 * Default allotments (type and count per room type) change when the contracting team edits them,
 * not per booking: a search reads them through a per-process cache for as long as its offer memo
 * may keep offers anyway (offer-memo.ts, 30 s), and takes the nights from the exception rows it
 * reads fresh for its freshness signature, instead of loading a city's full inventory (thousands of
 * room type ids, twice) on every new stay. Recheck and booking read the inventory fresh.
 */
export const ALLOTMENT_DEFAULTS_TTL_MS = 30_000;
type DefaultAllotment = { type: AllotmentType; count: number } | null;
type DefaultEntry = { at: number; value: DefaultAllotment };
type DefaultsCache = BoundedCache<string, DefaultEntry>;
const defaultCaches = new WeakMap<object, DefaultsCache>();
/** Room types whose default allotment one node keeps (about 150 bytes each). */
const DEFAULTS_CACHE_BOUND = { maxEntries: 200_000, maxBytes: 32 * 1024 * 1024, sizeOf: () => 150 };

export function forgetAllotmentDefaults(db: DbOrTx): void {
  defaultCaches.delete(db);
}

function defaultsCache(db: DbOrTx): DefaultsCache {
  let cache = defaultCaches.get(db);
  if (!cache) defaultCaches.set(db, (cache = boundedCache('hotel-allotment-defaults', DEFAULTS_CACHE_BOUND)));
  return cache;
}

/**
 * The default allotment of each room type (null: none, so no inventory), in the order first asked
 * for; the ids may repeat (a search asks for the room type of every contract).
 */
export async function allotmentDefaults(
  db: DbOrTx,
  roomTypeIds: readonly string[],
  nowMs: number = Date.now(),
): Promise<Map<string, DefaultAllotment>> {
  const out = new Map<string, DefaultAllotment>();
  for (const [id, held] of await defaultEntries(db, roomTypeIds, nowMs)) out.set(id, held.value);
  return out;
}

/**
 * allotmentDefaults with the instant each value was read (the oldest of a pack's values says how
 * long packAllotmentDefaults may keep them), in the order first asked for.
 */
async function defaultEntries(
  db: DbOrTx,
  roomTypeIds: readonly string[],
  nowMs: number,
): Promise<Map<string, DefaultEntry>> {
  const cache = defaultsCache(db);
  const out = new Map<string, DefaultEntry>();
  const missing: string[] = [];
  for (const id of roomTypeIds) {
    if (out.has(id)) continue;
    const held = cache.get(id);
    if (!held || nowMs - held.at >= ALLOTMENT_DEFAULTS_TTL_MS) {
      missing.push(id);
      // Its place in the order; the value comes with the query below.
      out.set(id, { at: nowMs, value: null });
    } else out.set(id, held);
  }
  if (missing.length > 0) {
    const rows = await queryRows<{ roomTypeId: string; type: AllotmentType; count: number }>(
      db,
      sql`select room_type_id as "roomTypeId", type, count from hotel_allotment_defaults
          where room_type_id = any(${sql.param(missing)}::uuid[])`,
    );
    for (const r of rows) out.set(r.roomTypeId, { at: nowMs, value: { type: r.type, count: r.count } });
    for (const id of missing) cache.set(id, out.get(id)!);
  }
  return out;
}

/**
 * The default allotments of a pack's room types by position (`pack.roomTypeIds`), kept per pack
 * (held by the contract cache with the pack, counted in its bytes: DEFAULTS_BY_POSITION_BYTES) for
 * as long as its oldest value may be served and the database's defaults cache is the same one
 * (forgetAllotmentDefaults drops it): what allotmentDefaults answers for these ids, without a cache
 * lookup per room type and search (some 2,000 per new stay of a city, ADR 0034).
 */
const byPosition = new WeakMap<
  ContractPack,
  { cache: DefaultsCache; at: number; values: DefaultAllotment[] }
>();

export async function packAllotmentDefaults(
  db: DbOrTx,
  packs: readonly ContractPack[],
  nowMs: number = Date.now(),
): Promise<(readonly DefaultAllotment[])[]> {
  const cache = defaultsCache(db);
  const out = new Array<readonly DefaultAllotment[]>(packs.length);
  const stale: number[] = [];
  const ids: string[] = [];
  for (let i = 0; i < packs.length; i++) {
    const pack = packs[i]!;
    const held = byPosition.get(pack);
    if (held && held.cache === cache && nowMs - held.at < ALLOTMENT_DEFAULTS_TTL_MS) out[i] = held.values;
    else {
      stale.push(i);
      for (const id of pack.roomTypeIds) ids.push(id);
    }
  }
  if (stale.length === 0) return out;
  const entries = await defaultEntries(db, ids, nowMs);
  for (const i of stale) {
    const pack = packs[i]!;
    let at = nowMs;
    const values = pack.roomTypeIds.map((id) => {
      const held = entries.get(id)!;
      at = Math.min(at, held.at);
      return held.value;
    });
    byPosition.set(pack, { cache, at, values });
    out[i] = values;
  }
  return out;
}

/**
 * The complete daily inventory of room types for the nights (as @portal/db loadAllotments): one
 * Allotment per room type with a default and night, an exception night's null type or count
 * inheriting the default. `exceptions` must hold every exception night of these room types.
 */
export function inventoryOf(
  roomTypeIds: readonly string[],
  defaults: ReadonlyMap<string, DefaultAllotment>,
  exceptions: ReadonlyMap<string, readonly ExceptionNight[]>,
  firstNight: PlainDate,
  lastNight: PlainDate,
): Allotment[] {
  const nights: PlainDate[] = [];
  for (let d = firstNight; d <= lastNight; d = addDays(d, 1)) nights.push(d);
  const out: Allotment[] = [];
  for (const roomTypeId of new Set(roomTypeIds)) {
    const base = defaults.get(roomTypeId);
    if (!base) continue;
    const rows = exceptions.get(roomTypeId);
    for (const date of nights) {
      const row = rows?.find((r) => r.date === date);
      out.push({
        roomTypeId,
        date,
        type: (row?.type as AllotmentType | null | undefined) ?? base.type,
        count: row?.count ?? base.count,
        booked: row?.booked ?? 0,
        // Only a closed night carries the flag: an open one looks as it always did.
        ...(row?.closedToArrival ? { closedToArrival: true } : {}),
      });
    }
  }
  return out;
}
