import type { Minor } from '../money.ts';
import type { ResultColumns } from './result-columns.ts';
import type {
  AccommodationType,
  BoardCode,
  HotelCancellationType,
  HotelContent,
  RateSource,
  StarCategory,
} from './types.ts';

/**
 * A rate after the pricing pipeline: `price` is what the agent pays for the whole stay (all rooms),
 * in AED minor units. Contract and bedbank rates both come in this shape.
 */
export interface PricedRate {
  source: RateSource;
  rateKey: string;
  roomTypeId: string;
  roomTypeName: string;
  boardCode: BoardCode;
  price: Minor;
  cancellationType: HotelCancellationType;
  payLaterUntil: string | null;
}

/** The rates of one room type and board, from every source, cheapest first. */
export interface RoomBoardGroup<R extends PricedRate = PricedRate> {
  roomTypeId: string;
  roomTypeName: string;
  boardCode: BoardCode;
  rates: R[];
}

function compareRates(a: PricedRate, b: PricedRate): number {
  // Cheapest first; on equal price a refundable rate, then our own contract, then a stable key order.
  return (
    a.price - b.price ||
    refundRank(a.cancellationType) - refundRank(b.cancellationType) ||
    (a.source === b.source ? 0 : a.source === 'contract' ? -1 : 1) ||
    a.rateKey.localeCompare(b.rateKey)
  );
}

function refundRank(type: HotelCancellationType): number {
  return type === 'Refundable' ? 0 : type === 'Partially Refundable' ? 1 : 2;
}

/**
 * Merges the rates of one hotel from both sources: rates of the same room type and board are
 * grouped (rates sorted cheapest first), groups sorted by their cheapest rate.
 */
export function mergeHotelRates<R extends PricedRate>(rates: readonly R[]): RoomBoardGroup<R>[] {
  const groups = new Map<string, RoomBoardGroup<R>>();
  for (const rate of rates) {
    const key = `${rate.roomTypeId}|${rate.boardCode}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        roomTypeId: rate.roomTypeId,
        roomTypeName: rate.roomTypeName,
        boardCode: rate.boardCode,
        rates: [],
      };
      groups.set(key, group);
    }
    group.rates.push(rate);
  }
  const list = [...groups.values()];
  for (const g of list) g.rates.sort(compareRates);
  return list.sort((a, b) => compareRates(a.rates[0]!, b.rates[0]!));
}

/** What filters, facets and sorting see of a rate. */
export interface RateFacet {
  boardCode: BoardCode;
  price: Minor;
  refundable: boolean;
  payLater: boolean;
}

/** One hotel of a stored search: the fields the list, its filters and its sorting need. */
export interface HotelResultSummary {
  hotelId: string;
  name: string;
  starCategory: StarCategory;
  accommodationType: AccommodationType;
  areaId: string | null;
  areaName: string | null;
  chain: string | null;
  amenities: string[];
  distanceFromCityCentreKm: number;
  /** Cheapest price of the hotel with no filter. */
  minPrice: Minor;
  /** One entry per distinct board / refundability / pay-later combination, at its cheapest price. */
  rates: RateFacet[];
}

/** A rate's flags in the columns of a list (`HotelResultList.flags`). */
export const RATE_REFUNDABLE = 1;
export const RATE_PAY_LATER = 2;

/**
 * The hotels of a stored search with their rates as columns, what filters, facets and sorting read
 * when a list is paged: no object per rate (a city search keeps some 20,000). Hotel i's rates are the
 * entries `from[i]` to `to[i]` (exclusive): `boards` the index of the board in BOARD_CODES, `prices`
 * the price (as RateFacet.price), `flags` RATE_REFUNDABLE | RATE_PAY_LATER. Several hotels may read
 * the same entries.
 */
export interface HotelResultList {
  hotels: readonly ResultHotel[];
  from: Int32Array;
  to: Int32Array;
  boards: Uint8Array;
  prices: Float64Array;
  flags: Uint8Array;
  /**
   * The hotels' content as columns (result-columns.ts) when the caller keeps them: hotel i is
   * `columns.hotels[rows[i]]`. Without them, a sort or a count makes columns of `hotels` for itself.
   */
  content?: { columns: ResultColumns; rows: Int32Array } | undefined;
}

/** What the filters and sorting read of a hotel's content. */
export type ResultHotel = Pick<
  HotelContent,
  | 'id'
  | 'name'
  | 'starCategory'
  | 'accommodationType'
  | 'areaId'
  | 'areaName'
  | 'chain'
  | 'amenities'
  | 'distanceFromCityCentreKm'
>;

/**
 * The summary of a hotel with at least one rate; null without rates (the hotel is not in the list).
 * "Refundable" means the cancellation type is Refundable (free to cancel now); "pay later" means the
 * rate has a pay-later deadline.
 */
export function summarizeHotel(hotel: ResultHotel, rates: readonly PricedRate[]): HotelResultSummary | null {
  if (rates.length === 0) return null;
  const cheapest = new Map<string, RateFacet>();
  for (const r of rates) {
    const facet: RateFacet = {
      boardCode: r.boardCode,
      price: r.price,
      refundable: r.cancellationType === 'Refundable',
      payLater: r.payLaterUntil !== null,
    };
    const key = `${facet.boardCode}|${facet.refundable}|${facet.payLater}`;
    const held = cheapest.get(key);
    if (!held || facet.price < held.price) cheapest.set(key, facet);
  }
  const facets = [...cheapest.values()].sort((a, b) => a.price - b.price);
  return {
    hotelId: hotel.id,
    name: hotel.name,
    starCategory: hotel.starCategory,
    accommodationType: hotel.accommodationType,
    areaId: hotel.areaId,
    areaName: hotel.areaName,
    chain: hotel.chain,
    amenities: [...hotel.amenities],
    distanceFromCityCentreKm: hotel.distanceFromCityCentreKm,
    minPrice: facets[0]!.price,
    rates: facets,
  };
}
