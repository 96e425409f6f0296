import type { HotelDetailsDto, SingleHotelSearchAnswer, SingleHotelSearchBody } from '@portal/contracts';
import { api } from '../../../lib/api';
import { HOTEL_PATHS } from './paths';

/** One hotel: its static content and, for a stay, every room type with all its rates. */
export const hotelDetailsApi = api.injectEndpoints({
  endpoints: (build) => ({
    hotelDetails: build.query<HotelDetailsDto, string>({
      query: (hotelId) => HOTEL_PATHS.single(hotelId),
      keepUnusedDataFor: 600,
    }),
    /**
     * Read as a query keyed by the stay of the URL and the search run of the history entry (a POST
     * that only reads and stores a session): every press of Search gets new rates.
     */
    singleHotelSearch: build.query<SingleHotelSearchAnswer, { body: SingleHotelSearchBody; run: number }>({
      query: ({ body }) => ({ url: HOTEL_PATHS.singleSearch, method: 'POST', body }),
      keepUnusedDataFor: 300,
      // Markup changes re-price the rates shown.
      providesTags: ['Markups'],
    }),
  }),
});

export const { useHotelDetailsQuery, useSingleHotelSearchQuery } = hotelDetailsApi;
