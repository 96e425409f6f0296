import { encodeRooms, plainDateIn, type RateOffer } from '@portal/domain';
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

interface Entry {
  at: number;
  signature: string;
  offers: RateOffer[];
}

const memos = new WeakMap<object, Map<string, Entry>>();

export function offerMemo(owner: object) {
  let memo = memos.get(owner);
  if (!memo) memos.set(owner, (memo = new Map<string, Entry>()));
  const store = memo;
  return {
    key(hotel: { id: string; timeZone: string }, request: HotelSearchRequest): string {
      return [
        hotel.id,
        request.fromDate,
        request.toDate,
        encodeRooms(request.rooms),
        request.nationality,
        plainDateIn(request.now, hotel.timeZone),
      ].join('|');
    },
    /** The hotel's exception nights (bookings, stop sales, changed counts) for the stay. */
    signature(nights: readonly ExceptionNight[]): string {
      let s = '';
      for (const a of nights) s += `${a.roomTypeId}${a.date}${a.type}${a.count}/${a.booked};`;
      return s;
    },
    get(key: string, signature: string, nowMs: number): RateOffer[] | null {
      const entry = store.get(key);
      if (!entry || entry.signature !== signature || nowMs - entry.at >= OFFER_MEMO_TTL_MS) return null;
      return entry.offers;
    },
    set(key: string, signature: string, nowMs: number, offers: RateOffer[]): void {
      if (store.size >= MAX_ENTRIES) store.clear();
      store.set(key, { at: nowMs, signature, offers });
    },
    /** A booking or cancellation on this node: forget at once rather than wait for the signature. */
    clear(): void {
      store.clear();
    },
  };
}
