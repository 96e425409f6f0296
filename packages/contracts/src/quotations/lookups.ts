import { z } from 'zod';
import { BOARD_CODES } from '@portal/domain';

/** GET /quotations/initial/all: what the quotation form chooses from. */
export const quotationInitialAnswer = z.object({
  airports: z.array(
    z.object({
      iata: z.string(),
      name: z.string(),
      city: z.string(),
      terminals: z.array(z.object({ code: z.string(), name: z.string() })),
    }),
  ),
  cities: z.array(
    z.object({ _id: z.uuid(), cityName: z.string(), countryName: z.string(), propertyCount: z.number() }),
  ),
  vehicles: z.array(
    z.object({
      _id: z.uuid(),
      name: z.string(),
      capacity: z.number().int(),
      kind: z.enum(['shared', 'private']),
    }),
  ),
  excursions: z.array(
    z.object({
      _id: z.uuid(),
      name: z.string(),
      attractionId: z.uuid(),
      attractionTitle: z.string(),
      destination: z.string(),
      /** ticket: sold as a ticket with optional transfer; transfer: the price includes the pick-up. */
      excursionType: z.enum(['ticket', 'transfer']),
      sharedTransfer: z.boolean(),
      privateVehicles: z.array(z.object({ _id: z.string(), name: z.string(), capacity: z.number().int() })),
    }),
  ),
  visaTypes: z.array(
    z.object({
      /** The visa type: what a draft's `visa.visaId` names (spec selectedVisaId). */
      _id: z.uuid(),
      /** The destination's visa (the UAE), as in `/visa/all`. */
      visaCountryId: z.uuid(),
      visaName: z.string(),
      processingTime: z.number(),
      processingTimeFormat: z.string(),
      validity: z.number(),
      validityTimeFormat: z.string(),
    }),
  ),
  nationalities: z.array(z.object({ _id: z.uuid(), nationality: z.string(), isocode: z.string() })),
});
export type QuotationInitialAnswer = z.infer<typeof quotationInitialAnswer>;

export const quotationHotelsQuery = z.object({
  cityId: z.uuid().optional(),
  search: z.string().trim().max(80).optional(),
});

export const quotationHotelDto = z.object({
  _id: z.uuid(),
  name: z.string(),
  starCategory: z.string(),
  cityId: z.uuid(),
  cityName: z.string(),
  areaName: z.string().nullable(),
  roomTypes: z.array(
    z.object({
      _id: z.uuid(),
      name: z.string(),
      maxAdults: z.number().int(),
      maxChildren: z.number().int(),
      maxOccupancy: z.number().int(),
    }),
  ),
  boardTypes: z.array(z.enum(BOARD_CODES)),
});
export type QuotationHotelDto = z.infer<typeof quotationHotelDto>;
export const quotationHotelsAnswer = z.object({ hotels: z.array(quotationHotelDto) });
