import {
  HOTEL_MARKUP_PATHS,
  type HotelClientMarkupUpsertBody,
  type HotelMarkupDto,
  type HotelMarkupsAnswer,
  type HotelMarkupsQuery,
  type HotelRoomMarkupsAnswer,
  type HotelStarMarkupsAnswer,
  type HotelSubAgentMarkupDto,
  type HotelSubAgentMarkupUpsertBody,
} from '@portal/contracts';
import { api } from '../../../lib/api';

/**
 * Hotel markups by star category, hotel and room type. Removal goes through the shared delete calls
 * of markups.api.ts (the same spec paths serve every product). Every change invalidates 'Markups',
 * which hotel searches and rates carry too, so prices shown elsewhere follow.
 */
export const hotelMarkupsApi = api.injectEndpoints({
  endpoints: (build) => ({
    hotelStarMarkups: build.query<HotelStarMarkupsAnswer, void>({
      query: () => HOTEL_MARKUP_PATHS.stars,
      providesTags: ['Markups'],
    }),
    hotelMarkups: build.query<HotelMarkupsAnswer, HotelMarkupsQuery>({
      query: (params) => ({ url: HOTEL_MARKUP_PATHS.hotels, params }),
      providesTags: ['Markups'],
    }),
    hotelRoomMarkups: build.query<HotelRoomMarkupsAnswer, string>({
      query: (hotelId) => ({ url: HOTEL_MARKUP_PATHS.rooms, params: { hotelId } }),
      providesTags: ['Markups'],
    }),
    upsertHotelClientMarkup: build.mutation<HotelMarkupDto, HotelClientMarkupUpsertBody>({
      query: (body) => ({ url: HOTEL_MARKUP_PATHS.clientUpsert, method: 'PATCH', body }),
      invalidatesTags: ['Markups'],
    }),
    upsertHotelSubAgentMarkup: build.mutation<HotelSubAgentMarkupDto, HotelSubAgentMarkupUpsertBody>({
      query: (body) => ({ url: HOTEL_MARKUP_PATHS.subAgentUpsert, method: 'PATCH', body }),
      invalidatesTags: ['Markups'],
    }),
  }),
});

export const {
  useHotelStarMarkupsQuery,
  useHotelMarkupsQuery,
  useHotelRoomMarkupsQuery,
  useUpsertHotelClientMarkupMutation,
  useUpsertHotelSubAgentMarkupMutation,
} = hotelMarkupsApi;
