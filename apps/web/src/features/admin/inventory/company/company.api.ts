import type { CompanySettingsAnswer, CompanySettingsInput } from '@portal/contracts';
import { adminApi } from '../../api/admin-api';

const companySettingsApi = adminApi
  .enhanceEndpoints({ addTagTypes: ['AdminCompanySettings'] })
  .injectEndpoints({
    endpoints: (build) => ({
      companySettings: build.query<CompanySettingsAnswer, void>({
        query: () => 'admin/company/settings',
        providesTags: ['AdminCompanySettings'],
      }),
      saveCompanySettings: build.mutation<CompanySettingsAnswer, CompanySettingsInput>({
        query: (body) => ({ url: 'admin/company/settings', method: 'PUT', body }),
        invalidatesTags: ['AdminCompanySettings'],
      }),
    }),
  });

export const { useCompanySettingsQuery, useSaveCompanySettingsMutation } = companySettingsApi;
