import { priceHotelRate, type RateSource } from '@portal/domain';
import type { ListOffer as RateOffer, SearchHotel } from '../../suppliers/hotels/index.ts';
import { hotelLayerResolver, type HotelMarkupRows } from './markup-layers.ts';
import type { StoredHotel } from './session.repository.ts';

export const REFUNDABLE = 1;
export const PAY_LATER = 2;
export const SOURCE_BITS: Record<RateSource, number> = { contract: 1, bedbank: 2 };

/** Per room type: the cheapest net per source x board x (refundable, pay later), and the dearest per source. */
interface RoomSlots {
  cheapest: (RateOffer | undefined)[];
  dearest: (RateOffer | undefined)[];
}

interface HotelGroups {
  rooms: Map<string, RoomSlots>;
  count: number;
  sources: number;
}

const BOARD_INDEX: Record<string, number> = { RO: 0, BB: 1, HB: 2, FB: 3, AI: 4 };
const flagsOf = (o: RateOffer) =>
  (o.cancellationType === 'Refundable' ? REFUNDABLE : 0) | (o.payLaterUntil !== null ? PAY_LATER : 0);
const sourceIndex = (o: RateOffer) => (o.source === 'contract' ? 0 : 1);

/**
 * The list entries of a search: per hotel, per board / refundable / pay-later combination, the
 * cheapest agent price (and its sell price) through the pipeline. Rates of one room type and source
 * share their markup layers, and the pipeline's price never falls when the net rises, so only the
 * cheapest net of each (room type, source, board, refundable, pay later) needs pricing - a few per
 * hotel instead of every rate - and the dearest net per room type and source gives the top price.
 * Slots are array positions, not string keys: a city search groups some 15,000 rates.
 */
export function listEntries(
  hotels: readonly SearchHotel[],
  offers: readonly RateOffer[],
  markups: HotelMarkupRows,
): StoredHotel[] {
  const groups = new Map<string, HotelGroups>();
  for (const o of offers) {
    let g = groups.get(o.hotelId);
    if (!g) groups.set(o.hotelId, (g = { rooms: new Map(), count: 0, sources: 0 }));
    g.count += 1;
    g.sources |= SOURCE_BITS[o.source];
    let slots = g.rooms.get(o.roomTypeId);
    if (!slots)
      g.rooms.set(
        o.roomTypeId,
        (slots = { cheapest: new Array<RateOffer | undefined>(40), dearest: [undefined, undefined] }),
      );
    const source = sourceIndex(o);
    const slot = source * 20 + (BOARD_INDEX[o.boardCode] ?? 0) * 4 + flagsOf(o);
    const low = slots.cheapest[slot];
    if (!low || o.net < low.net) slots.cheapest[slot] = o;
    const high = slots.dearest[source];
    if (!high || o.net > high.net) slots.dearest[source] = o;
  }
  const layersOf = hotelLayerResolver(markups);
  const out: StoredHotel[] = [];
  for (const hotel of hotels) {
    const g = groups.get(hotel.id);
    if (!g) continue;
    const price = (o: RateOffer) =>
      // As rate-pricing priceOffer: the whole stay, every room, as one line of the pipeline.
      priceHotelRate({
        net: o.net,
        rooms: o.rooms,
        nights: o.nights,
        layers: layersOf({ hotel, roomTypeId: o.roomTypeId, source: o.source }),
      });
    // Per board x flags (20 slots): the cheapest agent price over every room type and source.
    const best: (StoredHotel['r'][number] | undefined)[] = new Array<StoredHotel['r'][number] | undefined>(
      20,
    );
    let max = 0;
    for (const slots of g.rooms.values()) {
      for (let i = 0; i < 40; i++) {
        const o = slots.cheapest[i];
        if (!o) continue;
        const { agentPrice, sellPrice } = price(o);
        const held = best[i % 20];
        if (!held || agentPrice < held[1] || (agentPrice === held[1] && sellPrice < held[2])) {
          best[i % 20] = [o.boardCode, agentPrice, sellPrice, flagsOf(o)];
        }
      }
      for (const o of slots.dearest) if (o) max = Math.max(max, price(o).agentPrice);
    }
    const r = best.filter((e): e is StoredHotel['r'][number] => e !== undefined).sort((a, b) => a[1] - b[1]);
    out.push({ h: hotel.id, r, x: max, n: g.count, o: g.sources });
  }
  return out;
}

/**
 * A list priced once, with what it was priced from (compared by identity) and its stored form.
 * The suppliers' answers are held weakly: once the suppliers' caches let go of them no search can
 * bring the same arrays again, and a priced list must not keep ~20,000 offers of an old stay alive
 * for the garbage collector to walk (the hotel records stay in the content cache anyway).
 */
export interface PricedList {
  hotels: readonly SearchHotel[];
  answers: WeakRef<readonly RateOffer[]>[];
  markups: string;
  stored: StoredHotel[];
  /** The session's stored form of `stored`, once written (session.repository packHotels). */
  packed?: Promise<string>;
  /** Sessions that store this very list, by agent and criteria (an identical search renews one). */
  sessions: Map<string, string>;
}

/** Sessions remembered per priced list (agents repeating one search). */
export const PRICED_LIST_SESSIONS_MAX = 256;

/** Recent priced lists: a few stays times a few markup sets. */
const PRICED_LISTS_MAX = 16;

/**
 * listEntries with a short memory: when the suppliers answer a repeated search with the very same
 * lists (their short caches, see the bedbank and contract adapters), the same hotel records (content
 * cache) and the buyer's markup rows are the same, the list is the same - it is a pure function of
 * those - so the last answer is reused instead of grouping ~20,000 rates again. Anything else
 * (a booking changed a hotel's offers, an edited markup, another stay) prices afresh.
 */
export function listPricer() {
  const recent: PricedList[] = [];
  const same = <T>(a: readonly T[], b: readonly T[]) => {
    if (a === b) return true;
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
    return true;
  };
  const sameAnswers = (a: readonly WeakRef<readonly RateOffer[]>[], b: readonly (readonly RateOffer[])[]) => {
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (a[i]!.deref() !== b[i]) return false;
    return true;
  };
  return (
    hotels: readonly SearchHotel[],
    answers: readonly (readonly RateOffer[])[],
    markups: HotelMarkupRows,
  ): PricedList => {
    const key = JSON.stringify(markups);
    for (let i = recent.length - 1; i >= 0; i--) {
      const held = recent[i]!;
      if (held.markups === key && sameAnswers(held.answers, answers) && same(held.hotels, hotels))
        return held;
    }
    const offers = answers.length === 1 ? answers[0]! : answers.flat();
    const priced: PricedList = {
      hotels,
      answers: answers.map((a) => new WeakRef(a)),
      markups: key,
      stored: listEntries(hotels, offers, markups),
      sessions: new Map(),
    };
    if (recent.length >= PRICED_LISTS_MAX) recent.shift();
    recent.push(priced);
    return priced;
  };
}
