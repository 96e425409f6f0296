import { z } from 'zod';
import { BOARD_CODES, HOTEL_CANCELLATION_TYPES, PRICE_TYPES, RATE_SOURCES } from '@portal/domain';
import { minorAmount } from '../attractions/catalogue.ts';
import { hotelDetailsDto, roomTypeDto } from './details.ts';
import { roomPaxDto } from './results.ts';

/** One night of a rate, every room of the search together. */
export const rateNightDto = z.object({
  date: z.string(),
  agentPrice: minorAmount,
  agentPriceMajor: z.number(),
  sellPrice: minorAmount,
});

/**
 * One cancellation policy line: from `from` (UTC instant; `fromLocal` is the same instant as
 * hotel-local wall time in `timeZone`) cancelling costs `fee` (the agent's currency, AED minor units).
 * `text` is a ready-made line such as "From 12/03/2026 14:00 (Asia/Dubai) the charge is AED 450.00".
 */
export const cancellationLineDto = z.object({
  from: z.string(),
  fromLocal: z.string(),
  timeZone: z.string(),
  fee: minorAmount,
  feeMajor: z.number(),
  text: z.string(),
});
export type CancellationLineDto = z.infer<typeof cancellationLineDto>;

export const ratePromotionDto = z.object({
  code: z.string(),
  name: z.string(),
  /** What the promotion takes off the agent's price. */
  discount: minorAmount,
});

/** The agent-visible parts of a price breakdown (no net, no company markup). */
export const hotelRateBreakdownDto = z.object({
  subAgentMarkup: minorAmount,
  clientMarkup: minorAmount,
  agentPrice: minorAmount,
  sellPrice: minorAmount,
});

export const hotelRateDto = z.object({
  /** Opaque; pass it back with the searchId to recheck and book (Hotels II). */
  rateKey: z.string(),
  rateName: z.string(),
  boardCode: z.enum(BOARD_CODES),
  boardName: z.string(),
  /** What the agent pays for the stay and every room (every markup layer up to its own). */
  agentPrice: minorAmount,
  agentPriceMajor: z.number(),
  /** agentPrice + the agent's client markup: the client's price. */
  sellPrice: minorAmount,
  sellPriceMajor: z.number(),
  currency: z.literal('AED'),
  perNight: z.array(rateNightDto),
  breakdown: hotelRateBreakdownDto,
  cancellationType: z.enum(HOTEL_CANCELLATION_TYPES),
  /** Ascending; a refundable rate's first line is the first date a fee applies. */
  cancellationPolicies: z.array(cancellationLineDto),
  payLaterAvailable: z.boolean(),
  /** Last instant (UTC) to pay a pay-later booking; null when pay later is not offered. */
  payLaterUntil: z.string().nullable(),
  rateComments: z.string(),
  source: z.enum(RATE_SOURCES),
  /** Confirmed by the hotel after booking (no instant confirmation). */
  onRequest: z.boolean(),
  promotions: z.array(ratePromotionDto),
});
export type HotelRateDto = z.infer<typeof hotelRateDto>;

export const hotelRoomDto = roomTypeDto.extend({
  /** Cheapest first. */
  rates: z.array(hotelRateDto),
});
export type HotelRoomDto = z.infer<typeof hotelRoomDto>;

/** Answer of POST /b2b/hotels/availabilities/single/search. Rooms cheapest first; no rates: empty list. */
export const singleHotelSearchAnswer = z.object({
  searchId: z.uuid(),
  expiresIn: z.number().int(),
  fromDate: z.string(),
  toDate: z.string(),
  noOfNights: z.number().int(),
  roomPaxes: z.array(roomPaxDto),
  nationality: z.string(),
  priceType: z.enum(PRICE_TYPES),
  hotel: hotelDetailsDto,
  rooms: z.array(hotelRoomDto),
});
export type SingleHotelSearchAnswer = z.infer<typeof singleHotelSearchAnswer>;
