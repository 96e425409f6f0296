import { SUGGESTION_MIN_CHARS, type HotelSuggestionsAnswer } from '@portal/contracts';
import { normalizeSearchText, type DbOrTx } from '@portal/db';
import { matchAreas, matchCities, matchHotels } from './suggestions.repository.ts';

const EMPTY: HotelSuggestionsAnswer = { cities: [], areas: [], hotels: [] };

/**
 * Cities, areas and hotels whose name contains the text (accents and case ignored), prefix matches
 * first, then by property count (hotels: by popularity). Fewer than 3 characters answer empty lists:
 * the web shows its top destinations then and only asks with more than 2 (spec sections 5, 9).
 */
export async function hotelSuggestions(db: DbOrTx, search: string): Promise<HotelSuggestionsAnswer> {
  const text = normalizeSearchText(search);
  if (text.length < SUGGESTION_MIN_CHARS) return EMPTY;
  const [cities, areas, hotels] = await Promise.all([
    matchCities(db, text),
    matchAreas(db, text),
    matchHotels(db, text),
  ]);
  return {
    cities: cities.map((c) => ({
      cityId: c.id,
      cityName: c.name,
      stateName: c.state,
      countryName: c.countryName,
      propertyCount: c.propertyCount,
      suggestionType: 'CITY' as const,
    })),
    areas: areas.map((a) => ({
      areaId: a.id,
      areaName: a.name,
      cityName: a.cityName,
      countryName: a.countryName,
      propertyCount: a.propertyCount,
      suggestionType: 'AREA' as const,
    })),
    hotels: hotels.map((h) => ({
      hotelId: h.id,
      hotelName: h.name,
      cityName: h.cityName,
      stateName: h.state,
      countryName: h.countryName,
      suggestionType: 'HOTEL' as const,
    })),
  };
}
