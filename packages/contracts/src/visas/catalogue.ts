import { z } from 'zod';

/** GET /visa/all (public): spec section 3 "Visa: _id, country.countryName". */
export const visaDto = z.object({
  _id: z.uuid(),
  country: z.object({ isocode: z.string(), countryName: z.string(), flag: z.string() }),
});
export const visaListAnswer = z.array(visaDto);
export type VisaDto = z.infer<typeof visaDto>;

/** GET /b2b/visa/all/nationality (public): `[{_id, nationality}]`; `note` says why none is sold. */
export const visaNationalityDto = z.object({
  _id: z.uuid(),
  nationality: z.string(),
  isocode: z.string(),
  note: z.string().nullable(),
});
export const visaNationalitiesAnswer = z.array(visaNationalityDto);
export type VisaNationalityDto = z.infer<typeof visaNationalityDto>;

export const visaTypesParams = z.object({ visaId: z.uuid(), nationalityId: z.uuid() });

/** One visa type for the caller: amounts in AED minor units per traveller, every markup applied. */
export const visaTypeDto = z.object({
  _id: z.uuid(),
  visaName: z.string(),
  processingTime: z.number(),
  processingTimeFormat: z.string(),
  stayPeriod: z.number(),
  stayPeriodFormat: z.string(),
  validity: z.number(),
  validityTimeFormat: z.string(),
  entryType: z.enum(['single', 'multiple']),
  ageFrom: z.number(),
  ageTo: z.number(),
  documents: z.array(z.string()),
  terms: z.string(),
  /** What the agent pays per adult / child. */
  adultPrice: z.number().int(),
  childPrice: z.number().int(),
  /** With the caller's client markup (the client's price). */
  adultSellPrice: z.number().int(),
  childSellPrice: z.number().int(),
});
export type VisaTypeDto = z.infer<typeof visaTypeDto>;

export const visaTypesAnswer = z.object({
  visa: visaDto,
  nationality: visaNationalityDto,
  visaTypes: z.array(visaTypeDto),
});
export type VisaTypesAnswer = z.infer<typeof visaTypesAnswer>;
