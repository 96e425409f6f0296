import type { CompanyTermsDto, CompanyTermsInput } from '@portal/contracts';
import { adminApi } from '../../api/admin-api';

const termsAdminApi = adminApi.enhanceEndpoints({ addTagTypes: ['AdminCompanyTerms'] }).injectEndpoints({
  endpoints: (build) => ({
    adminCompanyTerms: build.query<{ pages: CompanyTermsDto[] }, void>({
      query: () => 'admin/company/terms',
      providesTags: ['AdminCompanyTerms'],
    }),
    saveCompanyTerms: build.mutation<{ terms: CompanyTermsDto }, CompanyTermsInput & { page: string }>({
      query: ({ page, ...body }) => ({ url: `admin/company/terms/${page}`, method: 'PUT', body }),
      invalidatesTags: ['AdminCompanyTerms'],
    }),
  }),
});

export const { useAdminCompanyTermsQuery, useSaveCompanyTermsMutation } = termsAdminApi;
