import type {
  AdminMarkupAnswer,
  AdminMarkupListAnswer,
  AdminMarkupPreviewAnswer,
  AdminMarkupPreviewBody,
  AdminMarkupSetBody,
  AdminRateChangeAnswer,
  AdminRateHistoryAnswer,
  AdminRateListAnswer,
  QuotationAmendmentDto,
  QuotationListAnswer,
} from '@portal/contracts';
import { adminApi } from '../api/admin-api';

/** What the markups list asks for: only the filters that are set. */
export interface AdminMarkupListArgs {
  skip: number;
  limit: number;
  agent?: string;
  product?: string;
}

export interface AdminQuotationListArgs {
  skip: number;
  limit: number;
  agent?: string;
  quotationNumber?: string;
  dateFrom?: string;
  dateTo?: string;
}

/** Company markups, currency rates and every agent's quotations (read-only) for the back office. */
const settingsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminMarkups: build.query<AdminMarkupListAnswer, AdminMarkupListArgs>({
      query: (params) => ({ url: 'admin/markups', params }),
      providesTags: ['AdminMarkups'],
    }),
    setAdminMarkup: build.mutation<AdminMarkupAnswer, AdminMarkupSetBody>({
      query: (body) => ({ url: 'admin/markups', method: 'PUT', body }),
      invalidatesTags: ['AdminMarkups'],
    }),
    /** What saving would do to a sample item of the product (nothing is written). */
    previewAdminMarkup: build.mutation<AdminMarkupPreviewAnswer, AdminMarkupPreviewBody>({
      query: (body) => ({ url: 'admin/markups/preview', method: 'POST', body }),
    }),
    removeAdminMarkup: build.mutation<AdminMarkupAnswer, string>({
      query: (id) => ({ url: `admin/markups/${id}`, method: 'DELETE' }),
      invalidatesTags: ['AdminMarkups'],
    }),
    adminRates: build.query<AdminRateListAnswer, { skip: number; limit: number }>({
      query: (params) => ({ url: 'admin/rates', params }),
      providesTags: ['AdminRates'],
    }),
    setAdminRate: build.mutation<
      AdminRateChangeAnswer,
      { isocode: string; rate: string; confirm?: boolean; reason?: string }
    >({
      query: ({ isocode, ...body }) => ({ url: `admin/rates/${isocode}`, method: 'PUT', body }),
      invalidatesTags: ['AdminRates'],
    }),
    adminRateHistory: build.query<AdminRateHistoryAnswer, string>({
      query: (isocode) => `admin/rates/${isocode}/history`,
      providesTags: ['AdminRates'],
    }),
    adminQuotations: build.query<QuotationListAnswer, AdminQuotationListArgs>({
      query: (params) => ({ url: 'admin/quotations/all', params }),
      providesTags: [{ type: 'AdminQuotations', id: 'LIST' }],
    }),
    adminQuotationAmendment: build.query<QuotationAmendmentDto, string>({
      query: (id) => `quotations/amendment/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'AdminQuotations', id }],
    }),
    adminQuotationVersions: build.query<QuotationAmendmentDto[], string>({
      query: (quotationNumber) => `quotations/amendments/${encodeURIComponent(quotationNumber)}`,
      providesTags: (_r, _e, number) => [{ type: 'AdminQuotations', id: `versions-${number}` }],
    }),
  }),
});

export const {
  useAdminMarkupsQuery,
  useSetAdminMarkupMutation,
  usePreviewAdminMarkupMutation,
  useRemoveAdminMarkupMutation,
  useAdminRatesQuery,
  useSetAdminRateMutation,
  useAdminRateHistoryQuery,
  useAdminQuotationsQuery,
  useAdminQuotationAmendmentQuery,
  useAdminQuotationVersionsQuery,
} = settingsApi;
