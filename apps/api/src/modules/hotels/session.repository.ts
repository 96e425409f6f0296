import { boundedCache, type BoundedCache } from '../../lib/bounded-cache.ts';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { and, eq, gt } from 'drizzle-orm';
import { hotelSearchSessions, type DbOrTx } from '@portal/db';
import type { BoardCode, PriceBreakdown, PriceType, RateOffer, RoomPax, StarCategory } from '@portal/domain';

/** A search session lives 15 minutes (as the original's HotelAvailSearchResult). */
export const SEARCH_TTL_MS = 15 * 60_000;

/** The criteria a session was made with (echoed in every page and used by the single-hotel view). */
export interface StoredCriteria {
  kind: 'list' | 'single';
  destination: { id: string; suggestionType: 'CITY' | 'AREA' | 'HOTEL' };
  fromDate: string;
  toDate: string;
  rooms: RoomPax[];
  nationality: string;
  priceType: PriceType;
  starCategory: StarCategory[] | null;
}

/**
 * One hotel of a list session, kept small (a city search stores about a thousand): `r` holds one
 * entry per board / refundable / pay-later combination at its cheapest agent price `p`, with that
 * rate's sell price `s`; `f` bit 1 = refundable, bit 2 = pay later. `x` is the dearest rate, `n` the
 * number of rates, `o` the sources (bit 1 contract, bit 2 bedbank). Content comes from the content
 * cache when a page is built.
 */
export interface StoredHotel {
  h: string;
  r: [BoardCode, number, number, number][];
  x: number;
  n: number;
  o: number;
}

export interface StoredSingleRate {
  offer: RateOffer;
  breakdown: PriceBreakdown;
}

export type StoredResults =
  | { v: 1; kind: 'list'; hotels: StoredHotel[] }
  | { v: 1; kind: 'single'; hotelId: string; rates: StoredSingleRate[] };

/**
 * How a list session is written: the hotels as gzipped JSON in base64 (a city search's ~230 KB of
 * JSON becomes ~40 KB; the compression runs on libuv's thread pool, off the event loop). Single-hotel
 * sessions stay plain JSON: they are small and the booking reads their rates.
 */
interface PackedList {
  v: 2;
  kind: 'list';
  z: string;
}

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** The stored form of a list session's hotels (the search keeps it to store a repeated search again). */
export async function packHotels(hotels: readonly StoredHotel[]): Promise<string> {
  return (await gzipAsync(JSON.stringify(hotels), { level: 1 })).toString('base64');
}

async function unpacked(results: StoredResults | PackedList): Promise<StoredResults> {
  if (results.v !== 2) return results;
  const json = await gunzipAsync(Buffer.from(results.z, 'base64'));
  return { v: 1, kind: 'list', hotels: JSON.parse(json.toString('utf8')) as StoredHotel[] };
}

export interface SessionRow {
  id: string;
  agentId: string;
  createdAt: Date;
  expiresAt: Date;
  query: StoredCriteria;
  results: StoredResults;
}

/**
 * The sessions this node made lately, kept in memory so its own pages skip reading and parsing the
 * stored results again. The database row stays the truth: another node, or this one after a
 * restart or eviction, reads it from there. Small (a city search holds about a thousand hotels).
 */
const RECENT_MAX = 32;
/** Bytes of sessions kept (lib/bounded-cache.ts estimates each from a sample of its hotels). */
const RECENT_MAX_BYTES = 48 * 1024 * 1024;
const recent = new WeakMap<object, BoundedCache<string, SessionRow>>();

function remember(db: DbOrTx, row: SessionRow): void {
  let held = recent.get(db);
  if (!held)
    recent.set(
      db,
      (held = boundedCache('hotel-search-sessions', { maxEntries: RECENT_MAX, maxBytes: RECENT_MAX_BYTES })),
    );
  // Stored again only when new: the size estimate is made once per session, not per page.
  if (held.get(row.id) !== row) held.set(row.id, row);
}

export async function insertSession(
  db: DbOrTx,
  row: {
    agentId: string;
    now: Date;
    query: StoredCriteria;
    results: StoredResults;
    /** packHotels of a list session's hotels, when the caller already has it. */
    packed?: string | undefined;
  },
): Promise<{ id: string; expiresAt: Date }> {
  const expiresAt = new Date(row.now.getTime() + SEARCH_TTL_MS);
  const results: StoredResults | PackedList =
    row.results.kind === 'list'
      ? { v: 2, kind: 'list', z: row.packed ?? (await packHotels(row.results.hotels)) }
      : row.results;
  const [inserted] = await db
    .insert(hotelSearchSessions)
    .values({
      agentId: row.agentId,
      createdAt: row.now,
      expiresAt,
      query: row.query as unknown as Record<string, unknown>,
      results,
    })
    .returning({ id: hotelSearchSessions.id });
  if (!inserted) throw new Error('the search session was not stored');
  remember(db, {
    id: inserted.id,
    agentId: row.agentId,
    createdAt: row.now,
    expiresAt,
    query: row.query,
    results: row.results,
  });
  return { id: inserted.id, expiresAt };
}

/**
 * Gives a live session of this agent another 15 minutes from `now` (an identical repeated search
 * answers with it instead of storing the same list again). Null when it is gone or already expired.
 */
export async function renewSession(
  db: DbOrTx,
  id: string,
  agentId: string,
  now: Date,
): Promise<{ id: string; expiresAt: Date } | null> {
  const expiresAt = new Date(now.getTime() + SEARCH_TTL_MS);
  const [row] = await db
    .update(hotelSearchSessions)
    .set({ expiresAt })
    .where(
      and(
        eq(hotelSearchSessions.id, id),
        eq(hotelSearchSessions.agentId, agentId),
        gt(hotelSearchSessions.expiresAt, now),
      ),
    )
    .returning({ id: hotelSearchSessions.id });
  if (!row) return null;
  const held = recent.get(db)?.get(id);
  if (held) remember(db, { ...held, expiresAt });
  return { id, expiresAt };
}

export async function findSession(db: DbOrTx, id: string, now: Date): Promise<SessionRow | null> {
  const held = recent.get(db)?.get(id);
  // Expired ones come from the database, which says whether the purge has removed them yet.
  if (held && held.expiresAt.getTime() > now.getTime()) {
    remember(db, held); // the most recently used stays longest
    return held;
  }
  if (held) recent.get(db)?.delete(id);
  const [row] = await db.select().from(hotelSearchSessions).where(eq(hotelSearchSessions.id, id));
  if (!row) return null;
  const session: SessionRow = {
    id: row.id,
    agentId: row.agentId,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    query: row.query as unknown as StoredCriteria,
    results: await unpacked(row.results as StoredResults | PackedList),
  };
  // Paged again soon (another page, sort or filter): keep it like the ones this node made.
  if (session.expiresAt.getTime() > now.getTime()) remember(db, session);
  return session;
}
