import {
  IDEMPOTENCY_HEADER,
  QUOTATION_PATHS,
  type QuotationAmendmentDto,
  type QuotationCostingDto,
  type QuotationDraftInput,
} from '@portal/contracts';
import { api } from '../../../lib/api';

interface Save {
  body: QuotationDraftInput;
  /** One per submission attempt (lib/idempotency.ts): a retry after an unknown outcome reuses it. */
  idempotencyKey: string;
}

/** Pricing a draft without saving it, saving a new quotation, and saving a new version of one. */
export const quotationDraftsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // A POST read: cached per draft, so going back to an earlier draft shows its price at once.
    quotationPreview: build.query<QuotationCostingDto, QuotationDraftInput>({
      query: (body) => ({ url: QUOTATION_PATHS.preview, method: 'POST', body }),
      keepUnusedDataFor: 60,
    }),
    createQuotation: build.mutation<QuotationAmendmentDto, Save>({
      query: ({ body, idempotencyKey }) => ({
        url: QUOTATION_PATHS.create,
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      }),
      invalidatesTags: ['Quotations'],
    }),
    updateQuotation: build.mutation<QuotationAmendmentDto, Save & { quotationNumber: string }>({
      query: ({ quotationNumber, body, idempotencyKey }) => ({
        url: QUOTATION_PATHS.update(encodeURIComponent(quotationNumber)),
        method: 'PATCH',
        body,
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      }),
      invalidatesTags: ['Quotations'],
    }),
  }),
});

export const { useQuotationPreviewQuery, useCreateQuotationMutation, useUpdateQuotationMutation } =
  quotationDraftsApi;
