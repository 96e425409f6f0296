import { z } from 'zod';
import { ACCOMMODATION_TYPES, STAR_CATEGORIES } from '@portal/domain';

export const roomTypeDto = z.object({
  id: z.string(),
  name: z.string(),
  maxAdults: z.number().int(),
  maxChildren: z.number().int(),
  maxOccupancy: z.number().int(),
  maxExtraBeds: z.number().int(),
  bedTypes: z.array(z.string()),
  sizeSqm: z.number().nullable(),
  amenities: z.array(z.string()),
});
export type RoomTypeDto = z.infer<typeof roomTypeDto>;

/** Static content of one hotel (GET /b2b/hotels/availabilities/single/{hotelId}). */
export const hotelDetailsDto = z.object({
  id: z.string(),
  name: z.string(),
  chain: z.string().nullable(),
  starCategory: z.enum(STAR_CATEGORIES),
  accommodationType: z.enum(ACCOMMODATION_TYPES),
  address: z.string(),
  cityId: z.string(),
  cityName: z.string(),
  areaId: z.string().nullable(),
  areaName: z.string().nullable(),
  stateName: z.string(),
  countryCode: z.string(),
  countryName: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  distanceFromCityCentreKm: z.number(),
  description: z.string(),
  amenities: z.array(z.string()),
  /** Hotel-local `HH:mm`. */
  checkInTime: z.string(),
  checkOutTime: z.string(),
  timeZone: z.string(),
  images: z.array(z.string()),
  phone: z.string(),
  allGuestDetailsRequired: z.boolean(),
  roomTypes: z.array(roomTypeDto),
});
export type HotelDetailsDto = z.infer<typeof hotelDetailsDto>;
export const hotelDetailsAnswer = hotelDetailsDto;
