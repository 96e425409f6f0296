import type { PriceType, RateOffer } from '@portal/domain';
import type {
  HotelSearchRequest,
  HotelSupplier,
  HotelSuppliers,
  ListAnswer,
  SearchHotel,
} from '../../suppliers/hotels/index.ts';
import { hotelLayerResolver, type HotelMarkupRows } from './markup-layers.ts';
import type { StayCriteria } from './criteria.ts';
import { priceOffer, type PricedOffer } from './rate-pricing.ts';

export interface SupplierLog {
  warn(details: Record<string, unknown>, message: string): void;
}

/** The suppliers a price type asks: static = our contracts, dynamic = the bedbank, all = both. */
export function suppliersFor(suppliers: HotelSuppliers, priceType: PriceType): HotelSupplier[] {
  const list: HotelSupplier[] = [];
  if (priceType !== 'dynamic') list.push(suppliers.contract);
  if (priceType !== 'static' && suppliers.bedbank) list.push(suppliers.bedbank);
  return list;
}

/**
 * Asks every supplier in parallel. A supplier that fails or times out is left out of the result
 * (and logged) rather than failing the search: the agent still sees the other source's rates.
 */
export async function searchSuppliers(
  list: readonly HotelSupplier[],
  hotels: readonly SearchHotel[],
  criteria: StayCriteria,
  now: Date,
  log: SupplierLog,
): Promise<RateOffer[]> {
  const answers = await searchEachSupplier(list, hotels, criteria, now, log);
  return answers.length === 1 ? [...answers[0]!] : answers.flat();
}

/**
 * The same, one list per supplier that answered (in `list` order), as the supplier gave it: a
 * repeated search gets the very same lists back from the suppliers' short caches, which lets the
 * list pricing reuse its answer too (list-pricing.ts).
 */
export function searchEachSupplier(
  list: readonly HotelSupplier[],
  hotels: readonly SearchHotel[],
  criteria: StayCriteria,
  now: Date,
  log: SupplierLog,
): Promise<(readonly RateOffer[])[]> {
  return askEach(list, hotels, criteria, now, log, (s, request) => s.search(request));
}

/**
 * The same for a list search: each supplier's list answer (its `searchList`: ListOffers or their
 * columns; its whole offers when it has none). The list is the same either way
 * (hotels.list-offers.int.test.ts).
 */
export function searchEachSupplierForList(
  list: readonly HotelSupplier[],
  hotels: readonly SearchHotel[],
  criteria: StayCriteria,
  now: Date,
  log: SupplierLog,
): Promise<ListAnswer[]> {
  return askEach<ListAnswer>(list, hotels, criteria, now, log, (s, request) =>
    s.searchList ? s.searchList(request) : s.search(request),
  );
}

async function askEach<T>(
  list: readonly HotelSupplier[],
  hotels: readonly SearchHotel[],
  criteria: StayCriteria,
  now: Date,
  log: SupplierLog,
  ask: (supplier: HotelSupplier, request: HotelSearchRequest) => Promise<T>,
): Promise<T[]> {
  if (hotels.length === 0) return [];
  const request = {
    hotels,
    fromDate: criteria.fromDate,
    toDate: criteria.toDate,
    rooms: criteria.rooms,
    nationality: criteria.nationality,
    now,
  };
  const answers = await Promise.allSettled(list.map((s) => ask(s, request)));
  const out: T[] = [];
  answers.forEach((answer, i) => {
    if (answer.status === 'fulfilled') out.push(answer.value);
    else log.warn({ err: answer.reason, source: list[i]?.source }, 'hotel supplier search failed');
  });
  return out;
}

/** Every offer through the pricing pipeline with the buyer's layers, grouped by hotel. */
export function priceOffers(
  offers: readonly RateOffer[],
  hotels: ReadonlyMap<string, SearchHotel>,
  markups: HotelMarkupRows,
): Map<string, PricedOffer[]> {
  const { layersOf } = hotelLayerResolver(markups);
  const byHotel = new Map<string, PricedOffer[]>();
  for (const offer of offers) {
    const hotel = hotels.get(offer.hotelId);
    if (!hotel) continue;
    const priced = priceOffer(offer, layersOf({ hotel, roomTypeId: offer.roomTypeId, source: offer.source }));
    const list = byHotel.get(offer.hotelId);
    if (list) list.push(priced);
    else byHotel.set(offer.hotelId, [priced]);
  }
  return byHotel;
}
