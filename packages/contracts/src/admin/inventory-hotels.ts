import { z } from 'zod';
import { ACCOMMODATION_TYPES, ALLOTMENT_TYPES, BOARD_CODES, STAR_CATEGORIES } from '@portal/domain';
import { plainDate } from '../common.ts';

/**
 * Back office "Inventory" - hotels (issue 34): the company's own hotels, room types, contracts and
 * allotments, on the tables the search and booking read. Money is integer minor units (fils, cents)
 * of the contract's currency (AED unless set), converted to AED by the search at the portal's latest
 * rate; dates are `yyyy-mm-dd`. The admin command line calls the same services.
 */

export const INVENTORY_HOTEL_PATHS = {
  hotels: '/admin/inventory/hotels',
  hotel: (id: string) => `/admin/inventory/hotels/${id}`,
  roomTypes: (hotelId: string) => `/admin/inventory/hotels/${hotelId}/room-types`,
  roomType: (id: string) => `/admin/inventory/room-types/${id}`,
  contracts: '/admin/inventory/contracts',
  contract: (id: string) => `/admin/inventory/contracts/${id}`,
  contractCopy: (id: string) => `/admin/inventory/contracts/${id}/copy`,
  allotments: '/admin/inventory/allotments',
  preview: (hotelId: string) => `/admin/inventory/hotels/${hotelId}/preview`,
  cities: '/admin/inventory/cities',
} as const;

const name = z.string().trim().min(1, 'Enter a name').max(200);
const localTime = z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'Enter a time as HH:mm');
const words = (max: number) => z.array(z.string().trim().min(1).max(100)).max(max);
/** Paths of files uploaded through the files module (or the seed's pictures). */
const imagePath = z.string().trim().min(1).max(500);
const fils = z.number().int('Enter whole fils').nonnegative('Amounts cannot be negative');
const positiveFils = z.number().int('Enter whole fils').positive('Prices must be positive');

export const inventoryHotelBody = z.object({
  name,
  starCategory: z.enum(STAR_CATEGORIES),
  accommodationType: z.enum(ACCOMMODATION_TYPES).default('hotel'),
  chain: z.string().trim().max(100).nullable().default(null),
  address: z.string().trim().min(1, 'Enter the address').max(500),
  cityId: z.uuid(),
  areaId: z.uuid().nullable().default(null),
  latitude: z.number().min(-90, 'Latitude is between -90 and 90').max(90, 'Latitude is between -90 and 90'),
  longitude: z
    .number()
    .min(-180, 'Longitude is between -180 and 180')
    .max(180, 'Longitude is between -180 and 180'),
  description: z.string().trim().max(10_000).default(''),
  amenities: words(100).default([]),
  images: z.array(imagePath).max(50).default([]),
  checkInTime: localTime.default('15:00'),
  checkOutTime: localTime.default('12:00'),
  phone: z.string().trim().max(50).default(''),
  isActive: z.boolean().default(true),
});
export type InventoryHotelBody = z.input<typeof inventoryHotelBody>;

export const inventoryHotelListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  /** Only hotels with a contract of the company (default), or every hotel. */
  all: z.enum(['true', 'false']).default('false'),
});

export const inventoryRoomTypeBody = z.object({
  name,
  maxAdults: z.number().int().min(1, 'A room takes at least 1 adult').max(20),
  maxChildren: z.number().int().min(0).max(20),
  maxInfants: z.number().int().min(0).max(10).default(0),
  maxOccupancy: z.number().int().min(1).max(40),
  maxExtraBeds: z.number().int().min(0).max(10).default(0),
  bedTypes: words(20).default([]),
  sizeSqm: z.number().int().positive().nullable().default(null),
  amenities: words(100).default([]),
  images: z.array(imagePath).max(30).default([]),
});
export type InventoryRoomTypeBody = z.input<typeof inventoryRoomTypeBody>;

export const inventorySeason = z.object({
  from: plainDate,
  to: plainDate,
  /** The nightly rate of one room for `baseOccupancy` adults; per person: base 1 and extra adult = the rate. */
  roomPrice: positiveFils,
  baseOccupancy: z.number().int().min(1).max(20),
  extraAdult: fils,
  extraBed: fils,
  minStay: z.number().int().min(1).max(60).optional(),
});

const cancellationCharge = z.discriminatedUnion('type', [
  z.object({ type: z.literal('flat'), amount: positiveFils }),
  z.object({ type: z.literal('percentage'), percent: z.number().positive().max(100) }),
  z.object({ type: z.literal('nights'), nights: z.number().int().min(1).max(60) }),
]);

/**
 * Promotions: free nights (stay-pay), early booking and long stay. Combination rule: highest priority
 * first, at most one of each type, each on what the previous left; one that is not combinable applies
 * only when none has before it and then ends the list (domain hotels/promotions.ts).
 */
const promotionBase = {
  code: z.string().trim().min(1, 'Enter a promotion code').max(30),
  name,
  priority: z.number().int().min(-100).max(100).default(0),
  combinable: z.boolean().default(true),
  stayFrom: plainDate.optional(),
  stayTo: plainDate.optional(),
};
const promotion = z.discriminatedUnion('type', [
  z.object({
    ...promotionBase,
    type: z.literal('stay-pay'),
    stay: z.number().int().min(2).max(60),
    pay: z.number().int().min(1).max(59),
  }),
  z.object({
    ...promotionBase,
    type: z.literal('early-booking'),
    percent: z.number().positive('The discount must be positive').max(90, 'At most 90% off'),
    minDaysBefore: z.number().int().min(1).max(730),
  }),
  z.object({
    ...promotionBase,
    type: z.literal('long-stay'),
    percent: z.number().positive('The discount must be positive').max(90, 'At most 90% off'),
    minNights: z.number().int().min(2, 'A long stay is at least 2 nights').max(365),
  }),
]);
export const PROMOTION_TYPES = ['stay-pay', 'early-booking', 'long-stay'] as const;

export const inventoryContractFields = z.object({
  roomTypeId: z.uuid(),
  rateName: name,
  rateCode: z.string().trim().min(1).max(30).optional(),
  /** The meal plan the season rates include. */
  boardCode: z.enum(BOARD_CODES),
  seasons: z.array(inventorySeason).min(1, 'A contract needs at least one season').max(60),
  childBands: z
    .array(
      z.object({ minAge: z.number().int().min(0), maxAge: z.number().int().max(11), pricePerNight: fils }),
    )
    .max(6)
    .default([]),
  mealSupplements: z
    .array(z.object({ boardCode: z.enum(BOARD_CODES), adultPerNight: fils, childPerNight: fils }))
    .max(5)
    .default([]),
  minStay: z.number().int().min(1).max(60).default(1),
  releaseDays: z.number().int().min(0).max(365).default(0),
  cancellation: z
    .array(z.object({ daysBefore: z.number().int().min(0).max(365), charge: cancellationCharge }))
    .max(10)
    .default([]),
  promotions: z.array(promotion).max(10).default([]),
  rateComments: z.string().trim().max(2_000).default(''),
  /** The currency the amounts are entered in (a currency with a rate); absent: AED on create, unchanged on save. */
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'Give a three-letter currency code such as AED')
    .optional(),
  isActive: z.boolean().default(true),
});
export const inventoryContractCreateBody = inventoryContractFields;
export type InventoryContractCreateBody = z.input<typeof inventoryContractCreateBody>;
/** A save names the version it was read at; another save in between answers 409. */
export const inventoryContractUpdateBody = inventoryContractFields
  .omit({ roomTypeId: true })
  .extend({ version: z.number().int().min(1) });
export type InventoryContractUpdateBody = z.input<typeof inventoryContractUpdateBody>;

export const inventoryContractCopyBody = z.object({
  /** Every price changes by this percentage (e.g. 5 or -10). */
  percent: z.number().gt(-100, 'The change must be above -100%').max(500),
});

export const inventoryAllotmentQuery = z.object({
  hotelId: z.uuid(),
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Enter the month as yyyy-mm'),
});

export const ALLOTMENT_ACTIONS = [
  'set',
  'stop-sale',
  'open-sale',
  'free-sale',
  'close-arrival',
  'open-arrival',
] as const;
export const inventoryAllotmentBody = z
  .object({
    roomTypeIds: z.array(z.uuid()).min(1, 'Pick at least one room type').max(100),
    from: plainDate,
    to: plainDate,
    action: z.enum(ALLOTMENT_ACTIONS),
    /** Rooms released per night (action set). */
    count: z.number().int().min(0).max(10_000).optional(),
  })
  .refine((b) => b.action !== 'set' || b.count !== undefined, {
    message: 'Enter the number of rooms',
    path: ['count'],
  });
export type InventoryAllotmentBody = z.input<typeof inventoryAllotmentBody>;

export const inventoryPreviewBody = z.object({
  /** The sample agent: agent code, e-mail or id. */
  agent: z.string().trim().min(1, 'Enter an agent code or e-mail').max(200),
  fromDate: plainDate,
  toDate: plainDate,
  adults: z.number().int().min(1).max(9).default(2),
  nationality: z.string().length(2).default('GB'),
});

const seasonDto = inventorySeason;
export const inventoryContractDto = z.object({
  _id: z.string(),
  hotelId: z.string(),
  roomTypeId: z.string(),
  roomTypeName: z.string(),
  rateCode: z.string(),
  rateName: z.string(),
  boardCode: z.enum(BOARD_CODES),
  seasons: z.array(seasonDto),
  childBands: z.array(z.object({ minAge: z.number(), maxAge: z.number(), pricePerNight: z.number() })),
  mealSupplements: z.array(
    z.object({ boardCode: z.enum(BOARD_CODES), adultPerNight: z.number(), childPerNight: z.number() }),
  ),
  minStay: z.number(),
  releaseDays: z.number(),
  cancellation: z.array(z.object({ daysBefore: z.number(), charge: cancellationCharge })),
  promotions: z.array(promotion),
  rateComments: z.string(),
  currency: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  isActive: z.boolean(),
  version: z.number(),
  updatedAt: z.string(),
});
export type InventoryContractDto = z.infer<typeof inventoryContractDto>;

export const inventoryRoomTypeDto = z.object({
  _id: z.string(),
  hotelId: z.string(),
  name: z.string(),
  maxAdults: z.number(),
  maxChildren: z.number(),
  maxInfants: z.number(),
  maxOccupancy: z.number(),
  maxExtraBeds: z.number(),
  bedTypes: z.array(z.string()),
  sizeSqm: z.number().nullable(),
  amenities: z.array(z.string()),
  images: z.array(z.string()),
});
export type InventoryRoomTypeDto = z.infer<typeof inventoryRoomTypeDto>;

export const inventoryHotelDto = z.object({
  _id: z.string(),
  name: z.string(),
  starCategory: z.enum(STAR_CATEGORIES),
  accommodationType: z.enum(ACCOMMODATION_TYPES),
  chain: z.string().nullable(),
  address: z.string(),
  cityId: z.string(),
  cityName: z.string(),
  areaId: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  description: z.string(),
  amenities: z.array(z.string()),
  images: z.array(z.string()),
  checkInTime: z.string(),
  checkOutTime: z.string(),
  phone: z.string(),
  isActive: z.boolean(),
  roomTypes: z.array(inventoryRoomTypeDto),
  contracts: z.array(inventoryContractDto),
});
export type InventoryHotelDto = z.infer<typeof inventoryHotelDto>;

export const inventoryHotelListAnswer = z.object({
  hotels: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      starCategory: z.enum(STAR_CATEGORIES),
      cityName: z.string(),
      isActive: z.boolean(),
      contracts: z.number(),
    }),
  ),
});
export type InventoryHotelListAnswer = z.infer<typeof inventoryHotelListAnswer>;

export const inventoryCitiesAnswer = z.object({
  cities: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      countryCode: z.string(),
      areas: z.array(z.object({ _id: z.string(), name: z.string() })),
    }),
  ),
});
export type InventoryCitiesAnswer = z.infer<typeof inventoryCitiesAnswer>;

export const inventoryAllotmentNight = z.object({
  date: z.string(),
  type: z.enum(ALLOTMENT_TYPES),
  allotment: z.number(),
  sold: z.number(),
  /** Null: free sale (no limit). */
  left: z.number().nullable(),
  /** Close to arrival: stays may not start on this night. */
  closedToArrival: z.boolean(),
});
export const inventoryAllotmentGrid = z.object({
  hotelId: z.string(),
  month: z.string(),
  days: z.array(z.string()),
  roomTypes: z.array(
    z.object({ _id: z.string(), name: z.string(), nights: z.array(inventoryAllotmentNight) }),
  ),
});
export type InventoryAllotmentGrid = z.infer<typeof inventoryAllotmentGrid>;

export const inventoryAllotmentAnswer = z.object({ message: z.string(), nights: z.number() });

export const inventoryPreviewAnswer = z.object({
  agent: z.object({ _id: z.string(), agentCode: z.number(), name: z.string() }),
  fromDate: z.string(),
  toDate: z.string(),
  rates: z.array(
    z.object({
      roomTypeId: z.string(),
      roomTypeName: z.string(),
      rateName: z.string(),
      boardCode: z.enum(BOARD_CODES),
      net: z.number(),
      companyMarkup: z.number(),
      agentPrice: z.number(),
      currency: z.literal('AED'),
    }),
  ),
  /** The rates the hotel's contracts in other currencies were converted with (units for 1 AED). */
  conversions: z.array(z.object({ currency: z.string(), rate: z.number() })),
});
export type InventoryPreviewAnswer = z.infer<typeof inventoryPreviewAnswer>;
