import { QUOTATION_PATHS, type QuotationHotelDto, type QuotationInitialAnswer } from '@portal/contracts';
import { api } from '../../../lib/api';

/** What the quotation form chooses from: airports, cities, vehicles, excursions, visas; hotels per city. */
export const quotationLookupsApi = api.injectEndpoints({
  endpoints: (build) => ({
    quotationInitial: build.query<QuotationInitialAnswer, void>({
      query: () => QUOTATION_PATHS.initial,
      keepUnusedDataFor: 600,
    }),
    quotationHotels: build.query<{ hotels: QuotationHotelDto[] }, { cityId?: string; search?: string }>({
      query: (params) => ({ url: QUOTATION_PATHS.hotels, params }),
      keepUnusedDataFor: 600,
    }),
  }),
});

export const { useQuotationInitialQuery, useQuotationHotelsQuery } = quotationLookupsApi;
