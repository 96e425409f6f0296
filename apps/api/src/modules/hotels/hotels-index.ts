import { STAR_CATEGORIES } from '@portal/domain';
import type { SearchHotel } from '../../suppliers/hotels/index.ts';
import type { HotelLayerResolver } from './markup-resolver.ts';
import { sameElements } from '../../lib/same-elements.ts';

/**
 * What the grouping reads of a search's hotels alone: made once per hotels array and kept with it
 * (a WeakMap), since the content cache answers a destination's searches with the same array while
 * its records are the same (content.cache.ts) - a city's thousand hotels are not indexed by id
 * again for every stay. The array is read only; the members are compared on every use all the same
 * (a thousand pointers), so an array changed in place is indexed again, never read wrongly.
 */
export interface HotelsIndex {
  /** The hotels as they were indexed. */
  members: readonly SearchHotel[];
  /** The hotels' positions by id (the first, when an id is listed twice). */
  positions: Map<string, number>;
  /** Per position, the first position of its id (the position its entry is priced from). */
  first: Int32Array;
  /**
   * Per position, where its columns' rows count: the first position of its id when that is the same
   * record (a hotel listed twice gets its entry twice, from the same rates), else -1 (by ids).
   */
  route: Int32Array;
  /** Per hotel position: where its room types' slot sets start in `roomSets` (and, at n, their end). */
  roomBase: Int32Array;
  /** Per hotel position: its id. */
  ids: readonly string[];
  /** Per hotel position: its star category's index in STAR_CATEGORIES (NO_STAR: another). */
  stars: Uint8Array;
  /**
   * Per set of room and hotel ids markup rows name (HotelLayerResolver.namedKey), what they name of
   * these hotels (namedIn): a few buyers' sets, each checked once per hotels array instead of once
   * per room type and search.
   */
  named: Map<string, NamedIn>;
}

/** What a buyer's markup rows name of a hotels array. */
export interface NamedIn {
  /** Per room type (by `roomBase` position): 1 when a row names it. */
  rooms: Uint8Array;
  /** Per hotel position: NAMED_HOTEL when a row names the hotel, NAMED_ROOM when one names a room type of it. */
  hotels: Uint8Array;
}

export const NAMED_ROOM = 1;
export const NAMED_HOTEL = 2;
/** HotelsIndex.stars of a star category not in STAR_CATEGORIES. */
export const NO_STAR = 255;

/** Sets of named ids kept per hotels array (a handful of buyers' markups name rooms). */
const NAMED_SETS_MAX = 16;

/** What the resolver's rows name of the index's hotels (see NamedIn); null when they name nothing. */
export function namedIn(index: HotelsIndex, resolver: HotelLayerResolver): NamedIn | null {
  if (resolver.namedKey === '') return null;
  let named = index.named.get(resolver.namedKey);
  if (!named) {
    const hotels = index.members;
    named = { rooms: new Uint8Array(index.roomBase[hotels.length]!), hotels: new Uint8Array(hotels.length) };
    for (let i = 0; i < hotels.length; i++) {
      const roomTypes = hotels[i]!.roomTypes;
      let bits = resolver.namesHotel(hotels[i]!.id) ? NAMED_HOTEL : 0;
      for (let r = 0; r < roomTypes.length; r++)
        if (resolver.namesRoom(roomTypes[r]!.id)) {
          named.rooms[index.roomBase[i]! + r] = 1;
          bits |= NAMED_ROOM;
        }
      named.hotels[i] = bits;
    }
    if (index.named.size >= NAMED_SETS_MAX) index.named.clear();
    index.named.set(resolver.namedKey, named);
  }
  return named;
}

const indexes = new WeakMap<readonly SearchHotel[], HotelsIndex>();

export function hotelsIndex(hotels: readonly SearchHotel[]): HotelsIndex {
  const held = indexes.get(hotels);
  if (held && sameElements(held.members, hotels)) return held;
  const n = hotels.length;
  const index: HotelsIndex = {
    members: hotels.slice(),
    positions: new Map(),
    first: new Int32Array(n),
    route: new Int32Array(n),
    roomBase: new Int32Array(n + 1),
    ids: hotels.map((hotel) => hotel.id),
    stars: new Uint8Array(n),
    named: new Map(),
  };
  for (let i = 0; i < n; i++) {
    const hotel = hotels[i]!;
    let first = index.positions.get(hotel.id);
    if (first === undefined) index.positions.set(hotel.id, (first = i));
    index.first[i] = first;
    index.route[i] = hotels[first] === hotel ? first : -1;
    index.roomBase[i + 1] = index.roomBase[i]! + hotel.roomTypes.length;
    const star = STAR_CATEGORIES.indexOf(hotel.starCategory);
    index.stars[i] = star < 0 ? NO_STAR : star;
  }
  indexes.set(hotels, index);
  return index;
}
