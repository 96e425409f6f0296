import {
  FLIGHT_PATHS,
  type AirportDto,
  type FaresByDateAnswer,
  type FaresByDateQueryDto,
  type FlightSearchAnswer,
  type FlightSearchBody,
} from '@portal/contracts';
import { api } from '../../../lib/api';

/** Flight calls: the airports list (loaded once), the fare calendar (spec section 7) and the search. */
export const flightsApi = api.injectEndpoints({
  endpoints: (build) => ({
    airports: build.query<AirportDto[], void>({
      query: () => FLIGHT_PATHS.airports,
      keepUnusedDataFor: 24 * 3600,
    }),
    /** Spec section 7: GET /b2b/flight/fares-by-date with exactly the spec's query (bearer). */
    faresByDate: build.query<FaresByDateAnswer, FaresByDateQueryDto>({
      query: (params) => ({ url: FLIGHT_PATHS.faresByDate, params }),
      keepUnusedDataFor: 300,
      providesTags: ['Markups'],
    }),
    flightSearch: build.query<FlightSearchAnswer, FlightSearchBody>({
      query: (body) => ({ url: FLIGHT_PATHS.search, method: 'POST', body }),
      keepUnusedDataFor: 600,
      providesTags: ['Markups'],
    }),
  }),
});

export const { useAirportsQuery, useFaresByDateQuery, useFlightSearchQuery } = flightsApi;
