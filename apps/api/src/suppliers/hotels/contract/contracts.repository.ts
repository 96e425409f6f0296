import { and, eq, sql } from 'drizzle-orm';
import { hotelContracts, latestFxRate, namedRows, queryRows, type DbOrTx } from '@portal/db';
import {
  addDays,
  contractInBaseCurrency,
  contractPackBytes,
  registerCache,
  type Allotment,
  type AllotmentType,
  type CacheMeasure,
  type HotelContract,
  type PlainDate,
} from '@portal/domain';
import {
  boundedCache,
  estimateBytes,
  type BoundedCache,
  type CacheBound,
} from '../../../lib/bounded-cache.ts';

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
 * through a per-process cache (60 seconds, like hotel content): a city search would otherwise parse
 * several megabytes of seasons and rules on every call. Inventory (allotments) is always read fresh,
 * and recheck and booking read the contract itself fresh (contractById).
 */
export const CONTRACT_CACHE_TTL_MS = 60_000;
type ContractEntry = { at: number; list: CachedContract[] };
const caches = new WeakMap<object, BoundedCache<string, ContractEntry>>();

/**
 * Hotels whose contracts one node keeps, and their bytes (lib/bounded-cache.ts): the list as parsed
 * and the pack the list pricing keeps for it.
 */
const CONTRACT_CACHE_BOUND: CacheBound<string, ContractEntry> = {
  maxEntries: 20_000,
  maxBytes: 96 * 1024 * 1024,
  sizeOf: (entry, id) => estimateBytes(id) + estimateBytes(entry) + contractPackBytes(entry.list),
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
 * contracts per list, contract-pack.ts).
 */
export async function hotelContractLists(
  db: DbOrTx,
  hotelIds: readonly string[],
  nowMs: number = Date.now(),
): Promise<Map<string, readonly CachedContract[]>> {
  if (hotelIds.length === 0) return new Map();
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = boundedCache('hotel-contracts', CONTRACT_CACHE_BOUND)));
  // What this search uses, taken once: a concurrent search may make the bound drop an entry meanwhile.
  const lists = new Map<string, CachedContract[]>();
  const missing: string[] = [];
  for (const id of hotelIds) {
    const held = cache.get(id);
    if (held && nowMs - held.at < CONTRACT_CACHE_TTL_MS) lists.set(id, held.list);
    else missing.push(id);
  }
  if (missing.length > 0) {
    const rows = await db
      .select(withRate)
      .from(hotelContracts)
      .where(
        and(
          sql`${hotelContracts.hotelId} = any(${sql.param(missing)}::uuid[])`,
          eq(hotelContracts.isActive, true),
        ),
      );
    const loaded = new Map<string, CachedContract[]>(missing.map((id) => [id, []]));
    for (const { row, rate } of rows) {
      const contract = contractOf(row, rate);
      if (contract)
        loaded.get(row.hotelId)?.push({ contract, validFrom: row.validFrom, validTo: row.validTo });
    }
    for (const [id, list] of loaded) {
      cache.set(id, { at: nowMs, list });
      lists.set(id, list);
    }
  }
  return lists;
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

/**
 * One node's defaults of a database: a map read whole by every search and never changed once
 * answered (a search that reads missing room types makes a new one), so a search whose room types are
 * all held takes the map itself - one lookup per room type, no copy, no reordering. A least-recently-
 * used cache of one entry per room type cost ~0.9 ms per list search (a city's ~3,500 contracted room
 * types: an LRU relink and a map entry each, ADR 0040). The map is dropped whole
 * ALLOTMENT_DEFAULTS_TTL_MS after it was begun (and at once by forgetAllotmentDefaults).
 */
interface HeldDefaults {
  /** When the oldest value of `byId` was read. */
  at: number;
  byId: ReadonlyMap<string, DefaultAllotment>;
}
const defaultCaches = new WeakMap<object, { held: HeldDefaults } & CacheMeasure>();
/** Room types whose default allotment one node keeps (about 150 bytes each). */
const DEFAULTS_MAX_ENTRIES = 200_000;
const DEFAULT_BYTES = 150;

export function forgetAllotmentDefaults(db: DbOrTx): void {
  defaultCaches.delete(db);
}

function defaultsOf(db: DbOrTx) {
  let state = defaultCaches.get(db);
  if (!state) {
    const made = {
      held: { at: -Infinity, byId: new Map<string, DefaultAllotment>() } as HeldDefaults,
      get size() {
        return made.held.byId.size;
      },
      get bytes() {
        return made.held.byId.size * DEFAULT_BYTES;
      },
      maxBytes: DEFAULTS_MAX_ENTRIES * DEFAULT_BYTES,
    };
    registerCache('hotel-allotment-defaults', made);
    defaultCaches.set(db, (state = made));
  }
  return state;
}

/**
 * The default allotment of each room type (null: none, so no inventory): a map holding at least
 * these ids (they may repeat: a search asks for the room type of every contract), not to be changed.
 */
export async function allotmentDefaults(
  db: DbOrTx,
  roomTypeIds: readonly string[],
  nowMs: number = Date.now(),
): Promise<ReadonlyMap<string, DefaultAllotment>> {
  const state = defaultsOf(db);
  if (nowMs - state.held.at >= ALLOTMENT_DEFAULTS_TTL_MS) state.held = { at: nowMs, byId: new Map() };
  const base = state.held;
  let missing: Set<string> | null = null;
  for (const id of roomTypeIds) if (!base.byId.has(id)) (missing ??= new Set()).add(id);
  if (missing === null) return base.byId;
  const rows = await queryRows<{ roomTypeId: string; type: AllotmentType; count: number }>(
    db,
    sql`select room_type_id as "roomTypeId", type, count from hotel_allotment_defaults
        where room_type_id = any(${sql.param([...missing])}::uuid[])`,
  );
  // A new map (answered ones stay as they were): the held one and what was missing, or past the
  // bound only this search's room types.
  let next: Map<string, DefaultAllotment>;
  if (base.byId.size + missing.size <= DEFAULTS_MAX_ENTRIES) next = new Map(base.byId);
  else {
    next = new Map();
    for (const id of roomTypeIds) if (!missing.has(id)) next.set(id, base.byId.get(id) ?? null);
  }
  for (const id of missing) next.set(id, null);
  for (const r of rows) next.set(r.roomTypeId, { type: r.type, count: r.count });
  // Kept with the age of the map it grew from; a concurrent search's own growth may be lost (a
  // later miss reads it again), a forgotten or expired map is not brought back.
  if (defaultCaches.get(db) === state && state.held === base) state.held = { at: base.at, byId: next };
  return next;
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
