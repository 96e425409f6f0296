import {
  isPlainDate,
  PRICE_TYPES,
  STAR_CATEGORIES,
  validateHotelRooms,
  type PriceType,
  type RoomPax,
  type StarCategory,
} from '@portal/domain';
import type { HotelSearchBody, SuggestionType } from '@portal/contracts';

/**
 * The hotel search as it travels in the URL (spec section 2.5). The two targets carry exactly the
 * parameters the spec lists, so results and details pages can be reloaded, shared and walked with
 * back/forward; nothing about the search lives only in memory.
 */
export interface HotelSearchCriteria {
  /** Id of the chosen city, area or hotel. */
  locality: string;
  /** The text shown in the destination box for that choice. */
  localityValue: string;
  suggestionType: SuggestionType;
  fromDate: string;
  toDate: string;
  rooms: RoomPax[];
  /** ISO country code. */
  nationality: string;
  priceType: PriceType;
  /** '' for any category. */
  starCategory: StarCategory | '';
  /** Flipped by every search so the same criteria still start a new search (spec "research"). */
  research: boolean;
}

export const AVAIL_PATH = '/hotel/avail';
export const detailsPath = (hotelId: string) => `/hotel/details/${encodeURIComponent(hotelId)}`;

const roomsJson = (rooms: readonly RoomPax[]) =>
  JSON.stringify(
    rooms.map((r) => ({
      noOfAdults: r.noOfAdults,
      noOfChildren: r.noOfChildren,
      childrenAges: r.childrenAges.slice(0, r.noOfChildren),
    })),
  );

/**
 * /hotel/avail?locality&fromDate&toDate&rooms&research&searchQuery&localityValue&nationality&priceType&starCategory
 * - exactly those, in the spec's order.
 */
export function availUrl(c: HotelSearchCriteria): string {
  const params = new URLSearchParams();
  params.set('locality', c.locality);
  params.set('fromDate', c.fromDate);
  params.set('toDate', c.toDate);
  params.set('rooms', roomsJson(c.rooms));
  params.set('research', String(c.research));
  params.set('searchQuery', JSON.stringify({ id: c.locality, suggestionType: c.suggestionType }));
  params.set('localityValue', c.localityValue);
  params.set('nationality', c.nationality);
  params.set('priceType', c.priceType);
  params.set('starCategory', c.starCategory);
  return `${AVAIL_PATH}?${params.toString()}`;
}

/** /hotel/details/{locality}?fromDate&toDate&rooms&nationality&priceType (a hotel was chosen). */
export function detailsUrl(
  hotelId: string,
  c: Pick<HotelSearchCriteria, 'fromDate' | 'toDate' | 'rooms' | 'nationality' | 'priceType'>,
): string {
  const params = new URLSearchParams();
  params.set('fromDate', c.fromDate);
  params.set('toDate', c.toDate);
  params.set('rooms', roomsJson(c.rooms));
  params.set('nationality', c.nationality);
  params.set('priceType', c.priceType);
  return `${detailsPath(hotelId)}?${params.toString()}`;
}

/** Where the search form goes: a hotel opens its details, a city or area lists its hotels. */
export function searchTarget(c: HotelSearchCriteria): string {
  return c.suggestionType === 'HOTEL' ? detailsUrl(c.locality, c) : availUrl(c);
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; problems: string[] };

const SUGGESTION_TYPES: readonly string[] = ['CITY', 'AREA', 'HOTEL'];

function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Rooms from the URL's JSON list; a row must be whole numbers within the form's limits. */
export function parseRooms(text: string | null): RoomPax[] | null {
  const raw = parseJson(text);
  if (!Array.isArray(raw)) return null;
  const rooms: RoomPax[] = [];
  for (const item of raw) {
    if (typeof item !== 'object' || item === null) return null;
    const { noOfAdults, noOfChildren, childrenAges } = item as Record<string, unknown>;
    const ages = Array.isArray(childrenAges) ? childrenAges : [];
    if (!Number.isInteger(noOfAdults) || !Number.isInteger(noOfChildren ?? 0)) return null;
    if (!ages.every((a) => Number.isInteger(a))) return null;
    rooms.push({
      noOfAdults: noOfAdults as number,
      noOfChildren: (noOfChildren ?? 0) as number,
      childrenAges: ages as number[],
    });
  }
  return validateHotelRooms(rooms).length === 0 ? rooms : null;
}

const isPriceType = (v: string | null): v is PriceType =>
  (PRICE_TYPES as readonly (string | null)[]).includes(v);
const isStar = (v: string | null): v is StarCategory =>
  (STAR_CATEGORIES as readonly (string | null)[]).includes(v);

/** The stay part shared by both pages; problems name what is missing or malformed. */
function parseStay(params: URLSearchParams, problems: string[]) {
  const fromDate = params.get('fromDate') ?? '';
  const toDate = params.get('toDate') ?? '';
  if (!isPlainDate(fromDate)) problems.push('check-in date');
  if (!isPlainDate(toDate)) problems.push('check-out date');
  const rooms = parseRooms(params.get('rooms'));
  if (!rooms) problems.push('rooms');
  const nationality = (params.get('nationality') ?? '').toUpperCase();
  if (!/^[A-Z]{2}$/.test(nationality)) problems.push('nationality');
  const priceTypeParam = params.get('priceType');
  const priceType: PriceType = isPriceType(priceTypeParam) ? priceTypeParam : 'all';
  return { fromDate, toDate, rooms: rooms ?? [], nationality, priceType };
}

/** Reads /hotel/avail's query; an incomplete or edited link yields the list of what is wrong. */
export function parseAvailParams(params: URLSearchParams): Parsed<HotelSearchCriteria> {
  const problems: string[] = [];
  const query = parseJson(params.get('searchQuery')) as
    { id?: unknown; suggestionType?: unknown } | undefined;
  const locality = params.get('locality') ?? (typeof query?.id === 'string' ? query.id : '');
  const suggestionType =
    typeof query?.suggestionType === 'string' && SUGGESTION_TYPES.includes(query.suggestionType)
      ? (query.suggestionType as SuggestionType)
      : null;
  if (!locality) problems.push('destination');
  if (!suggestionType) problems.push('destination type');
  const stay = parseStay(params, problems);
  const star = params.get('starCategory');
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    value: {
      locality,
      localityValue: params.get('localityValue') ?? '',
      suggestionType: suggestionType ?? 'CITY',
      ...stay,
      starCategory: isStar(star) ? star : '',
      research: params.get('research') === 'true',
    },
  };
}

export type DetailsSearch = Pick<
  HotelSearchCriteria,
  'fromDate' | 'toDate' | 'rooms' | 'nationality' | 'priceType'
>;

/** Reads /hotel/details/{id}'s query: without a stay the page shows the hotel and asks for dates. */
export function parseDetailsParams(params: URLSearchParams): Parsed<DetailsSearch> {
  const problems: string[] = [];
  const stay = parseStay(params, problems);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value: stay };
}

/**
 * Every press of Search is a new search run (HOT-024; spec 2.5: a search clears the previous search
 * id and the result list), even with unchanged criteria and a cached answer: the run is the moment
 * of the press, kept in the history entry (not the URL, whose parameters the spec fixes), so reload
 * and back/forward show the run they had. A link opened without one is run 0.
 */
export const newSearchRun = () => ({ searchRun: Date.now() });

export function searchRunOf(state: unknown): number {
  const run = (state as { searchRun?: unknown } | null)?.searchRun;
  return typeof run === 'number' && Number.isSafeInteger(run) ? run : 0;
}

/** A stable key of a search: the same key means the same supplier search (paging keeps its session). */
export function searchKey(c: HotelSearchCriteria): string {
  return availUrl(c);
}

/** The availability search call of a results page. */
export function toSearchBody(c: HotelSearchCriteria): HotelSearchBody {
  return {
    searchQuery: { id: c.locality, suggestionType: c.suggestionType },
    fromDate: c.fromDate,
    toDate: c.toDate,
    rooms: c.rooms,
    nationality: c.nationality,
    priceType: c.priceType,
    ...(c.starCategory ? { starCategory: [c.starCategory] } : {}),
  };
}
