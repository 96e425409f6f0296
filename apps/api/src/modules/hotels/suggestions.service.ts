import { SUGGESTION_MIN_CHARS, type HotelSuggestionsAnswer } from '@portal/contracts';
import { normalizeSearchText, type DbHandle } from '@portal/db';
import { thenMaybe, type MaybePromise } from '../../lib/maybe-promise.ts';
import { KeptAnswers, SuggestionIndex } from '../../lib/suggestion-index.ts';
import { versionedValue } from '../../lib/versioned-value.ts';
import {
  loadAreas,
  loadCities,
  loadHotels,
  SUGGESTION_LIMITS,
  type AreaRow,
  type CityRow,
  type HotelRow,
} from './suggestions.repository.ts';

const EMPTY: HotelSuggestionsAnswer = { cities: [], areas: [], hotels: [] };

interface HotelSuggestionIndex {
  cities: SuggestionIndex<CityRow>;
  areas: SuggestionIndex<AreaRow>;
  hotels: SuggestionIndex<HotelRow>;
  answers: KeptAnswers<HotelSuggestionsAnswer>;
}

async function buildIndex(database: DbHandle): Promise<HotelSuggestionIndex> {
  const [cities, areas, hotels] = await Promise.all([
    loadCities(database.db),
    loadAreas(database.db),
    loadHotels(database.db),
  ]);
  const byName = (row: { nameSearch: string }) => row.nameSearch;
  return {
    cities: new SuggestionIndex(cities, byName),
    areas: new SuggestionIndex(areas, byName),
    hotels: new SuggestionIndex(hotels, byName),
    answers: new KeptAnswers('hotels'),
  };
}

/** One index per node, rebuilt when a hotel, city, area or country name changes (topic `hotels`, migration 0018). */
const suggestionIndex = versionedValue(['hotels'], buildIndex);

/**
 * Cities, areas and hotels whose name contains the text (accents and case ignored), from memory:
 * names starting with the text first, then names with a word starting with it, then the rest; within
 * each, by property count (hotels: by popularity). Fewer than 3 characters answer empty lists: the web
 * shows its top destinations then and only asks with more than 2 (spec sections 5, 9).
 */
export function hotelSuggestions(database: DbHandle, search: string): MaybePromise<HotelSuggestionsAnswer> {
  const text = normalizeSearchText(search);
  if (text.length < SUGGESTION_MIN_CHARS) return EMPTY;
  return thenMaybe(suggestionIndex.get(database), (index) =>
    index.answers.get(text, () => answerFrom(index, text)),
  );
}

function answerFrom(index: HotelSuggestionIndex, text: string): HotelSuggestionsAnswer {
  return {
    cities: index.cities.matchRanked(text, SUGGESTION_LIMITS.cities).map((c) => ({
      cityId: c.id,
      cityName: c.name,
      stateName: c.state,
      countryName: c.countryName,
      propertyCount: c.propertyCount,
      suggestionType: 'CITY' as const,
    })),
    areas: index.areas.matchRanked(text, SUGGESTION_LIMITS.areas).map((a) => ({
      areaId: a.id,
      areaName: a.name,
      cityName: a.cityName,
      stateName: a.state,
      countryName: a.countryName,
      propertyCount: a.propertyCount,
      suggestionType: 'AREA' as const,
    })),
    hotels: index.hotels.matchRanked(text, SUGGESTION_LIMITS.hotels).map((h) => ({
      hotelId: h.id,
      hotelName: h.name,
      cityName: h.cityName,
      stateName: h.state,
      countryName: h.countryName,
      suggestionType: 'HOTEL' as const,
    })),
  };
}
