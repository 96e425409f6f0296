import type { InsurancePlansAnswer, InsuranceQuoteAnswer, InsuranceQuoteBody } from '@portal/contracts';
import { INSURANCE_PATHS } from '@portal/contracts';
import { api } from '../../../lib/api';

/** Plans and quotes (issue 16). */
export const insuranceApi = api.injectEndpoints({
  endpoints: (build) => ({
    insurancePlans: build.query<InsurancePlansAnswer, void>({
      query: () => INSURANCE_PATHS.plans,
      keepUnusedDataFor: 600,
    }),
    insuranceQuote: build.mutation<InsuranceQuoteAnswer, InsuranceQuoteBody>({
      query: (body) => ({ url: INSURANCE_PATHS.quotation, method: 'POST', body }),
    }),
  }),
});

export const { useInsurancePlansQuery, useInsuranceQuoteMutation } = insuranceApi;
