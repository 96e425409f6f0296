import type { HotelCardDto, HotelFacetsDto, HotelResultsParsed, HotelSearchAnswer } from '@portal/contracts';
import { normalizeSearchText } from '@portal/db';
import {
  countFacets,
  daysBetween,
  HOTEL_PAGE_LIMIT_MAX,
  sortedHotelResults,
  toMajor,
  type HotelFacets,
  type HotelResultFilters,
  type HotelResultItem,
  type HotelResultSummary,
  type HotelSort,
  type RateSource,
} from '@portal/domain';
import type { HotelRecord } from './content.repository.ts';
import type { SessionRow, StoredCriteria, StoredHotel } from './session.repository.ts';

import { PAY_LATER, REFUNDABLE, SOURCE_BITS } from './list-pricing.ts';

function summaryOf(stored: StoredHotel, hotel: HotelRecord): HotelResultSummary {
  return {
    hotelId: hotel.id,
    name: hotel.name,
    starCategory: hotel.starCategory,
    accommodationType: hotel.accommodationType,
    areaId: hotel.areaId,
    areaName: hotel.areaName,
    chain: hotel.chain,
    amenities: hotel.amenities,
    distanceFromCityCentreKm: hotel.distanceFromCityCentreKm,
    minPrice: stored.r[0]?.[1] ?? 0,
    rates: stored.r.map(([boardCode, price, , flags]) => ({
      boardCode,
      price,
      refundable: (flags & REFUNDABLE) !== 0,
      payLater: (flags & PAY_LATER) !== 0,
    })),
  };
}

function filtersOf(q: HotelResultsParsed): HotelResultFilters {
  return {
    priceMin: q.priceFrom ?? null,
    priceMax: q.priceTo ?? null,
    starCategories: q.starCategories,
    boards: q.boardCodes,
    accommodationTypes: q.accommodationTypes,
    areas: q.areas,
    chains: q.chains,
    amenities: q.amenities,
    refundableOnly: q.refundableOnly,
    payLaterOnly: q.payLaterOnly,
  };
}

/** The sell price that goes with the shown price: the same rate the filters picked. */
function sellFor(stored: StoredHotel, price: number, q: HotelResultsParsed): number {
  let sell: number | null = null;
  for (const [board, p, s, flags] of stored.r) {
    if (p !== price) continue;
    if (q.boardCodes?.length && !q.boardCodes.includes(board)) continue;
    if (q.refundableOnly && !(flags & REFUNDABLE)) continue;
    if (q.payLaterOnly && !(flags & PAY_LATER)) continue;
    if (sell === null || s < sell) sell = s;
  }
  return sell ?? price;
}

function cardOf(stored: StoredHotel, hotel: HotelRecord, price: number, q: HotelResultsParsed): HotelCardDto {
  const sell = sellFor(stored, price, q);
  const sources: RateSource[] = [];
  if (stored.o & SOURCE_BITS.contract) sources.push('contract');
  if (stored.o & SOURCE_BITS.bedbank) sources.push('bedbank');
  return {
    hotel: {
      id: hotel.id,
      name: hotel.name,
      starCategory: hotel.starCategory,
      accommodationType: hotel.accommodationType,
      address: hotel.address,
      areaId: hotel.areaId,
      areaName: hotel.areaName,
      cityName: hotel.cityName,
      distanceFromCityCentreKm: hotel.distanceFromCityCentreKm,
      image: hotel.images[0] ?? null,
      amenities: hotel.amenities,
      chain: hotel.chain,
    },
    minRate: price,
    minRateMajor: toMajor(price),
    minSellRate: sell,
    minSellRateMajor: toMajor(sell),
    maxRate: stored.x,
    currency: 'AED',
    totalOffers: stored.n,
    boards: [...new Set(stored.r.map((r) => r[0]))],
    refundableAvailable: stored.r.some((r) => (r[3] & REFUNDABLE) !== 0),
    payLaterAvailable: stored.r.some((r) => (r[3] & PAY_LATER) !== 0),
    sources,
  };
}

/**
 * What every page of one stored list shares, built once: the summaries of its hotels (with their
 * content) and, per filter set and sort, the sorted hotels and the facet counts. Kept with the stored
 * list (a WeakMap: gone with the session) while the content records are the same objects (the
 * content cache's, reloaded every minute) and the name filter is the same.
 */
interface View {
  records: (HotelRecord | undefined)[];
  name: string;
  byId: Map<string, { stored: StoredHotel; hotel: HotelRecord }>;
  summaries: HotelResultSummary[];
  queries: Map<string, { items: HotelResultItem[]; facets: HotelFacets }>;
}

const VIEW_QUERIES_MAX = 32;
const views = new WeakMap<readonly StoredHotel[], View>();

function viewOf(
  stored: readonly StoredHotel[],
  content: ReadonlyMap<string, HotelRecord>,
  name: string,
): View {
  const records = stored.map((s) => content.get(s.h));
  const held = views.get(stored);
  if (held && held.name === name && held.records.every((r, i) => r === records[i])) return held;
  const byId = new Map<string, { stored: StoredHotel; hotel: HotelRecord }>();
  const summaries: HotelResultSummary[] = [];
  stored.forEach((s, i) => {
    const hotel = records[i];
    if (!hotel || s.r.length === 0) return;
    byId.set(s.h, { stored: s, hotel });
    // The name narrows the list before facets, like a search within the results.
    if (name && !normalizeSearchText(hotel.name).includes(name)) return;
    summaries.push(summaryOf(s, hotel));
  });
  const view: View = { records, name, byId, summaries, queries: new Map() };
  views.set(stored, view);
  return view;
}

/**
 * One page of a stored list search: hotels whose content is still active, the name filter, the
 * domain's filters, sort, page and facet counts (sortedHotelResults, countFacets), then the cards.
 */
export function resultsPage(
  session: Pick<SessionRow, 'id' | 'expiresAt'> & { query: StoredCriteria },
  stored: readonly StoredHotel[],
  content: ReadonlyMap<string, HotelRecord>,
  q: HotelResultsParsed,
  now: Date,
): HotelSearchAnswer {
  if (!Number.isSafeInteger(q.skip) || q.skip < 0) throw new RangeError('skip is a page index, zero or more');
  if (!Number.isSafeInteger(q.limit) || q.limit < 1 || q.limit > HOTEL_PAGE_LIMIT_MAX) {
    throw new RangeError(`limit must be between 1 and ${HOTEL_PAGE_LIMIT_MAX}`);
  }
  const view = viewOf(stored, content, q.hotelName ? normalizeSearchText(q.hotelName) : '');
  const { byId } = view;
  const filterSet = filtersOf(q);
  const sort = q.sortBy.replace(':', '-') as HotelSort;
  const key = `${sort}|${JSON.stringify(filterSet)}`;
  let result = view.queries.get(key);
  if (!result) {
    result = {
      items: sortedHotelResults(view.summaries, filterSet, sort),
      facets: countFacets(view.summaries, filterSet),
    };
    if (view.queries.size >= VIEW_QUERIES_MAX) view.queries.delete(view.queries.keys().next().value!);
    view.queries.set(key, result);
  }
  const start = q.skip * q.limit;
  const page = {
    hotels: result.items.slice(start, start + q.limit),
    total: result.items.length,
    skip: q.skip,
    limit: q.limit,
    facets: result.facets,
  };
  const f = page.facets;
  const filters: HotelFacetsDto = {
    priceRange: f.price
      ? { min: f.price.min, max: f.price.max, minMajor: toMajor(f.price.min), maxMajor: toMajor(f.price.max) }
      : null,
    starCategories: f.starCategories,
    boardCodes: f.boards,
    accommodationTypes: f.accommodationTypes,
    areas: f.areas,
    chains: f.chains,
    amenities: f.amenities,
    refundable: f.refundable,
    payLater: f.payLater,
  };
  const { query } = session;
  return {
    searchId: session.id,
    expiresIn: Math.max(0, Math.floor((session.expiresAt.getTime() - now.getTime()) / 1000)),
    fromDate: query.fromDate,
    toDate: query.toDate,
    noOfNights: daysBetween(query.fromDate, query.toDate),
    roomPaxes: query.rooms,
    nationality: query.nationality,
    priceType: query.priceType,
    totalHotels: byId.size,
    filteredHotelsCount: page.total,
    skip: page.skip,
    limit: page.limit,
    sortBy: q.sortBy,
    filters,
    appliedFilters: {
      priceFrom: q.priceFrom ?? null,
      priceTo: q.priceTo ?? null,
      starCategories: q.starCategories ?? [],
      boardCodes: q.boardCodes ?? [],
      accommodationTypes: q.accommodationTypes ?? [],
      areas: q.areas ?? [],
      chains: q.chains ?? [],
      amenities: q.amenities ?? [],
      refundableOnly: q.refundableOnly,
      payLaterOnly: q.payLaterOnly,
      hotelName: q.hotelName || null,
    },
    hotels: page.hotels.map((item) => {
      const entry = byId.get(item.summary.hotelId)!;
      return cardOf(entry.stored, entry.hotel, item.price, q);
    }),
  };
}
