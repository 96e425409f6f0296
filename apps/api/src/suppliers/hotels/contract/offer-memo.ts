import { encodeRooms, plainDateIn, type RateOffer } from '@portal/domain';
import { boundedCache, type BoundedCache } from '../../../lib/bounded-cache.ts';
import type { HotelSearchRequest } from '../supplier.ts';
import type { ExceptionNight } from './contracts.repository.ts';

/**
 * Contract offers per hotel and search, reused for a short while as long as the hotel's inventory
 * for those nights is unchanged. Agents repeat the same stay many times (refining stars, opening a
 * hotel, going back), and pricing every contract of a city is the dearest part of a search.
 *
 * Exactness: the key holds the stay, party, nationality and the hotel-local day; the entry holds a
 * signature of the hotel's exception nights (bookings, stop sales, changed counts) read fresh for
 * every search, so a booking or stop sale in the hotel's nights prices it again at once. What may
 * be up to TTL old is what depends on the clock within a day (a deadline passing in those seconds)
 * and edits of contracts or default allotments (cached for a minute anyway); recheck before
 * booking always prices afresh.
 */
export const OFFER_MEMO_TTL_MS = 30_000;
/** About three city searches of different stays; entries hold every offer of a hotel. */
const MAX_ENTRIES = 3_000;
/** Bytes of offers kept per owner and kind (lib/bounded-cache.ts estimates them). */
const MAX_BYTES = 48 * 1024 * 1024;

interface Entry<T> {
  at: number;
  signature: string;
  offers: T[];
}

/**
 * Per owner, a number that every signature starts with: forgetting the owner's offers (an extranet edit
 * of a contract, a room type or a default allotment) moves it, so every memo entry and whole answer of
 * that owner, which keep a signature, misses from then on.
 */
const generations = new WeakMap<object, number>();

/** Every offer and answer kept for this owner (the database) is priced again on its next search. */
export function forgetContractOffers(owner: object): void {
  generations.set(owner, (generations.get(owner) ?? 0) + 1);
}

/**
 * The distinct time zones of a list of hotels, in the order first met, kept per list object (the
 * content cache's list of a destination, the same for every search of it until it reloads, and held
 * no longer than that list: a few zone names each): a new stay's key otherwise walks a thousand
 * hotels through a Set.
 */
const zoneLists = new WeakMap<readonly { timeZone: string }[], readonly string[]>();
function zonesOf(hotels: readonly { timeZone: string }[]): readonly string[] {
  let zones = zoneLists.get(hotels);
  if (!zones) {
    zones = [...new Set(hotels.map((h) => h.timeZone))];
    zoneLists.set(hotels, zones);
  }
  return zones;
}

/** Per owner (the database), whole offers (single hotel, recheck) and list offers apart. */
const memos = new WeakMap<object, Map<string, BoundedCache<string, Entry<unknown>>>>();

export function offerMemo<T = RateOffer>(owner: object, kind: 'offers' | 'list' = 'offers') {
  let kinds = memos.get(owner);
  if (!kinds) memos.set(owner, (kinds = new Map<string, BoundedCache<string, Entry<unknown>>>()));
  let memo = kinds.get(kind) as BoundedCache<string, Entry<T>> | undefined;
  if (!memo)
    kinds.set(
      kind,
      (memo = boundedCache<string, Entry<T>>(`hotel-contract-${kind}`, {
        maxEntries: MAX_ENTRIES,
        maxBytes: MAX_BYTES,
        // No entry is answered past its age (`get` below); with it the cache drops the ones never asked for again.
        ttlMs: OFFER_MEMO_TTL_MS,
      })),
    );
  const store = memo;
  // The local day of a zone at one instant: a city's hotels share a zone or two.
  let dayAt = Number.NaN;
  const zoneDays = new Map<string, string>();
  const dayIn = (now: Date, zone: string): string => {
    if (now.getTime() !== dayAt) {
      zoneDays.clear();
      dayAt = now.getTime();
    }
    let day = zoneDays.get(zone);
    if (day === undefined) zoneDays.set(zone, (day = plainDateIn(now, zone)));
    return day;
  };
  return {
    key(hotel: { id: string; timeZone: string }, request: HotelSearchRequest): string {
      return [
        hotel.id,
        request.fromDate,
        request.toDate,
        encodeRooms(request.rooms),
        request.nationality,
        dayIn(request.now, hotel.timeZone),
      ].join('|');
    },
    /**
     * A whole request's stay: dates, party, nationality and the local day of each time zone the
     * hotels are in (what the per-hotel keys hold besides the hotel; the hotels themselves are
     * compared by identity, see answer-cache.ts).
     */
    stayKey(request: HotelSearchRequest): string {
      let days = '';
      for (const zone of zonesOf(request.hotels)) days += `${zone}=${dayIn(request.now, zone)};`;
      return [request.fromDate, request.toDate, encodeRooms(request.rooms), request.nationality, days].join(
        '|',
      );
    },
    /** The hotel's exception nights (bookings, stop sales, changed counts) for the stay. */
    signature(nights: readonly ExceptionNight[]): string {
      let s = `${generations.get(owner) ?? 0}#`;
      for (const a of nights)
        s += `${a.roomTypeId}${a.date}${a.type}${a.count}/${a.booked}${a.closedToArrival ? '!' : ''};`;
      return s;
    },
    get(key: string, signature: string, nowMs: number): T[] | null {
      const entry = store.get(key);
      if (!entry || entry.signature !== signature || nowMs - entry.at >= OFFER_MEMO_TTL_MS) return null;
      return entry.offers;
    },
    set(key: string, signature: string, nowMs: number, offers: T[]): void {
      store.set(key, { at: nowMs, signature, offers });
    },
    /** A booking or cancellation on this node: forget at once rather than wait for the signature. */
    clear(): void {
      store.clear();
    },
  };
}
