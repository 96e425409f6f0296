import { z } from 'zod';

export const SUGGESTION_TYPES = ['CITY', 'AREA', 'HOTEL'] as const;
export const suggestionType = z.enum(SUGGESTION_TYPES);
export type SuggestionType = z.infer<typeof suggestionType>;

/** Suggestions are looked up only for more than 2 characters (spec sections 5, 9); shorter text answers empty lists. */
export const SUGGESTION_MIN_CHARS = 3;

/** GET /b2b/hotels/availabilities/search/suggestions?search= (bearer). */
export const hotelSuggestionsQuery = z.object({
  search: z.string().max(100, 'Search text: at most 100 characters').default(''),
});
export type HotelSuggestionsQuery = z.input<typeof hotelSuggestionsQuery>;

/** Exactly the fields of spec section 3 (hotel suggestions). */
export const citySuggestionDto = z.object({
  cityId: z.string(),
  cityName: z.string(),
  stateName: z.string(),
  countryName: z.string(),
  propertyCount: z.number().int(),
  suggestionType: z.literal('CITY'),
});
export const areaSuggestionDto = z.object({
  areaId: z.string(),
  areaName: z.string(),
  cityName: z.string(),
  /** The emirate or state of the area's city (not in spec section 3's list; shown like a hotel's). */
  stateName: z.string(),
  countryName: z.string(),
  propertyCount: z.number().int(),
  suggestionType: z.literal('AREA'),
});
export const hotelSuggestionDto = z.object({
  hotelId: z.string(),
  hotelName: z.string(),
  cityName: z.string(),
  stateName: z.string(),
  countryName: z.string(),
  suggestionType: z.literal('HOTEL'),
});
export type CitySuggestionDto = z.infer<typeof citySuggestionDto>;
export type AreaSuggestionDto = z.infer<typeof areaSuggestionDto>;
export type HotelSuggestionDto = z.infer<typeof hotelSuggestionDto>;

/** Ranked: prefix matches first, then by property count (hotels: prefix first, then by name). */
export const hotelSuggestionsAnswer = z.object({
  cities: z.array(citySuggestionDto),
  areas: z.array(areaSuggestionDto),
  hotels: z.array(hotelSuggestionDto),
});
export type HotelSuggestionsAnswer = z.infer<typeof hotelSuggestionsAnswer>;
