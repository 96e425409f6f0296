import { boundedCache, estimateBytes, type BoundedCache } from '../../lib/bounded-cache.ts';
import { promisify } from 'node:util';
import { gunzip, zstdDecompress } from 'node:zlib';
import { and, eq, gt } from 'drizzle-orm';
import { hotelSearchSessions, type DbOrTx } from '@portal/db';
import {
  decodeList,
  listOfHotels,
  storedListBytes,
  type StoredHotel,
  type StoredList,
} from './stored-list.ts';
import { compactHeadLength, joinCompactList } from './stored-list-compact.ts';
import { packList } from './stored-list-pack.ts';
import type { PriceBreakdown, PriceType, RateOffer, RoomPax, StarCategory } from '@portal/domain';

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

export interface StoredSingleRate {
  offer: RateOffer;
  breakdown: PriceBreakdown;
}

export type StoredResults =
  | { v: 1; kind: 'list'; list: StoredList }
  | { v: 1; kind: 'single'; hotelId: string; rates: StoredSingleRate[] };

/**
 * How a list session is written (ADR 0039): v 5, `results` names the format and the `list` column
 * holds the list's compact bytes (stored-list-compact.ts): their head (sizes, the ids as 16 bytes
 * each) as is, then the columns (varints) compressed with zstd at level 1 on libuv's thread pool:
 * a city session takes 35 KB (the bench's median) where v 4 took 75. Rows written before are still
 * read (they live 15 minutes, across a deploy): v 4 (`list` the columns of stored-list.ts encodeList, zstd), v 3 (the
 * same columns gzipped, in base64 inside `results`) and v 2 (the hotels as gzipped JSON, one object
 * per hotel). Single-hotel sessions stay plain JSON: they are small and the booking reads their rates.
 */
type PackedList =
  | { v: 5; kind: 'list' }
  | { v: 4; kind: 'list' }
  | { v: 3; kind: 'list'; z: string }
  | { v: 2; kind: 'list'; z: string };

const LIST_FORMAT = { v: 5, kind: 'list' } as const;
const unzstdAsync = promisify(zstdDecompress);
const gunzipAsync = promisify(gunzip);
/** The `v` of every stored format this release reads. */
const KNOWN_VERSIONS: ReadonlySet<unknown> = new Set([1, 2, 3, 4, 5]);

/** Null for a format this release does not know (see UnreadableSession). */
async function unpacked(
  results: StoredResults | PackedList,
  list: Buffer | null,
): Promise<StoredResults | null> {
  if (!KNOWN_VERSIONS.has((results as { v?: unknown } | null)?.v)) return null;
  if (results.v === 1) return results;
  if (results.v === 5 || results.v === 4) {
    if (!list) throw new Error(`a v ${results.v} list session has no list`);
    if (results.v === 4) return { v: 1, kind: 'list', list: decodeList(await unzstdAsync(list)) };
    const head = compactHeadLength(list);
    const columns = await unzstdAsync(list.subarray(head));
    return { v: 1, kind: 'list', list: joinCompactList(list.subarray(0, head), columns) };
  }
  const bytes = await gunzipAsync(Buffer.from(results.z, 'base64'));
  if (results.v === 3) return { v: 1, kind: 'list', list: decodeList(bytes) };
  return { v: 1, kind: 'list', list: listOfHotels(JSON.parse(bytes.toString('utf8')) as StoredHotel[]) };
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
 * A stored session whose format this release does not know: written by a newer release during a
 * rolling deploy, or by one whose format is no longer read. Its results cannot be read, so it is
 * answered as an expired search (own-session.ts); `format` is its stored `results` for the log.
 */
export interface UnreadableSession {
  id: string;
  agentId: string;
  expiresAt: Date;
  results: null;
  format: unknown;
}

/**
 * The sessions this node made lately, kept in memory so its own pages skip reading and parsing the
 * stored results again. The database row stays the truth: another node, or this one after a
 * restart or eviction, reads it from there. Small (a city search holds about a thousand hotels).
 */
const RECENT_MAX = 32;
/** Bytes of sessions kept: a list's own (its columns), a single hotel's rates estimated. */
const RECENT_MAX_BYTES = 48 * 1024 * 1024;
/** A session's criteria, ids and dates besides its list. */
const SESSION_ROW_BYTES = 2_048;
const recent = new WeakMap<object, BoundedCache<string, SessionRow>>();

function remember(db: DbOrTx, row: SessionRow): void {
  let held = recent.get(db);
  if (!held)
    recent.set(
      db,
      (held = boundedCache('hotel-search-sessions', {
        maxEntries: RECENT_MAX,
        maxBytes: RECENT_MAX_BYTES,
        sizeOf: (held: SessionRow) =>
          SESSION_ROW_BYTES +
          (held.results.kind === 'list'
            ? storedListBytes(held.results.list)
            : estimateBytes(held.results.rates)),
      })),
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
    /** packList of a list session's list, when the caller already has it. */
    packed?: Buffer | undefined;
  },
): Promise<{ id: string; expiresAt: Date }> {
  const expiresAt = new Date(row.now.getTime() + SEARCH_TTL_MS);
  const [inserted] = await db
    .insert(hotelSearchSessions)
    .values({
      agentId: row.agentId,
      createdAt: row.now,
      expiresAt,
      query: row.query as unknown as Record<string, unknown>,
      results: row.results.kind === 'list' ? LIST_FORMAT : row.results,
      list: row.results.kind === 'list' ? (row.packed ?? (await packList(row.results.list))) : null,
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

/** A stored session (own-session.ts answers a caller with it: 404, 410 or the session). */
export async function findSession(
  db: DbOrTx,
  id: string,
  now: Date,
): Promise<SessionRow | UnreadableSession | null> {
  const held = recent.get(db)?.get(id);
  // Expired ones come from the database, which says whether the purge has removed them yet.
  if (held && held.expiresAt.getTime() > now.getTime()) {
    remember(db, held); // the most recently used stays longest
    return held;
  }
  if (held) recent.get(db)?.delete(id);
  const [row] = await db.select().from(hotelSearchSessions).where(eq(hotelSearchSessions.id, id));
  if (!row) return null;
  const results = await unpacked(row.results as StoredResults | PackedList, row.list);
  if (!results)
    return { id: row.id, agentId: row.agentId, expiresAt: row.expiresAt, results: null, format: row.results };
  const session: SessionRow = {
    id: row.id,
    agentId: row.agentId,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    query: row.query as unknown as StoredCriteria,
    results,
  };
  // Paged again soon (another page, sort or filter): keep it like the ones this node made.
  if (session.expiresAt.getTime() > now.getTime()) remember(db, session);
  return session;
}
