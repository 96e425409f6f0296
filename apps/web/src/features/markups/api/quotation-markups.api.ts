import {
  QUOTATION_MARKUP_PATHS,
  type MarkupDeleteAnswer,
  type QuotationClientMarkupInput,
  type QuotationMarkupDto,
  type QuotationMarkupsAnswer,
  type QuotationSubAgentMarkupDto,
  type QuotationSubAgentMarkupInput,
} from '@portal/contracts';
import { api } from '../../../lib/api';

/** Quotation markups per component (hotel, excursions, transfers, visa): client and sub-agent. */
export const quotationMarkupsApi = api.injectEndpoints({
  endpoints: (build) => ({
    quotationMarkups: build.query<QuotationMarkupsAnswer, void>({
      query: () => QUOTATION_MARKUP_PATHS.list,
      providesTags: ['Markups'],
    }),
    upsertQuotationClientMarkup: build.mutation<QuotationMarkupDto, QuotationClientMarkupInput>({
      query: (body) => ({ url: QUOTATION_MARKUP_PATHS.clientUpsert, method: 'PATCH', body }),
      invalidatesTags: ['Markups'],
    }),
    upsertQuotationSubAgentMarkup: build.mutation<QuotationSubAgentMarkupDto, QuotationSubAgentMarkupInput>({
      query: (body) => ({ url: QUOTATION_MARKUP_PATHS.subAgentUpsert, method: 'PATCH', body }),
      invalidatesTags: ['Markups'],
    }),
    deleteQuotationClientMarkup: build.mutation<MarkupDeleteAnswer, string>({
      query: (id) => ({ url: QUOTATION_MARKUP_PATHS.clientDelete(id), method: 'DELETE' }),
      invalidatesTags: ['Markups'],
    }),
    deleteQuotationSubAgentMarkup: build.mutation<MarkupDeleteAnswer, string>({
      query: (id) => ({ url: QUOTATION_MARKUP_PATHS.subAgentDelete(id), method: 'DELETE' }),
      invalidatesTags: ['Markups'],
    }),
  }),
});

export const {
  useQuotationMarkupsQuery,
  useUpsertQuotationClientMarkupMutation,
  useUpsertQuotationSubAgentMarkupMutation,
  useDeleteQuotationClientMarkupMutation,
  useDeleteQuotationSubAgentMarkupMutation,
} = quotationMarkupsApi;
