import {
  hotelRatePricer,
  listBoard,
  listFlags,
  STAR_CATEGORIES,
  type HotelRatePricer,
  type PricingLayers,
  type RateSource,
} from '@portal/domain';
import type { ListAnswer, ListColumns, SearchHotel } from '../../suppliers/hotels/index.ts';
import type { ListPricingPool } from '../../suppliers/hotels/list-pool.ts';
import { boundedCache, type CacheBound } from '../../lib/bounded-cache.ts';
import {
  hotelsIndex,
  namedIn,
  NAMED_HOTEL,
  NAMED_ROOM,
  NO_STAR,
  type HotelsIndex,
  type NamedIn,
} from './hotels-index.ts';
import {
  hotelLayerResolver,
  type HotelLayerResolver,
  type HotelMarkupRows,
  type RatedRoom,
} from './markup-resolver.ts';
import { emptyList, storedListBytes, type StoredList } from './stored-list.ts';
import { sameElements } from '../../lib/same-elements.ts';

export const SOURCE_BITS: Record<RateSource, number> = { contract: 1, bedbank: 2 };

const SOURCES: readonly RateSource[] = ['contract', 'bedbank'];
/** Slots per source: board x (refundable, pay later). */
const SLOTS = 20;

/**
 * Per room type (or, once merged, per set of layers) a slot set: the cheapest net of each source x
 * board x flags slot, which slots per source hold one (a bit mask: bit `board * 4 + flags`; a
 * slot outside it holds whatever an earlier set left) and the dearest net per source (-1: none) -
 * numbers, not the offers: a city search groups some 15,000 rates. The sets of one grouping live
 * side by side in three scratch arrays (set k: cheapest[k * 2 * SLOTS ...], filled and dearest
 * [k * 2 ...]) shared by every search (listEntries runs start to end without yielding), not in
 * typed arrays per room type; the masks let a new set skip clearing its 40 slots and the merging
 * and pricing visit only the filled ones (a hotel fills a few of its 40).
 */
const CHEAP = 2 * SLOTS;
let cheapest = new Float64Array(1_024 * CHEAP);
let filled = new Int32Array(1_024 * 2);
let dearest = new Float64Array(1_024 * 2);
/** The lowest slot of a non-empty mask. */
const lowestSlot = (mask: number) => 31 - Math.clz32(mask & -mask);
/**
 * The list being written (listEntries' output): entries and hotels, at most SLOTS entries a hotel,
 * copied out at their length at the end; shared like the slot sets.
 */
const scratchFor = (entries: number) => emptyList(0, entries);
let entryScratch = scratchFor(1_024 * SLOTS);
let hotelScratch = emptyList(1_024, 0);

/** The slot set of each hotel position and room type position, shared like the slot sets. */
let roomSetScratch = new Int32Array(16_384);
/** Per hotel position, the slot set of its room types no markup row names; shared like the slot sets. */
let hotelSetScratch = new Int32Array(1_024);
/** Per hotel position: the Grouping's hotelRoom, count and sources, shared like the slot sets (no three arrays per search). */
let hotelRoomScratch = new Int32Array(1_024);
let countScratch = new Int32Array(1_024);
let sourcesScratch = new Uint8Array(1_024);

/**
 * Groups a search's rates by hotel and room type, keeping only what the list prices. The suppliers'
 * columns (ListColumns) name a hotel by its position in the search's hotels and a room type by its
 * position in that record's roomTypes: a row finds its slot set through two typed arrays, with no
 * string compared or looked up. Rates given as offers (a supplier without a list answer), and rows
 * of columns over another list of hotels, go by ids: a hotel's position from the ids (one Map lookup
 * per run of its rows), its room type's slot set from a Map per hotel.
 */
class Grouping {
  /** What the grouping reads of the hotels alone (hotelsIndex: made once per hotels array). */
  readonly index: HotelsIndex;
  /**
   * Per hotel position and room type position: its slot set (-1: no rate yet); shared scratch. Every
   * room type of a hotel that no markup row names shares one set (`hotelSets`): they price with the
   * same layers (the resolver's memo), so their rates go where merging would have put them.
   */
  readonly roomSets: Int32Array;
  /** Per hotel position: the set of its room types no row names (-1: none yet); shared scratch. */
  readonly hotelSets: Int32Array;
  /** Per hotel position: a room type position that fed `hotelSets` (the room the layers are asked for). */
  readonly hotelRoom: Int32Array;
  /** What the markup rows name of these hotels (hotels-index.ts); null when they name nothing. */
  readonly names: NamedIn | null;
  /** Per hotel position: slot sets of rates given by room type id (made at the first such rate). */
  named: (Map<string, number> | undefined)[] | undefined;
  readonly count: Int32Array;
  readonly sources: Uint8Array;
  nights = 0;
  /** Rooms of the party (every rate of a search has the same). */
  partyRooms = 0;
  /** Slot sets in use in the scratch arrays. */
  private sets = 0;
  // The run being added by ids: its hotel id and position, its room type id and slot set.
  private runHotel: string | undefined;
  private runAt = -1;
  private runRoom: string | undefined;
  private runSet = -1;

  readonly hotels: readonly SearchHotel[];

  constructor(hotels: readonly SearchHotel[], resolver: HotelLayerResolver) {
    this.hotels = hotels;
    const n = hotels.length;
    this.index = hotelsIndex(hotels);
    this.names = namedIn(this.index, resolver);
    const rooms = this.index.roomBase[n]!;
    if (roomSetScratch.length < rooms)
      roomSetScratch = new Int32Array(Math.max(rooms, roomSetScratch.length * 2));
    if (hotelSetScratch.length < n) {
      const size = Math.max(n, hotelSetScratch.length * 2);
      hotelSetScratch = new Int32Array(size);
      hotelRoomScratch = new Int32Array(size);
      countScratch = new Int32Array(size);
      sourcesScratch = new Uint8Array(size);
    }
    this.roomSets = roomSetScratch;
    this.roomSets.fill(-1, 0, rooms);
    this.hotelSets = hotelSetScratch;
    this.hotelSets.fill(-1, 0, n);
    // hotelRoom[at] is read only where hotelSets[at] was set, which writes it first.
    this.hotelRoom = hotelRoomScratch;
    this.count = countScratch;
    this.count.fill(0, 0, n);
    this.sources = sourcesScratch;
    this.sources.fill(0, 0, n);
  }

  private newSet(): number {
    const k = this.sets++;
    if ((k + 1) * CHEAP > cheapest.length) {
      const more = new Float64Array(cheapest.length * 2);
      more.set(cheapest);
      cheapest = more;
      const moreDearest = new Float64Array(dearest.length * 2);
      moreDearest.set(dearest);
      dearest = moreDearest;
      const moreFilled = new Int32Array(filled.length * 2);
      moreFilled.set(filled);
      filled = moreFilled;
    }
    filled[k * 2] = filled[k * 2 + 1] = 0;
    dearest[k * 2] = dearest[k * 2 + 1] = -1;
    return k;
  }

  /** One rate into slot set k: `s` its source's index (0 contract, 1 bedbank), `board` its BOARD_CODES index. */
  private addTo(k: number, at: number, s: number, board: number, net: number, flags: number): void {
    this.count[at]! += 1;
    this.sources[at]! |= s === 0 ? SOURCE_BITS.contract : SOURCE_BITS.bedbank;
    const slot = k * CHEAP + s * SLOTS + board * 4 + flags;
    const bit = 1 << (board * 4 + flags);
    const mask = filled[k * 2 + s]!;
    // A NaN net empties its slot, as it did when NaN marked an empty slot (a later net refills it).
    if (net !== net) filled[k * 2 + s] = mask & ~bit;
    else if ((mask & bit) === 0) {
      cheapest[slot] = net;
      filled[k * 2 + s] = mask | bit;
    } else if (net < cheapest[slot]!) cheapest[slot] = net;
    if (net > dearest[k * 2 + s]!) dearest[k * 2 + s] = net;
  }

  /** One rate by its ids. Rates of hotels not searched are skipped. */
  private addById(
    hotelId: string,
    roomTypeId: string,
    s: number,
    board: number,
    net: number,
    flags: number,
  ): void {
    if (hotelId !== this.runHotel) {
      this.runHotel = hotelId;
      this.runAt = this.index.positions.get(hotelId) ?? -1;
      this.runRoom = undefined;
    }
    const at = this.runAt;
    if (at < 0) return;
    if (roomTypeId !== this.runRoom) {
      const named = (this.named ??= new Array<Map<string, number> | undefined>(this.hotels.length));
      let rooms = named[at];
      if (!rooms) named[at] = rooms = new Map();
      let k = rooms.get(roomTypeId);
      if (k === undefined) rooms.set(roomTypeId, (k = this.newSet()));
      this.runRoom = roomTypeId;
      this.runSet = k;
    }
    this.addTo(this.runSet, at, s, board, net, flags);
  }

  answer(answer: ListAnswer): void {
    this.runHotel = undefined;
    if ('columns' in answer) {
      if (answer.length === 0) return;
      this.nights = answer.nights;
      this.partyRooms = answer.rooms;
      this.columns(answer);
      return;
    }
    for (const o of answer) {
      this.nights = o.nights;
      this.partyRooms = o.rooms;
      const s = o.source === 'contract' ? 0 : 1;
      this.addById(
        o.hotelId,
        o.roomTypeId,
        s,
        listBoard(o.boardCode),
        o.net,
        listFlags(o.cancellationType, o.payLaterUntil),
      );
    }
  }

  /**
   * The rows come in runs of one hotel and room type (suppliers answer hotel by hotel, room type by
   * room type): a run's hotel, room type and slot set are found and checked at its first row, and
   * each row then only checks its board and flags and keeps its net in the set (addTo's rule, here
   * over locals of the slot arrays, read again when a new set may have grown them).
   */
  private columns(answer: ListColumns): void {
    const { hotelAt, roomAt, boards, nets, flags } = answer;
    const s = answer.source === 'contract' ? 0 : 1;
    const source = s === 0 ? SOURCE_BITS.contract : SOURCE_BITS.bedbank;
    // Positions in another list of hotels (or in records reloaded since): by ids.
    const own = sameElements(answer.hotels, this.hotels);
    const { route, roomBase } = this.index;
    const { roomSets, hotelSets, names, count, sources } = this;
    const bad = (i: number) =>
      new RangeError(`list row ${i} of ${answer.source} is not a rate of the search`);
    let cheap = cheapest;
    let fill = filled;
    let dear = dearest;
    // The run: its hotel and room type positions in the answer, our hotel position (-1: by ids)
    // and slot set, and where its rows begin.
    // NaN: unlike any position, so the first row opens a run (and is checked).
    let runP = Number.NaN;
    let runR = Number.NaN;
    let at = -1;
    let k = -1;
    let from = 0;
    const closeRun = (to: number) => {
      if (at >= 0 && to > from) {
        count[at]! += to - from;
        sources[at]! |= source;
      }
    };
    for (let i = 0; i < answer.length; i++) {
      const p = hotelAt[i]!;
      const r = roomAt[i]!;
      const board = boards[i]!;
      const flag = flags[i]!;
      // A row no list answer can hold (its producer's bug) throws rather than fill another slot.
      if (board >= 5 || flag >= 4) throw bad(i);
      if (p !== runP || r !== runR) {
        closeRun(i);
        from = i;
        if (p < 0 || p >= answer.hotels.length) throw bad(i);
        runP = p;
        runR = r;
        at = own ? route[p]! : -1;
        if (at >= 0) {
          const base = roomBase[at]!;
          if (r < 0 || base + r >= roomBase[at + 1]!) throw bad(i);
          k = roomSets[base + r]!;
          if (k < 0) {
            if (names !== null && names.rooms[base + r] === 1) k = this.newSet();
            else if ((k = hotelSets[at]!) < 0) {
              hotelSets[at] = k = this.newSet();
              this.hotelRoom[at] = r;
            }
            roomSets[base + r] = k;
            cheap = cheapest;
            fill = filled;
            dear = dearest;
          }
        } else if (!answer.hotels[p]!.roomTypes[r]) throw bad(i);
      }
      if (at < 0) {
        const hotel = answer.hotels[p]!;
        this.addById(hotel.id, hotel.roomTypes[r]!.id, s, board, nets[i]!, flag);
        cheap = cheapest;
        fill = filled;
        dear = dearest;
        continue;
      }
      // addTo's rule: a NaN net empties its slot; the cheapest net per slot, the dearest per set.
      const net = nets[i]!;
      const bit = 1 << (board * 4 + flag);
      const mask = fill[k * 2 + s]!;
      if (net !== net) fill[k * 2 + s] = mask & ~bit;
      else if ((mask & bit) === 0) {
        cheap[k * CHEAP + s * SLOTS + board * 4 + flag] = net;
        fill[k * 2 + s] = mask | bit;
      } else if (net < cheap[k * CHEAP + s * SLOTS + board * 4 + flag]!)
        cheap[k * CHEAP + s * SLOTS + board * 4 + flag] = net;
      if (net > dear[k * 2 + s]!) dear[k * 2 + s] = net;
    }
    closeRun(answer.length);
  }
}

/**
 * The list entries of a search: per hotel, per board / refundable / pay-later combination, the
 * cheapest agent price (and its sell price) through the pipeline. Rates of one room type and source
 * share their markup layers, and the pipeline's price never falls when the net rises, so only the
 * cheapest net of each (room type, source, board, refundable, pay later) needs pricing - a few per
 * hotel instead of every rate - and the dearest net per room type and source gives the top price.
 * Room types that resolve to the same layers (the resolver's memo: every room type of a hotel and
 * source unless a markup row names it) are merged first and priced as one. Every rate of a search
 * has the same nights and rooms. The answers are the suppliers' (offers, or columns).
 */
export function listEntries(
  hotels: readonly SearchHotel[],
  answers: readonly ListAnswer[],
  markups: HotelMarkupRows,
): StoredList {
  const resolver = hotelLayerResolver(markups);
  const grouping = new Grouping(hotels, resolver);
  for (const answer of answers) grouping.answer(answer);
  const { nights, partyRooms: rooms } = grouping;
  // The slot sets as constants of this call (they grow only while grouping): no module binding read
  // per slot.
  const cheap = cheapest;
  const fill = filled;
  const dear = dearest;
  // The list's columns are written into the scratch arrays, then copied out at their length; a
  // slot's board (slot >> 2) is the board's index in BOARD_CODES, its flags (slot & 3) the entry's.
  if (entryScratch.boards.length < hotels.length * SLOTS) entryScratch = scratchFor(hotels.length * SLOTS);
  if (hotelScratch.max.length < hotels.length) hotelScratch = emptyList(hotels.length, 0);
  const { boards, prices, sells, flags } = entryScratch;
  const { start, max: dearestPrice, count, sources } = hotelScratch;
  const ids = new Array<string>(hotels.length);
  let listed = 0;
  let entries = 0;
  // Per source, the hotel's groups of room types by layers: the layers and their slot set, the first
  // `groups[s]` of each valid (a hotel has one group per source unless a row names a room). Written
  // over per hotel, never emptied: emptying an array (length = 0) drops its backing store, and the
  // next push allocates one again - four per hotel.
  const groupLayers: PricingLayers[][] = [[], []];
  const groupSets: number[][] = [[], []];
  const groups = new Int32Array(2);
  // Per source, the layers of the hotel's room types no row names (resolved once per hotel).
  const hotelLayers: (PricingLayers | undefined)[] = [undefined, undefined];
  // Per set of layers (the resolver's memo gives the same object), its prices for this stay.
  const pricers = new Map<PricingLayers, HotelRatePricer>();
  // Plain arrays, valid for the slots in `seen`: prices read back as small integers, not boxed doubles.
  const bestAgent = new Array<number>(SLOTS).fill(0);
  const bestSell = new Array<number>(SLOTS).fill(0);
  const order = new Uint8Array(SLOTS);
  const { index, names } = grouping;
  // The room asked of the resolver, one object set again per question (layersOf reads it and keeps
  // nothing of it): not an object per hotel and source.
  const room: RatedRoom = { hotel: hotels[0]!, roomTypeId: '', source: 'contract' };
  const layersOf = (hotel: SearchHotel, roomTypeId: string, s: number) => {
    room.hotel = hotel;
    room.roomTypeId = roomTypeId;
    room.source = SOURCES[s]!;
    return resolver.layersOf(room);
  };
  // Per source and star category, the layers of a room type when no row names it nor its hotel (the
  // resolver's by star category and source: the same object for every such hotel), asked once per
  // search instead of once per hotel.
  const starLayers = new Array<PricingLayers | undefined>(2 * STAR_CATEGORIES.length);
  /** Slot set k's rates of source s into the hotel's groups by layers. */
  const mergeSet = (s: number, k: number, layers: PricingLayers) => {
    const known = groupLayers[s]!;
    const n = groups[s]!;
    let at = 0;
    while (at < n && known[at] !== layers) at++;
    if (at === n) {
      // The first room type of these layers: its set takes the others' (this search's own sets).
      known[n] = layers;
      groupSets[s]![n] = k;
      groups[s] = n + 1;
      return;
    }
    const into = groupSets[s]![at]!;
    const from = fill[k * 2 + s]!;
    const held = fill[into * 2 + s]!;
    for (let mask = from; mask !== 0; mask &= mask - 1) {
      const bit = mask & -mask;
      const i = s * SLOTS + lowestSlot(bit);
      const net = cheap[k * CHEAP + i]!;
      if ((held & bit) === 0 || net < cheap[into * CHEAP + i]!) cheap[into * CHEAP + i] = net;
    }
    fill[into * 2 + s] = held | from;
    if (dear[k * 2 + s]! > dear[into * 2 + s]!) dear[into * 2 + s] = dear[k * 2 + s]!;
  };
  for (let h = 0; h < hotels.length; h++) {
    const at = index.first[h]!;
    if (grouping.count[at] === 0) continue;
    const hotel = hotels[h]!;
    groups[0] = groups[1] = 0;
    hotelLayers[0] = hotelLayers[1] = undefined;
    // The room types with rates: those no row names (one set), the named ones by position in the
    // record the rows name, then those given by id (the groups by layers are the same in any order:
    // minima and maxima).
    const hotelSet = grouping.hotelSets[at]!;
    if (hotelSet >= 0) {
      const r = grouping.hotelRoom[at]!;
      const plain = names === null || (names.hotels[at]! & NAMED_HOTEL) === 0;
      const star = plain ? index.stars[h]! : NO_STAR;
      for (let s = 0; s < 2; s++) {
        if (dear[hotelSet * 2 + s]! < 0) continue;
        let layers = star === NO_STAR ? undefined : starLayers[s * STAR_CATEGORIES.length + star];
        if (!layers) {
          layers = layersOf(hotel, hotels[at]!.roomTypes[r]!.id, s);
          if (star !== NO_STAR) starLayers[s * STAR_CATEGORIES.length + star] = layers;
        }
        hotelLayers[s] = layers;
        mergeSet(s, hotelSet, layers);
      }
    }
    if (names !== null && (names.hotels[at]! & NAMED_ROOM) !== 0) {
      const roomTypes = hotels[at]!.roomTypes;
      const base = index.roomBase[at]!;
      for (let r = 0; r < roomTypes.length; r++) {
        const k = grouping.roomSets[base + r]!;
        if (k < 0 || names.rooms[base + r] !== 1) continue;
        for (let s = 0; s < 2; s++)
          if (dear[k * 2 + s]! >= 0) mergeSet(s, k, layersOf(hotel, roomTypes[r]!.id, s));
      }
    }
    const byId = grouping.named?.[at];
    if (byId)
      for (const [roomTypeId, k] of byId) {
        const named = resolver.namesRoom(roomTypeId);
        for (let s = 0; s < 2; s++) {
          if (dear[k * 2 + s]! < 0) continue;
          let layers = named ? undefined : hotelLayers[s];
          if (!layers) {
            layers = layersOf(hotel, roomTypeId, s);
            if (!named) hotelLayers[s] = layers;
          }
          mergeSet(s, k, layers);
        }
      }
    // Per board x flags (20 slots): the cheapest agent price over every group (the lower sell price
    // on a tie), in numbers; `seen` marks the slots holding one. A slot's entry is made once, at the end.
    let seen = 0;
    let max = 0;
    for (let s = 0; s < 2; s++) {
      const sets = groupSets[s]!;
      for (let g = 0; g < groups[s]!; g++) {
        const layers = groupLayers[s]![g]!;
        const k = sets[g]!;
        // As rate-pricing priceOffer: the whole stay, every room, as one line of the pipeline.
        let pricer = pricers.get(layers);
        if (!pricer) pricers.set(layers, (pricer = hotelRatePricer(layers, rooms, nights)));
        for (let mask = fill[k * 2 + s]!; mask !== 0; mask &= mask - 1) {
          const bit = mask & -mask;
          const slot = lowestSlot(bit);
          const agentPrice = pricer.agentPrice(cheap[k * CHEAP + s * SLOTS + slot]!);
          const held = bestAgent[slot]!;
          if ((seen & bit) === 0) {
            seen |= bit;
            bestAgent[slot] = agentPrice;
            bestSell[slot] = pricer.lastSell;
            continue;
          }
          if (agentPrice > held) continue;
          const sellPrice = pricer.lastSell;
          if (agentPrice < held || sellPrice < bestSell[slot]!) {
            bestAgent[slot] = agentPrice;
            bestSell[slot] = sellPrice;
          }
        }
        max = Math.max(max, pricer.agentPrice(dear[k * 2 + s]!));
      }
    }
    // The filled slots by agent price, equal prices in slot order (an insertion sort of at most 20),
    // then one entry each in that order.
    let filledSlots = 0;
    for (let mask = seen; mask !== 0; mask &= mask - 1) {
      const slot = lowestSlot(mask);
      const agentPrice = bestAgent[slot]!;
      let i = filledSlots++;
      for (; i > 0 && bestAgent[order[i - 1]!]! > agentPrice; i--) order[i] = order[i - 1]!;
      order[i] = slot;
    }
    const k = listed++;
    ids[k] = index.ids[h]!;
    start[k] = entries;
    for (let i = 0; i < filledSlots; i++, entries++) {
      const slot = order[i]!;
      boards[entries] = slot >> 2;
      prices[entries] = bestAgent[slot]!;
      sells[entries] = bestSell[slot]!;
      flags[entries] = slot & 3;
    }
    dearestPrice[k] = max;
    count[k] = grouping.count[at]!;
    sources[k] = grouping.sources[at]!;
  }
  const n = listed;
  ids.length = n;
  start[n] = entries;
  return {
    ids,
    start: start.slice(0, n + 1),
    boards: boards.slice(0, entries),
    prices: prices.slice(0, entries),
    sells: sells.slice(0, entries),
    flags: flags.slice(0, entries),
    max: dearestPrice.slice(0, n),
    count: count.slice(0, n),
    sources: sources.slice(0, n),
  };
}

/**
 * A list priced once, with what it was priced from (compared by identity) and its stored form.
 * The suppliers' answers are not held (the memo's key names them by identity numbers): once the
 * suppliers' caches let go of them no search can bring the same arrays again, and a priced list must
 * not keep ~20,000 offers of an old stay alive for the garbage collector to walk (the hotel records
 * stay in the content cache anyway).
 */
export interface PricedList {
  hotels: readonly SearchHotel[];
  markups: string;
  stored: StoredList;
  /** The session's stored form of `stored`, once written (session.repository packList). */
  packed?: Promise<Buffer>;
  /** Sessions that store this very list, by agent and criteria (an identical search renews one). */
  sessions: Map<string, string>;
}

/** Sessions remembered per priced list (agents repeating one search). */
export const PRICED_LIST_SESSIONS_MAX = 256;

/** A remembered session: its key (agent and criteria as JSON), its id and the map's entry. */
const SESSION_BYTES = 800;
/**
 * The packed form of a hotel and its entries, with margin: about 40 bytes in the compact form (v 5,
 * ADR 0039), 60-95 in its float fallback.
 */
const PACKED_BYTES_PER_HOTEL = 120;

/**
 * The bytes a priced list holds, reckoned when it is kept (lib/bounded-cache.ts): its columns, the
 * markups' key, the references to the hotel records (the records are the content cache's), and what
 * it gains later - the packed form and the sessions map at its bound.
 */
export function pricedListBytes(list: PricedList): number {
  return (
    storedListBytes(list.stored) +
    list.markups.length * 2 +
    list.hotels.length * 8 +
    list.stored.ids.length * PACKED_BYTES_PER_HOTEL +
    PRICED_LIST_SESSIONS_MAX * SESSION_BYTES
  );
}

/** Recent priced lists: a few stays times a few markup sets (a city's list is about 0.5 MB). */
const PRICED_LISTS_BOUND: CacheBound<string, PricedList> = {
  maxEntries: 16,
  maxBytes: 24 * 1024 * 1024,
  sizeOf: (list, key) => pricedListBytes(list) + key.length * 2,
};

/** A number per object, never reused: the memo's key names the suppliers' answers by identity. */
const identities = new WeakMap<object, number>();
let lastIdentity = 0;
function identityOf(value: object): number {
  let id = identities.get(value);
  if (id === undefined) identities.set(value, (id = ++lastIdentity));
  return id;
}

/**
 * listEntries with a short memory: when the suppliers answer a repeated search with the very same
 * lists (their short caches, see the bedbank and contract adapters), the same hotel records (content
 * cache) and the buyer's markup rows are the same, the list is the same - it is a pure function of
 * those - so the last answer is reused instead of grouping ~20,000 rates again. Anything else
 * (a booking changed a hotel's offers, an edited markup, another stay) prices afresh: in a list
 * pricing worker when `pool` gives one (ADR 0050), else here.
 */
export function listPricer(pool?: () => Pick<ListPricingPool, 'entries'> | null) {
  const recent = boundedCache('hotel-priced-lists', PRICED_LISTS_BOUND);
  return async (
    hotels: readonly SearchHotel[],
    answers: readonly ListAnswer[],
    markups: HotelMarkupRows,
  ): Promise<PricedList> => {
    const key = JSON.stringify(markups);
    const memoKey = `${answers.map(identityOf).join(',')}|${key}`;
    const held = recent.get(memoKey);
    if (held && sameElements(held.hotels, hotels)) return held;
    const inWorker = await pool?.()?.entries({ hotels, answers, markups, markupsKey: key });
    const priced: PricedList = {
      hotels,
      markups: key,
      stored: inWorker?.list ?? listEntries(hotels, answers, markups),
      // The worker packed it as it priced it (a new stay is stored at once).
      packed: inWorker ? Promise.resolve(inWorker.packed) : undefined,
      sessions: new Map(),
    };
    recent.set(memoKey, priced);
    return priced;
  };
}
