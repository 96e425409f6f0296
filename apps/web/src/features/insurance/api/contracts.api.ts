import {
  INSURANCE_PATHS,
  type InsuranceCancelAnswer,
  type InsuranceCancelQuoteAnswer,
  type InsuranceContractDto,
  type InsuranceContractsAnswer,
  type InsuranceContractsQuery,
  type InsuranceCreateAnswer,
  type InsuranceCreateBody,
} from '@portal/contracts';
import { api } from '../../../lib/api';
import { siteOrigin } from '../../../lib/payment-return';

const IDEMPOTENCY = 'Idempotency-Key';

/** Buying through the booking core, the contracts list and view, cancellation. */
export const insuranceContractsApi = api.injectEndpoints({
  endpoints: (build) => ({
    createInsuranceContract: build.mutation<
      InsuranceCreateAnswer,
      { body: InsuranceCreateBody; idempotencyKey: string }
    >({
      query: ({ body, idempotencyKey }) => ({
        url: INSURANCE_PATHS.createContract,
        method: 'POST',
        body: body.paymentMethod === 'card' ? { ...body, returnOrigin: siteOrigin() } : body,
        headers: { [IDEMPOTENCY]: idempotencyKey },
      }),
      invalidatesTags: ['Orders', 'Wallet', 'Transactions'],
    }),
    insuranceContracts: build.query<InsuranceContractsAnswer, InsuranceContractsQuery>({
      query: (params) => ({ url: INSURANCE_PATHS.contracts, params }),
      providesTags: ['Orders'],
    }),
    insuranceContract: build.query<InsuranceContractDto, string>({
      query: (id) => INSURANCE_PATHS.contract(id),
      providesTags: ['Orders'],
    }),
    insuranceCancelQuote: build.query<InsuranceCancelQuoteAnswer, string>({
      query: (id) => INSURANCE_PATHS.cancelQuote(id),
      keepUnusedDataFor: 0,
    }),
    cancelInsuranceContract: build.mutation<
      InsuranceCancelAnswer,
      { id: string; remark: string; idempotencyKey: string }
    >({
      query: ({ id, remark, idempotencyKey }) => ({
        url: INSURANCE_PATHS.cancel(id),
        method: 'POST',
        body: { cancellationRemark: remark },
        headers: { [IDEMPOTENCY]: idempotencyKey },
      }),
      invalidatesTags: ['Orders', 'Wallet', 'Transactions'],
    }),
  }),
});

export const {
  useCreateInsuranceContractMutation,
  useInsuranceContractsQuery,
  useInsuranceContractQuery,
  useInsuranceCancelQuoteQuery,
  useCancelInsuranceContractMutation,
} = insuranceContractsApi;
