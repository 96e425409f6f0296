import { z } from 'zod';

/** A country as the spec's home data holds it (section 3: isocode, countryName, flag). */
export const countryRefDto = z.object({
  isocode: z.string(),
  countryName: z.string(),
  flag: z.string(),
});
export type CountryRefDto = z.infer<typeof countryRefDto>;

/** GET /api/v1/countries/all: every country with its phone code (`_id` is the isocode). */
export const countryDto = z.object({
  _id: z.string(),
  ...countryRefDto.shape,
  phonecode: z.string(),
});
export type CountryDto = z.infer<typeof countryDto>;

/**
 * A currency with its current rate against AED (spec section 3: isocode, conversionRate, country).
 * Where a rate came from and when is kept with it in the database (`rates:list` shows it).
 */
export const currencyDto = z.object({
  isocode: z.string(),
  currencyName: z.string(),
  conversionRate: z.number(),
  country: countryRefDto,
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

/**
 * GET /api/v1/home/initial-data (spec section 7), loaded by every page at start: only what the home
 * data holds (spec section 3), so it stays small - the phone codes are in /countries/all.
 */
export const initialDataAnswer = z.object({
  countries: z.array(countryRefDto),
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
  /** Digits shown in Arabic: Western "123" (latn, the default) or Arabic-Indic "١٢٣" (arab). */
  arabicDigits: z.enum(['latn', 'arab']),
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
