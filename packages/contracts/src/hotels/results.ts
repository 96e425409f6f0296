import { z } from 'zod';
import { ACCOMMODATION_TYPES, BOARD_CODES, RATE_SOURCES, STAR_CATEGORIES } from '@portal/domain';
import { minorAmount } from '../attractions/catalogue.ts';
import { starCategoryInput } from './criteria.ts';

export const HOTEL_SORTS = [
  'price:asc',
  'price:desc',
  'stars:desc',
  'stars:asc',
  'name:asc',
  'distance:asc',
] as const;
export type HotelSort = (typeof HOTEL_SORTS)[number];

/** A list in the query string: `a,b` or the key repeated (`?k=a&k=b`). */
const listParam = <T extends z.ZodType<string>>(item: T, label: string) =>
  z.preprocess(
    (raw) => {
      if (raw === undefined || raw === '') return undefined;
      const parts = (Array.isArray(raw) ? raw : [raw]).flatMap((v) => String(v).split(','));
      return parts.map((p) => p.trim()).filter((p) => p !== '');
    },
    z.array(item).max(50, `${label}: at most 50 values`).optional(),
  );

const flagParam = z.preprocess(
  (raw) =>
    raw === 'true' || raw === '1' ? true : raw === 'false' || raw === '0' || raw === '' ? false : raw,
  z.boolean({ error: 'Use true or false' }).default(false),
);

const amountParam = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be whole minor units`)
    .min(0, `${label} cannot be negative`)
    .optional();

/**
 * Paging, sort and filters of a stored search (query string of GET /search/{searchId}, and optionally
 * of the POST that creates it). `skip` is a page index (page size `limit`), as in the original.
 * Prices are the agent's total for the stay in AED minor units.
 */
export const hotelResultsQuery = z.object({
  skip: z.coerce.number().int().min(0, 'skip cannot be negative').max(10_000).default(0),
  limit: z.coerce.number().int().min(1, 'limit: at least 1').max(100, 'limit: at most 100').default(10),
  sortBy: z
    .enum(HOTEL_SORTS, { error: `sortBy must be one of ${HOTEL_SORTS.join(', ')}` })
    .default('price:asc'),
  priceFrom: amountParam('priceFrom'),
  priceTo: amountParam('priceTo'),
  starCategories: listParam(starCategoryInput, 'starCategories'),
  boardCodes: listParam(z.enum(BOARD_CODES, { error: 'Unknown board code' }), 'boardCodes'),
  accommodationTypes: listParam(
    z.enum(ACCOMMODATION_TYPES, { error: 'Unknown accommodation type' }),
    'accommodationTypes',
  ),
  /** Area ids. */
  areas: listParam(z.string().max(64), 'areas'),
  chains: listParam(z.string().max(100), 'chains'),
  /** A hotel must have every amenity listed. */
  amenities: listParam(z.string().max(100), 'amenities'),
  refundableOnly: flagParam,
  payLaterOnly: flagParam,
  /** Part of the hotel name, accent- and case-insensitive. */
  hotelName: z.string().trim().max(100).optional(),
});
export type HotelResultsQuery = z.input<typeof hotelResultsQuery>;
export type HotelResultsParsed = z.output<typeof hotelResultsQuery>;

export const hotelCardDto = z.object({
  hotel: z.object({
    id: z.string(),
    name: z.string(),
    starCategory: z.enum(STAR_CATEGORIES),
    accommodationType: z.enum(ACCOMMODATION_TYPES),
    address: z.string(),
    areaId: z.string().nullable(),
    areaName: z.string().nullable(),
    cityName: z.string(),
    distanceFromCityCentreKm: z.number(),
    image: z.string().nullable(),
    amenities: z.array(z.string()),
    chain: z.string().nullable(),
  }),
  /** Cheapest rate for the whole stay and every room: what the agent pays (every layer up to its own). */
  minRate: minorAmount,
  minRateMajor: z.number(),
  /** The same rate with the agent's client markup (what its client pays). */
  minSellRate: minorAmount,
  minSellRateMajor: z.number(),
  maxRate: minorAmount,
  currency: z.literal('AED'),
  totalOffers: z.number().int(),
  boards: z.array(z.enum(BOARD_CODES)),
  refundableAvailable: z.boolean(),
  payLaterAvailable: z.boolean(),
  sources: z.array(z.enum(RATE_SOURCES)),
});
export type HotelCardDto = z.infer<typeof hotelCardDto>;

const facet = <T extends z.ZodType>(value: T) =>
  z.array(z.object({ value, label: z.string(), count: z.number().int() }));

/**
 * Facet counts (standard faceting): each list counts the hotels matching every other filter, so a
 * value's count is what the list would hold with it added; amenities (all-of) count under every
 * filter; the price range spans the hotels matching every filter but the price.
 */
export const hotelFacetsDto = z.object({
  /** Null when no hotel matches the other filters. */
  priceRange: z
    .object({ min: minorAmount, max: minorAmount, minMajor: z.number(), maxMajor: z.number() })
    .nullable(),
  starCategories: facet(z.enum(STAR_CATEGORIES)),
  boardCodes: facet(z.enum(BOARD_CODES)),
  accommodationTypes: facet(z.enum(ACCOMMODATION_TYPES)),
  areas: facet(z.string()),
  chains: facet(z.string()),
  amenities: facet(z.string()),
  refundable: z.number().int(),
  payLater: z.number().int(),
});
export type HotelFacetsDto = z.infer<typeof hotelFacetsDto>;

export const appliedHotelFiltersDto = z.object({
  priceFrom: minorAmount.nullable(),
  priceTo: minorAmount.nullable(),
  starCategories: z.array(z.enum(STAR_CATEGORIES)),
  boardCodes: z.array(z.enum(BOARD_CODES)),
  accommodationTypes: z.array(z.enum(ACCOMMODATION_TYPES)),
  areas: z.array(z.string()),
  chains: z.array(z.string()),
  amenities: z.array(z.string()),
  refundableOnly: z.boolean(),
  payLaterOnly: z.boolean(),
  hotelName: z.string().nullable(),
});
export type AppliedHotelFiltersDto = z.infer<typeof appliedHotelFiltersDto>;

export const roomPaxDto = z.object({
  noOfAdults: z.number().int(),
  noOfChildren: z.number().int(),
  childrenAges: z.array(z.number().int()),
});

/** Answer of POST /search and GET /search/{searchId}: one page of a stored search session. */
export const hotelSearchAnswer = z.object({
  searchId: z.uuid(),
  /** Seconds until the session expires (15 minutes after the search). */
  expiresIn: z.number().int(),
  fromDate: z.string(),
  toDate: z.string(),
  noOfNights: z.number().int(),
  roomPaxes: z.array(roomPaxDto),
  nationality: z.string(),
  priceType: z.enum(['all', 'static', 'dynamic']),
  totalHotels: z.number().int(),
  filteredHotelsCount: z.number().int(),
  skip: z.number().int(),
  limit: z.number().int(),
  sortBy: z.enum(HOTEL_SORTS),
  filters: hotelFacetsDto,
  appliedFilters: appliedHotelFiltersDto,
  hotels: z.array(hotelCardDto),
});
export type HotelSearchAnswer = z.infer<typeof hotelSearchAnswer>;
