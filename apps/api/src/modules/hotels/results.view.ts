import type { HotelCardDto, HotelFacetsDto, HotelResultsParsed, HotelSearchAnswer } from '@portal/contracts';
import { normalizeSearchText } from '@portal/db';
import {
  BOARD_CODES,
  countListFacets,
  daysBetween,
  HOTEL_PAGE_LIMIT_MAX,
  RATE_PAY_LATER,
  RATE_REFUNDABLE,
  rateFilter,
  rateKept,
  resultColumns,
  sortedHotelList,
  toMajor,
  type BoardCode,
  type HotelFacets,
  type HotelResultFilters,
  type HotelResultList,
  type HotelResultOrder,
  type HotelSort,
  type RateFilter,
  type RateSource,
  type ResultColumns,
} from '@portal/domain';
import type { HotelRecord } from './content.repository.ts';
import type { SessionRow, StoredCriteria } from './session.repository.ts';
import type { StoredList } from './stored-list.ts';
import { SOURCE_BITS } from './list-pricing.ts';
import { hotelsIndex, type HotelsIndex } from './hotels-index.ts';

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
function sellFor(stored: StoredList, k: number, price: number, rule: RateFilter): number {
  let sell: number | null = null;
  for (let e = stored.start[k]!, end = stored.start[k + 1]!; e < end; e++) {
    if (stored.prices[e] !== price || !rateKept(rule, stored.boards[e]!, stored.flags[e]!)) continue;
    if (sell === null || stored.sells[e]! < sell) sell = stored.sells[e]!;
  }
  return sell ?? price;
}

function cardOf(
  stored: StoredList,
  k: number,
  hotel: HotelRecord,
  price: number,
  rule: RateFilter,
): HotelCardDto {
  const sell = sellFor(stored, k, price, rule);
  const sources: RateSource[] = [];
  if (stored.sources[k]! & SOURCE_BITS.contract) sources.push('contract');
  if (stored.sources[k]! & SOURCE_BITS.bedbank) sources.push('bedbank');
  // The hotel's boards in the order of their first entry, and whether any entry has each flag.
  const boards: BoardCode[] = [];
  let flags = 0;
  for (let e = stored.start[k]!, end = stored.start[k + 1]!; e < end; e++) {
    const board = BOARD_CODES[stored.boards[e]!]!;
    if (!boards.includes(board)) boards.push(board);
    flags |= stored.flags[e]!;
  }
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
    maxRate: stored.max[k]!,
    currency: 'AED',
    totalOffers: stored.count[k]!,
    boards,
    refundableAvailable: (flags & RATE_REFUNDABLE) !== 0,
    payLaterAvailable: (flags & RATE_PAY_LATER) !== 0,
    sources,
  };
}

/**
 * What every page of one stored list shares, built once: the hotels in the list (those with
 * content and rates, narrowed by the name), as the domain's columns over the stored entries with
 * their content as columns (result-columns.ts), and, per filter set and sort, the sorted hotels and
 * the facet counts. Kept with the stored list (a WeakMap: gone with the session) while the content
 * records are the same objects (the content cache's, kept while unchanged) and the name filter is
 * the same.
 */
interface View {
  /** Per stored position, its hotel's record (undefined: no content now), as the view was made. */
  records: (HotelRecord | undefined)[];
  name: string;
  /** Hotels with content and rates (distinct ids). */
  total: number;
  /** The hotels of the domain's list (its columns are the stored list's entries). */
  hotels: HotelRecord[];
  /** Per hotel of the domain's list, the stored position of its card (the last of its id). */
  cards: Int32Array;
  list: HotelResultList;
  queries: Map<string, { order: HotelResultOrder; facets: HotelFacets }>;
}

const VIEW_QUERIES_MAX = 32;
const views = new WeakMap<StoredList, View>();

/**
 * The content as columns of the hotels a search priced, made once per hotels array (its index: the
 * content cache answers a destination's searches with the same array while its records are the
 * same, and hotelsIndex makes a new index when the array's members change). Like the index, it
 * assumes the records are not changed in place: the content cache makes a new record for a
 * reloaded hotel.
 */
const searchedColumns = new WeakMap<HotelsIndex, ResultColumns>();

/**
 * Each searched record's place in the columns last made of a hotels array holding it: a stored
 * session's page (its records by id) finds its hotels' columns there - the same records while the
 * content cache holds them - instead of making columns (and their name order) per view.
 */
const placeOf = new WeakMap<HotelRecord, { columns: ResultColumns; at: number }>();

function columnsOfSearched(index: HotelsIndex, searched: readonly HotelRecord[]): ResultColumns {
  let columns = searchedColumns.get(index);
  if (!columns) {
    columns = resultColumns(searched);
    searchedColumns.set(index, columns);
    for (let p = 0; p < searched.length; p++) placeOf.set(searched[p]!, { columns, at: p });
  }
  return columns;
}

/** The hotels' places in one searched array's columns, or null when they are not all in one. */
function placed(hotels: readonly HotelRecord[]): { columns: ResultColumns; rows: Int32Array } | null {
  const columns = hotels.length > 0 ? placeOf.get(hotels[0]!)?.columns : undefined;
  if (!columns) return null;
  const rows = new Int32Array(hotels.length);
  for (let i = 0; i < hotels.length; i++) {
    const place = placeOf.get(hotels[i]!);
    if (!place || place.columns !== columns || columns.hotels[place.at] !== hotels[i]) return null;
    rows[i] = place.at;
  }
  return { columns, rows };
}

/**
 * Per stored position, the position of its hotel in `searched`, the hotels the list was priced
 * from (a stored list holds them in that order, each once): found by walking both, the ids compared
 * (the same strings, the index's), no lookup by id. Null when the searched hotels repeat an id (a
 * card is then the last of its id, as the map gives) or the list is not a run through them.
 */
function positionsIn(stored: StoredList, index: HotelsIndex): Int32Array | null {
  const ids = index.ids;
  if (index.positions.size !== ids.length) return null;
  const at = new Int32Array(stored.ids.length);
  for (let k = 0, h = 0; k < at.length; k++, h++) {
    const id = stored.ids[k]!;
    while (h < ids.length && ids[h] !== id) h++;
    if (h === ids.length) return null;
    at[k] = h;
  }
  return at;
}

/**
 * The view of a stored list for `content` (the hotels' records by id) and the name. `searched`: the
 * hotels the list was priced from, when `content` maps their records (a new stay's first page): the
 * view then takes their content columns, made once per hotels array, instead of each hotel's.
 */
function viewOf(
  stored: StoredList,
  content: ReadonlyMap<string, HotelRecord>,
  name: string,
  searched: readonly HotelRecord[] | undefined,
): View {
  const index = searched ? hotelsIndex(searched) : undefined;
  const at = index ? positionsIn(stored, index) : null;
  const records = new Array<HotelRecord | undefined>(stored.ids.length);
  if (at) for (let k = 0; k < records.length; k++) records[k] = searched![at[k]!];
  else for (let k = 0; k < records.length; k++) records[k] = content.get(stored.ids[k]!);
  const held = views.get(stored);
  if (held && held.name === name && held.records.every((r, i) => r === records[i])) return held;
  // Ids seen, when the searched hotels do not give them as distinct: the last place of each.
  const byId = at ? null : new Map<string, number>();
  // Sized for every hotel and cut to those kept: no array grown push by push, no iterator per copy.
  const hotels = new Array<HotelRecord>(records.length);
  const from = new Int32Array(records.length);
  const to = new Int32Array(records.length);
  const cards = new Int32Array(records.length);
  const rows = new Int32Array(records.length);
  let total = 0;
  let kept = 0;
  for (let k = 0; k < records.length; k++) {
    const hotel = records[k];
    if (!hotel || stored.start[k + 1]! === stored.start[k]!) continue;
    if (byId) byId.set(stored.ids[k]!, k);
    else total++;
    // The name narrows the list before facets, like a search within the results.
    if (name && !normalizeSearchText(hotel.name).includes(name)) continue;
    hotels[kept] = hotel;
    from[kept] = stored.start[k]!;
    to[kept] = stored.start[k + 1]!;
    cards[kept] = k;
    rows[kept] = at ? at[k]! : kept;
    kept++;
  }
  hotels.length = kept;
  if (byId) {
    total = byId.size;
    for (let i = 0; i < kept; i++) cards[i] = byId.get(hotels[i]!.id)!;
  }
  // The hotels' content columns: the searched array's, else those a searched array made for these
  // records, else made for this view.
  const columns = at
    ? { columns: columnsOfSearched(index!, searched!), rows: rows.subarray(0, kept) }
    : (placed(hotels) ?? { columns: resultColumns(hotels), rows: rows.subarray(0, kept) });
  const list: HotelResultList = {
    hotels,
    from: from.subarray(0, kept),
    to: to.subarray(0, kept),
    boards: stored.boards,
    prices: stored.prices,
    flags: stored.flags,
    content: columns,
  };
  const view: View = {
    records,
    name,
    total,
    hotels,
    cards: cards.subarray(0, kept),
    list,
    queries: new Map(),
  };
  views.set(stored, view);
  return view;
}

/**
 * One page of a stored list search: hotels whose content is still active, the name filter, the
 * domain's filters, sort, page and facet counts (sortedHotelList, countListFacets), then the cards.
 */
export function resultsPage(
  session: Pick<SessionRow, 'id' | 'expiresAt'> & { query: StoredCriteria },
  stored: StoredList,
  content: ReadonlyMap<string, HotelRecord>,
  q: HotelResultsParsed,
  now: Date,
  searched?: readonly HotelRecord[],
): HotelSearchAnswer {
  if (!Number.isSafeInteger(q.skip) || q.skip < 0) throw new RangeError('skip is a page index, zero or more');
  if (!Number.isSafeInteger(q.limit) || q.limit < 1 || q.limit > HOTEL_PAGE_LIMIT_MAX) {
    throw new RangeError(`limit must be between 1 and ${HOTEL_PAGE_LIMIT_MAX}`);
  }
  const view = viewOf(stored, content, q.hotelName ? normalizeSearchText(q.hotelName) : '', searched);
  const filterSet = filtersOf(q);
  const sort = q.sortBy.replace(':', '-') as HotelSort;
  const key = `${sort}|${JSON.stringify(filterSet)}`;
  const rule = rateFilter(filterSet);
  let result = view.queries.get(key);
  if (!result) {
    result = {
      order: sortedHotelList(view.list, filterSet, sort),
      facets: countListFacets(view.list, filterSet),
    };
    if (view.queries.size >= VIEW_QUERIES_MAX) view.queries.delete(view.queries.keys().next().value!);
    view.queries.set(key, result);
  }
  const start = Math.min(q.skip * q.limit, result.order.positions.length);
  const end = Math.min(start + q.limit, result.order.positions.length);
  const f = result.facets;
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
    totalHotels: view.total,
    filteredHotelsCount: result.order.positions.length,
    skip: q.skip,
    limit: q.limit,
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
    hotels: Array.from({ length: end - start }, (_, i) => {
      const at = result.order.positions[start + i]!;
      return cardOf(stored, view.cards[at]!, view.hotels[at]!, result.order.prices[start + i]!, rule);
    }),
  };
}
