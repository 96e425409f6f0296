import type {
  AdminBankAccountAnswer,
  AdminBankAccountInput,
  AdminBankAccountsAnswer,
  CompanySettingsAnswer,
  CompanySettingsInput,
} from '@portal/contracts';
import { adminApi } from '../../api/admin-api';

const companySettingsApi = adminApi
  .enhanceEndpoints({ addTagTypes: ['AdminCompanySettings', 'AdminBankAccounts'] })
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
      bankAccounts: build.query<AdminBankAccountsAnswer, void>({
        query: () => 'admin/company/bank-accounts',
        providesTags: ['AdminBankAccounts'],
      }),
      /** Adds an account (no id) or saves one against its version. */
      saveBankAccount: build.mutation<AdminBankAccountAnswer, AdminBankAccountInput & { id?: string }>({
        query: ({ id, ...body }) =>
          id
            ? { url: `admin/company/bank-accounts/${id}`, method: 'PUT', body }
            : { url: 'admin/company/bank-accounts', method: 'POST', body },
        invalidatesTags: ['AdminBankAccounts'],
      }),
    }),
  });

export const {
  useCompanySettingsQuery,
  useSaveCompanySettingsMutation,
  useBankAccountsQuery,
  useSaveBankAccountMutation,
} = companySettingsApi;
