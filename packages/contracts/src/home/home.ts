import { z } from 'zod';

export const countryDto = z.object({
  _id: z.string(),
  isocode: z.string(),
  countryName: z.string(),
  flag: z.string(),
  phonecode: z.string(),
});
export type CountryDto = z.infer<typeof countryDto>;

export const currencyDto = z.object({
  _id: z.string(),
  isocode: z.string(),
  currencyName: z.string(),
  conversionRate: z.number(),
  rateSource: z.string(),
  rateTime: z.string(),
  country: z.object({ isocode: z.string(), countryName: z.string(), flag: z.string() }),
});
export type CurrencyDto = z.infer<typeof currencyDto>;

export const destinationDto = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  country: z.object({ isocode: z.string(), countryName: z.string() }),
  image: z.string().nullable(),
});

export const popularCityDto = z.object({
  _id: z.string(),
  cityName: z.string(),
  stateName: z.string(),
  countryName: z.string(),
  propertyCount: z.number().int(),
  suggestionType: z.literal('CITY'),
});
export const popularStateDto = z.object({
  _id: z.string(),
  stateName: z.string(),
  countryName: z.string(),
  propertyCount: z.number().int(),
  suggestionType: z.literal('STATE'),
});

/** GET /api/v1/home/initial-data (spec section 7). */
export const initialDataAnswer = z.object({
  countries: z.array(countryDto),
  destinations: z.array(destinationDto),
  currencies: z.array(currencyDto),
  popularHotelCities: z.array(popularCityDto),
  popularHotelStates: z.array(popularStateDto),
  /**
   * Sizes of the catalogue (active hotels, active attractions), for texts that quote them: the home
   * banner states the real figure, never a made-up one (issue 17).
   */
  hotelCount: z.number().int().nonnegative(),
  attractionCount: z.number().int().nonnegative(),
});
export type InitialData = z.infer<typeof initialDataAnswer>;

/** GET /api/v1/b2b/visa/country/all */
export const visaCountryDto = z.object({
  _id: z.string(),
  country: z.object({ isocode: z.string(), countryName: z.string(), flag: z.string() }),
});

/** GET /api/v1/company/config: the company configuration of spec section 1 (public). */
export const companyConfigAnswer = z.object({
  companyName: z.string(),
  companyShortName: z.string(),
  companyShortCode: z.string(),
  isApiIntegrated: z.boolean(),
  apiDocumentationUrl: z.string(),
  contactEmail: z.string(),
  enquiryEmail: z.string(),
  postalAddress: z.string(),
  phoneNumbers: z.array(z.string()),
  whatsappNumber: z.string(),
  socialLinks: z.record(z.string(), z.string()),
  licenceNumber: z.string(),
  trn: z.string(),
  logo: z.string(),
  favicon: z.string(),
  loginBanner: z.string(),
  signupBanner: z.string(),
  appStoreUrl: z.string(),
  bnplProvider: z.string(),
  whatsappDetails: z.record(z.string(), z.object({ phoneNumber: z.string() })),
  mapsApiKey: z.string(),
});
export type CompanyConfigDto = z.infer<typeof companyConfigAnswer>;

/** GET /api/v1/countries/all */
export const countriesAnswer = z.array(countryDto);
/** GET /api/v1/b2b/visa/country/all */
export const visaCountriesAnswer = z.array(visaCountryDto);
export type VisaCountryDto = z.infer<typeof visaCountryDto>;
export type DestinationDto = z.infer<typeof destinationDto>;
export type PopularCityDto = z.infer<typeof popularCityDto>;
export type PopularStateDto = z.infer<typeof popularStateDto>;
