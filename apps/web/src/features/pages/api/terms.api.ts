import type { CompanyTermsDto } from '@portal/contracts';
import { api } from '../../../lib/api';

const termsApi = api.injectEndpoints({
  endpoints: (build) => ({
    companyTerms: build.query<{ terms: CompanyTermsDto }, string>({
      query: (page) => `company/terms/${encodeURIComponent(page)}`,
    }),
  }),
});

export const { useCompanyTermsQuery } = termsApi;
