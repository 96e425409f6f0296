import type {
  AdminHomeBannerDto,
  AdminHomeBannerOrder,
  AdminHomeBannersAnswer,
  AdminHomeBannerUpdate,
  HomeBannerPlacementValue,
  AdminBankAccountAnswer,
  AdminBankAccountInput,
  AdminBankAccountsAnswer,
  CompanySettingsAnswer,
  CompanySettingsInput,
} from '@portal/contracts';
import { adminApi } from '../../api/admin-api';

const companySettingsApi = adminApi
  .enhanceEndpoints({ addTagTypes: ['AdminCompanySettings', 'AdminBankAccounts', 'AdminHomeBanners'] })
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
      homeBanners: build.query<AdminHomeBannersAnswer, void>({
        query: () => 'admin/company/banners',
        providesTags: ['AdminHomeBanners'],
      }),
      addHomeBanner: build.mutation<
        { message: string; banner: AdminHomeBannerDto },
        { file: File; placement: HomeBannerPlacementValue; alt: string; module: string }
      >({
        query: ({ file, ...fields }) => {
          const form = new FormData();
          for (const [name, value] of Object.entries(fields)) form.append(name, value);
          form.append('image', file, file.name);
          return { url: 'admin/company/banners', method: 'POST', body: form };
        },
        invalidatesTags: ['AdminHomeBanners'],
      }),
      saveHomeBanner: build.mutation<
        { message: string; banner: AdminHomeBannerDto },
        AdminHomeBannerUpdate & { id: string }
      >({
        query: ({ id, ...body }) => ({ url: `admin/company/banners/${id}`, method: 'PUT', body }),
        invalidatesTags: ['AdminHomeBanners'],
      }),
      orderHomeBanners: build.mutation<AdminHomeBannersAnswer, AdminHomeBannerOrder>({
        query: (body) => ({ url: 'admin/company/banners/order', method: 'PUT', body }),
        invalidatesTags: ['AdminHomeBanners'],
      }),
      removeHomeBanner: build.mutation<{ message: string }, string>({
        query: (id) => ({ url: `admin/company/banners/${id}`, method: 'DELETE' }),
        invalidatesTags: ['AdminHomeBanners'],
      }),
    }),
  });

export const {
  useHomeBannersQuery,
  useAddHomeBannerMutation,
  useSaveHomeBannerMutation,
  useOrderHomeBannersMutation,
  useRemoveHomeBannerMutation,
  useCompanySettingsQuery,
  useSaveCompanySettingsMutation,
  useBankAccountsQuery,
  useSaveBankAccountMutation,
} = companySettingsApi;
