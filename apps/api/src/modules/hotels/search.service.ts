import type { HotelResultsParsed, HotelSearchAnswer, HotelSearchParsed } from '@portal/contracts';
import { BoundedMemo, stringBytes } from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../lib/app-error.ts';
import { hotelSuppliers } from '../../suppliers/hotels/index.ts';
import { hotelsOfDestination, hotelsWithIds } from './content.cache.ts';
import { syncInventoryCaches } from './inventory-sync.ts';
import { destinationExists, type HotelRecord } from './content.repository.ts';
import { checkStay, invalid, type StayCriteria } from './criteria.ts';
import { cachedHotelMarkups, type Buyer } from './markup-layers.ts';
import { listPricer, PRICED_LIST_SESSIONS_MAX } from './list-pricing.ts';
import { searchEachSupplierForList, suppliersFor, type SupplierLog } from './offers.ts';
import { resultsPage } from './results.view.ts';
import { packList } from './stored-list-pack.ts';
import { ownLiveSession } from './own-session.ts';
import {
  insertSession,
  renewSession,
  SEARCH_TTL_MS,
  type SessionRow,
  type StoredCriteria,
} from './session.repository.ts';

/**
 * A repeated identical search renews its session (another 15 minutes) with one UPDATE; within this
 * long of the last renewal (or insert) on this node the write is skipped and the answer carries the
 * stored expiry (at most this much short of 15 minutes). Ten agents' browsers repeating a search
 * would otherwise queue ten commits of the same row, each waiting for the previous one's WAL flush.
 */
export const SESSION_RENEW_AFTER_MS = 30_000;
/** Session ids this node stored or renewed lately (a uuid and a date or a promise each). */
const SESSION_IDS_BOUND = {
  maxEntries: 1_024,
  maxBytes: 256 * 1024,
  sizeOf: (_: unknown, id: string) => stringBytes(id) + 64,
};

/**
 * The search's hotels by id (the last record of an id listed twice), the content of its first page:
 * made once per hotels array, which the content cache answers to every search of a destination
 * while its records are the same (content.cache.ts), instead of a map of a thousand hotels per stay.
 */
const recordMaps = new WeakMap<readonly HotelRecord[], ReadonlyMap<string, HotelRecord>>();
function recordsById(hotels: readonly HotelRecord[]): ReadonlyMap<string, HotelRecord> {
  let byId = recordMaps.get(hotels);
  if (!byId) recordMaps.set(hotels, (byId = new Map(hotels.map((h) => [h.id, h]))));
  return byId;
}

/** The hotel search use cases: a list search (city, area or one hotel) and its pages. */
export function hotelSearchService(deps: AppDeps) {
  const db = () => deps.database.db;
  const priceList = listPricer(() => suppliers().listPool);
  /** Expiry of sessions this node stored or renewed lately (renewals in flight share one write). */
  const renewals = new BoundedMemo<string, Promise<{ id: string; expiresAt: Date } | null>>(
    'hotel-session-renewals',
    SESSION_IDS_BOUND,
  );
  const expiries = new BoundedMemo<string, Date>('hotel-session-expiries', SESSION_IDS_BOUND);
  const knownExpiry = (id: string, expiresAt: Date) => expiries.set(id, expiresAt);
  async function renew(id: string, agentId: string, now: Date) {
    const known = expiries.get(id);
    if (known && known.getTime() - now.getTime() > SEARCH_TTL_MS - SESSION_RENEW_AFTER_MS)
      return { id, expiresAt: known };
    let running = renewals.get(id);
    if (!running) {
      running = renewSession(db(), id, agentId, now).finally(() => renewals.delete(id));
      renewals.set(id, running);
    }
    const renewed = await running;
    if (renewed) knownExpiry(id, renewed.expiresAt);
    else expiries.delete(id);
    return renewed;
  }
  const suppliers = () =>
    hotelSuppliers(deps, async (id) => (await hotelsWithIds(db(), [id])).get(id) ?? null);

  async function candidates(body: HotelSearchParsed): Promise<readonly HotelRecord[]> {
    const { id, suggestionType } = body.searchQuery;
    const unknown = () =>
      invalid([
        {
          field: 'searchQuery.id',
          message: 'Unknown destination: choose a city, area or hotel from the suggestions',
        },
      ]);
    let list: readonly HotelRecord[];
    if (suggestionType === 'HOTEL') {
      const found = (await hotelsWithIds(db(), [id])).get(id);
      if (!found) throw unknown();
      list = [found];
    } else {
      list = await hotelsOfDestination(db(), suggestionType, id);
      if (list.length === 0 && !(await destinationExists(db(), suggestionType, id))) throw unknown();
    }
    const stars = body.starCategory;
    return stars?.length ? list.filter((h) => stars.includes(h.starCategory)) : list;
  }

  /**
   * Runs a search: checks the stay, resolves the destination, asks the suppliers the price type
   * names in parallel, prices every rate for the buyer, stores the session (15 minutes, owned by
   * the buyer) and answers its first page.
   */
  async function search(
    buyer: Buyer,
    body: HotelSearchParsed,
    page: HotelResultsParsed,
    log: SupplierLog,
  ): Promise<HotelSearchAnswer> {
    const now = deps.clock.now();
    const criteria: StayCriteria = {
      fromDate: body.fromDate,
      toDate: body.toDate,
      rooms: body.rooms,
      nationality: body.nationality,
      priceType: body.priceType,
    };
    await checkStay(db(), criteria, now);
    await syncInventoryCaches(deps.database);
    // The buyer's markup rows, from memory until a markup changes (ADR 0040); when read, in parallel
    // with the suppliers' answers (on PostgreSQL, two connections).
    const markupRows = cachedHotelMarkups.get(deps.database, buyer);
    if (markupRows instanceof Promise) markupRows.catch(() => undefined);
    const hotels = await candidates(body);
    const [markups, answers] = await Promise.all([
      markupRows,
      searchEachSupplierForList(suppliersFor(suppliers(), body.priceType), hotels, criteria, now, log),
    ]);
    const priced = await priceList(hotels, answers, markups);
    const stored = priced.stored;
    const byId = recordsById(hotels);
    const query: StoredCriteria = {
      kind: 'list',
      destination: body.searchQuery,
      ...criteria,
      starCategory: body.starCategory ?? null,
    };
    // The same agent repeating the same search gets the same list: its session is renewed (15
    // minutes from now) instead of storing the list again.
    const sessionKey = `${buyer.agentId}|${JSON.stringify(query)}`;
    const known = priced.sessions.get(sessionKey);
    const renewed = known ? await renew(known, buyer.agentId, now) : null;
    if (renewed) return resultsPage({ ...renewed, query }, stored, byId, page, now, hotels);
    // A repeated search by someone else stores the very same list: pack it once.
    const packed = (priced.packed ??= packList(stored));
    packed.catch(() => {
      if (priced.packed === packed) priced.packed = undefined;
    });
    const session = await insertSession(db(), {
      agentId: buyer.agentId,
      now,
      query,
      results: { v: 1, kind: 'list', list: stored },
      packed: await packed,
    });
    if (priced.sessions.size >= PRICED_LIST_SESSIONS_MAX) priced.sessions.clear();
    priced.sessions.set(sessionKey, session.id);
    knownExpiry(session.id, session.expiresAt);
    return resultsPage(
      { id: session.id, expiresAt: session.expiresAt, query },
      stored,
      byId,
      page,
      now,
      hotels,
    );
  }

  /** A session the buyer owns and may still page (ownLiveSession: 404 or 410 otherwise). */
  function ownSession(buyer: Buyer, searchId: string, log: SupplierLog): Promise<SessionRow> {
    return ownLiveSession(db(), searchId, buyer.agentId, deps.clock.now(), log);
  }

  /** Another page, sort or filter of a stored list search: no supplier is asked again. */
  async function page(
    buyer: Buyer,
    searchId: string,
    q: HotelResultsParsed,
    log: SupplierLog,
  ): Promise<HotelSearchAnswer> {
    const session = await ownSession(buyer, searchId, log);
    if (session.results.kind !== 'list') throw notFound('Search');
    const stored = session.results.list;
    const content = await hotelsWithIds(db(), stored.ids);
    return resultsPage(session, stored, content, q, deps.clock.now());
  }

  return { search, page, ownSession };
}
