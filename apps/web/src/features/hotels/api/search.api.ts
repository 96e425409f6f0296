import type {
  HotelResultsQuery,
  HotelSearchAnswer,
  HotelSearchBody,
  HotelSuggestionsAnswer,
} from '@portal/contracts';
import { api } from '../../../lib/api';
import { HOTEL_PATHS } from './paths';

/** Hotel search calls: suggestions (spec section 7), a new search session, and pages of a stored one. */
export const hotelSearchApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Spec section 7: GET /b2b/hotels/availabilities/search/suggestions?search={text}, bearer. */
    hotelSuggestions: build.query<HotelSuggestionsAnswer, string>({
      query: (search) => ({ url: HOTEL_PATHS.suggestions, params: { search } }),
      keepUnusedDataFor: 120,
    }),
    /**
     * Runs contract pricing and the bedbank and stores a search session; read as a query keyed by the
     * criteria of the URL and the search run of the history entry, so a reload or back/forward shows
     * the same search and every press of Search (search-params.ts `searchRunOf`) gets a new session.
     */
    hotelSearch: build.query<
      HotelSearchAnswer,
      { body: HotelSearchBody; research: boolean; run: number; limit: number }
    >({
      query: ({ body, limit }) => ({ url: HOTEL_PATHS.search, method: 'POST', body, params: { limit } }),
      // A session lives 15 minutes; an older cached answer would point at an expired one.
      keepUnusedDataFor: 300,
      providesTags: ['Markups'],
    }),
    /** Paging, sort and filters on a stored session (never re-queries suppliers). */
    hotelSearchPage: build.query<HotelSearchAnswer, { searchId: string } & HotelResultsQuery>({
      query: ({ searchId, ...params }) => ({ url: HOTEL_PATHS.searchPage(searchId), params }),
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useHotelSuggestionsQuery, useHotelSearchQuery, useHotelSearchPageQuery } = hotelSearchApi;
