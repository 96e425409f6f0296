import { bookedByDto } from '../bookings/list-filters.ts';
import { messageMoney } from '../errors.ts';
import { z } from 'zod';
import {
  BOARD_CODES,
  EXCURSION_TYPES,
  MARKUP_TYPES,
  OCCUPANCY_TYPES,
  QUOTATION_CURRENCIES,
  QUOTATION_RATE_TYPES,
  QUOTATION_STATUSES,
  QUOTATION_TRANSFER_TYPES,
} from '@portal/domain';

/** Minor units of the quotation's currency. */
const money = z.number().int();
/** What the agent pays (every layer up to its own) and what the client is quoted (with the agent's margins). */
export const quotedPrice = z.object({ agentPrice: money, sellPrice: money });
export type QuotedPrice = z.infer<typeof quotedPrice>;

export const quotedHotelDto = z.object({
  hotelId: z.uuid(),
  hotelName: z.string(),
  starCategory: z.string(),
  cityName: z.string(),
  areaName: z.string().nullable(),
  roomTypeId: z.uuid(),
  roomTypeName: z.string(),
  boardTypeCode: z.enum(BOARD_CODES),
  boardTypeName: z.string(),
  checkInDate: z.string(),
  checkOutDate: z.string(),
  nights: z.number().int(),
  isRefundable: z.boolean(),
});
export type QuotedHotelDto = z.infer<typeof quotedHotelDto>;

export const quotedTransferDto = z.object({
  transferFromName: z.string(),
  transferToName: z.string(),
  transferType: z.enum(QUOTATION_TRANSFER_TYPES),
  distanceKm: z.number(),
  vehicleTypes: z.array(z.object({ vehicle: z.string(), name: z.string(), count: z.number().int() })),
  /** The slot's price for the whole party, and each traveller's share. */
  total: quotedPrice,
  perPerson: quotedPrice,
});
export type QuotedTransferDto = z.infer<typeof quotedTransferDto>;

/**
 * The whole trip for the party: its adults in the rooms planned (doubles, a single for an odd adult,
 * or the rooms chosen at confirmation) and its children; null when the option cannot seat them.
 */
export const partyTotalDto = z.object({
  rooms: z.partialRecord(z.enum(OCCUPANCY_TYPES), z.number().int()),
  total: quotedPrice,
});
export type PartyTotalDto = z.infer<typeof partyTotalDto>;

/** One stay option: one price column of the quotation. */
export const quotedStayDto = z.object({
  stayNo: z.number().int(),
  hotels: z.array(quotedHotelDto),
  transfers: z.array(quotedTransferDto),
  /** Per adult for each room occupancy the option's rooms take (null: the room type does not take it). */
  occupancies: z.array(
    z.object({ occupancy: z.enum(OCCUPANCY_TYPES), perPersonAdultPrice: quotedPrice.nullable() }),
  ),
  /** Per child sharing the parents' room, everything included; null without children. */
  perPersonChildPrice: quotedPrice.nullable(),
  /** The whole trip for the party (absent on amendments priced before it existed). */
  party: partyTotalDto.nullish(),
});
export type QuotedStayDto = z.infer<typeof quotedStayDto>;

export const quotedExcursionDto = z.object({
  activityId: z.uuid(),
  name: z.string(),
  attractionTitle: z.string(),
  excursionType: z.enum(EXCURSION_TYPES),
  vehicleTypes: z.array(z.object({ vehicle: z.string(), name: z.string(), count: z.number().int() })),
  adultPrice: quotedPrice,
  childPrice: quotedPrice,
  total: quotedPrice,
});
export type QuotedExcursionDto = z.infer<typeof quotedExcursionDto>;

export const quotedVisaDto = z.object({
  visaId: z.uuid(),
  visaName: z.string(),
  nationalityId: z.uuid(),
  nationality: z.string(),
  processingTime: z.number(),
  processingTimeFormat: z.string(),
  validity: z.number(),
  validityTimeFormat: z.string(),
  adultPrice: quotedPrice,
  childPrice: quotedPrice,
});

export const quotedAirportDto = z.object({
  iata: z.string(),
  name: z.string(),
  terminalCode: z.string().nullable(),
  terminalName: z.string().nullable(),
});

const vehicles = z.array(z.object({ vehicle: z.string(), count: z.number().int() }));
const excursionChoice = z.object({
  activityId: z.uuid(),
  selectedExcursionType: z.enum(EXCURSION_TYPES),
  vehicleType: vehicles,
});
const airportChoice = z.object({ iata: z.string(), terminalCode: z.string().nullish() }).nullish();

/** The stored draft as answered (the input after parsing and defaults; no transforms, so it can be sent). */
export const quotationDraftDto = z.object({
  clientName: z.string(),
  agentQuotationNumber: z.string(),
  noOfAdults: z.number().int(),
  noOfChildren: z.number().int(),
  childrenAges: z.array(z.number().int()),
  paxType: z.enum(['FIT', 'GROUP']),
  checkInDate: z.string(),
  checkOutDate: z.string(),
  nationality: z.string(),
  quotationCurrency: z.enum(QUOTATION_CURRENCIES),
  isArrivalAirportDisabled: z.boolean(),
  arrivalAirport: airportChoice,
  isDepartureAirportDisabled: z.boolean(),
  departureAirport: airportChoice,
  isAlreadyBooked: z.boolean(),
  hotelDisabledRemark: z.string(),
  isHotelQuotationDisabled: z.boolean(),
  stays: z.array(
    z.object({
      hotels: z.array(
        z.object({
          hotelId: z.uuid(),
          roomTypeId: z.uuid().nullish(),
          boardTypeCode: z.enum(BOARD_CODES).nullish(),
          rateType: z.enum(QUOTATION_RATE_TYPES).nullish(),
          checkInDate: z.string(),
          checkOutDate: z.string(),
        }),
      ),
    }),
  ),
  isTransferQuotationDisabled: z.boolean(),
  transfer: z.array(
    z.object({
      stayNo: z.number().int(),
      stays: z.array(z.object({ transferType: z.enum(QUOTATION_TRANSFER_TYPES), vehicleTypes: vehicles })),
    }),
  ),
  isExcursionQuotationDisabled: z.boolean(),
  excursions: z.array(excursionChoice),
  isSupplimentQuotationDisabled: z.boolean(),
  supplements: z.array(excursionChoice),
  isVisaQuotaionsDisabled: z.boolean(),
  visa: z.object({ visaId: z.uuid(), nationalityId: z.uuid() }).nullish(),
  /** Absent on amendments saved before pick-up places existed. */
  pickUpPlaces: z.array(z.object({ placeId: z.string(), note: z.string() })).optional(),
  isCustomMarkup: z.boolean(),
  customMarkupType: z.enum(MARKUP_TYPES),
  customMarkup: z.number(),
});
export type QuotationDraftDto = z.infer<typeof quotationDraftDto>;

/** Everything the pipeline priced for one amendment. */
export const quotationCostingDto = z.object({
  currency: z.enum(QUOTATION_CURRENCIES),
  /** Units of the quotation currency per AED, as used when the amendment was priced. */
  conversionRate: z.number(),
  nights: z.number().int(),
  arrivalAirport: quotedAirportDto.nullable(),
  departureAirport: quotedAirportDto.nullable(),
  stays: z.array(quotedStayDto),
  excursions: z.array(quotedExcursionDto),
  /** Optional extras, priced on their own and not in the per-person totals. */
  supplements: z.array(quotedExcursionDto),
  visa: quotedVisaDto.nullable(),
  pickUpPlaces: z
    .array(z.object({ placeId: z.string(), placeName: z.string(), note: z.string() }))
    .optional(),
  /** Excursions and visa per traveller (the part of the land package common to every stay option). */
  landPerAdult: quotedPrice,
  landPerChild: quotedPrice,
  /** With no hotel (switched off or already booked): the land package per person, custom markup included. */
  landOnly: z
    .object({
      perPersonAdultPrice: quotedPrice,
      perPersonChildPrice: quotedPrice.nullable(),
      party: partyTotalDto.nullish(),
    })
    .nullable(),
  /** The last day (company zone) the prices are offered to the client; absent on older amendments. */
  validUntil: z.string().optional(),
  customMarkup: z.object({ type: z.enum(MARKUP_TYPES), value: z.number() }).nullable(),
});
export type QuotationCostingDto = z.infer<typeof quotationCostingDto>;

export const quotationConfirmationDto = z.object({
  selectedStay: z.number().int(),
  comments: z.string(),
  occupancyRoomCount: z.record(z.string(), z.number().int()),
  /** The whole trip as confirmed (absent on confirmations made before it existed). */
  partyTotal: partyTotalDto.nullish(),
  confirmedAt: z.string(),
  confirmedBy: z.string(),
});

export const quotationAmendmentDto = z.object({
  _id: z.uuid(),
  amendmentNo: z.number().int(),
  quotationNumber: z.string(),
  agentQuotationNumber: z.string(),
  clientName: z.string(),
  status: z.enum(QUOTATION_STATUSES),
  createdAt: z.string(),
  /** The agency user who made the quotation ("Booked by"); null before agencies had users. */
  bookedBy: bookedByDto,
  /** The amendment's own input, as the edit page loads it (spec section 3 "Amendment"). */
  draft: quotationDraftDto,
  costing: quotationCostingDto,
  confirmation: quotationConfirmationDto.nullable(),
  /** Whether this is the latest version (only the latest can be edited or confirmed). */
  isLatest: z.boolean(),
  /** Whether the caller made it and so may edit or confirm it (a parent reseller only reads). */
  canChange: z.boolean(),
});
export type QuotationAmendmentDto = z.infer<typeof quotationAmendmentDto>;

/** 409 answer of a confirmation whose price moved since the amendment (or since `expectedTotal`). */
export const quotationPriceChangedAnswer = z.object({
  error: z.string(),
  status: z.literal(409),
  code: z.literal('PRICE_CHANGED'),
  /** 'quotation.priceChanged' with the two totals (ADR 0032): the web says it in the reader's language. */
  messageKey: z.literal('quotation.priceChanged').optional(),
  messageParams: z.object({ was: messageMoney, now: messageMoney }).optional(),
  currency: z.enum(QUOTATION_CURRENCIES),
  /** The party total the agent expected (client price), and the party total now. */
  expectedTotal: money,
  current: quotedPrice,
});
export type QuotationPriceChangedAnswer = z.infer<typeof quotationPriceChangedAnswer>;

/** PATCH /quotations/amendment/confirm/:amendmentId (original-api-notes section 14). */
export const quotationConfirmInput = z.object({
  selectedStay: z.number({ error: 'Choose the stay option' }).int().min(1, 'Choose the stay option'),
  comments: z.string().trim().max(1000, 'The comments are too long').default(''),
  occupancyRoomCount: z.partialRecord(z.enum(OCCUPANCY_TYPES), z.number().int().min(0).max(50)).default({}),
  /**
   * The party total (client price, minor units) the agent accepted. Confirming re-prices the option;
   * when the price moved from this (default: the amendment's own total), nothing is confirmed and the
   * answer is 409 PRICE_CHANGED with the old and the new total.
   */
  expectedTotal: z.number().int().min(0).optional(),
});
export type QuotationConfirmInput = z.input<typeof quotationConfirmInput>;
