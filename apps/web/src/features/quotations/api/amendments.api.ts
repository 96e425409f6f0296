import {
  IDEMPOTENCY_HEADER,
  QUOTATION_PATHS,
  type QuotationAmendmentDto,
  type QuotationConfirmInput,
  type QuotationListAnswer,
  type QuotationListQuery,
} from '@portal/contracts';
import { api } from '../../../lib/api';

/** Empty filters are left out of the query string (the API reads a missing filter as "any"). */
function listParams(query: QuotationListQuery): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query) as [string, string | number | undefined][])
    if (typeof value === 'number' || (typeof value === 'string' && value.trim() !== '')) params[key] = value;
  return params;
}

/** The versions answer: a list (the API's), or the list under `amendments`: the contract names no schema. */
export function amendmentList(answer: unknown): QuotationAmendmentDto[] {
  if (Array.isArray(answer)) return answer as QuotationAmendmentDto[];
  const wrapped = (answer as { amendments?: unknown } | null)?.amendments;
  return Array.isArray(wrapped) ? (wrapped as QuotationAmendmentDto[]) : [];
}

/** The agent's quotations, their versions (amendments), one version, and confirming one. */
export const quotationAmendmentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    quotationList: build.query<QuotationListAnswer, QuotationListQuery>({
      query: (query) => ({ url: QUOTATION_PATHS.list, params: listParams(query) }),
      providesTags: ['Quotations'],
    }),
    quotationAmendments: build.query<QuotationAmendmentDto[], string>({
      query: (quotationNumber) => QUOTATION_PATHS.amendments(encodeURIComponent(quotationNumber)),
      transformResponse: amendmentList,
      providesTags: ['Quotations'],
    }),
    quotationAmendment: build.query<QuotationAmendmentDto, string>({
      query: (id) => QUOTATION_PATHS.amendment(encodeURIComponent(id)),
      providesTags: ['Quotations'],
    }),
    confirmQuotation: build.mutation<
      QuotationAmendmentDto,
      { amendmentId: string; body: QuotationConfirmInput; idempotencyKey: string }
    >({
      query: ({ amendmentId, body, idempotencyKey }) => ({
        url: QUOTATION_PATHS.confirm(encodeURIComponent(amendmentId)),
        method: 'PATCH',
        body,
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      }),
      invalidatesTags: ['Quotations'],
    }),
  }),
});

export const {
  useQuotationListQuery,
  useQuotationAmendmentsQuery,
  useQuotationAmendmentQuery,
  useConfirmQuotationMutation,
} = quotationAmendmentsApi;
