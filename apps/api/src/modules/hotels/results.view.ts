import type { HotelCardDto, HotelFacetsDto, HotelResultsParsed, HotelSearchAnswer } from '@portal/contracts';
import { normalizeSearchText } from '@portal/db';
import {
  daysBetween,
  queryHotelResults,
  toMajor,
  type HotelResultFilters,
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
 * One page of a stored list search: hotels whose content is still active, the name filter, the
 * domain's filters, sort, page and facet counts (queryHotelResults), then the cards.
 */
export function resultsPage(
  session: Pick<SessionRow, 'id' | 'expiresAt'> & { query: StoredCriteria },
  stored: readonly StoredHotel[],
  content: ReadonlyMap<string, HotelRecord>,
  q: HotelResultsParsed,
  now: Date,
): HotelSearchAnswer {
  const name = q.hotelName ? normalizeSearchText(q.hotelName) : '';
  const byId = new Map<string, { stored: StoredHotel; hotel: HotelRecord }>();
  const summaries: HotelResultSummary[] = [];
  for (const s of stored) {
    const hotel = content.get(s.h);
    if (!hotel || s.r.length === 0) continue;
    byId.set(s.h, { stored: s, hotel });
    // The name narrows the list before facets, like a search within the results.
    if (name && !normalizeSearchText(hotel.name).includes(name)) continue;
    summaries.push(summaryOf(s, hotel));
  }
  const page = queryHotelResults(summaries, {
    filters: filtersOf(q),
    sort: q.sortBy.replace(':', '-') as HotelSort,
    skip: q.skip,
    limit: q.limit,
  });
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
