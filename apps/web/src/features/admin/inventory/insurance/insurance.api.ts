import type {
  AdminInsurancePlan,
  AdminInsurancePlanCreateInput,
  AdminInsurancePlanInput,
} from '@portal/contracts';
import { adminApi } from '../../api/admin-api';

const insurancePlansApi = adminApi
  .enhanceEndpoints({ addTagTypes: ['AdminInsurancePlans'] })
  .injectEndpoints({
    endpoints: (build) => ({
      insurancePlans: build.query<{ plans: AdminInsurancePlan[] }, void>({
        query: () => 'admin/inventory/insurance/plans',
        providesTags: ['AdminInsurancePlans'],
      }),
      createInsurancePlan: build.mutation<{ plan: AdminInsurancePlan }, AdminInsurancePlanCreateInput>({
        query: (body) => ({ url: 'admin/inventory/insurance/plans', method: 'POST', body }),
        invalidatesTags: ['AdminInsurancePlans'],
      }),
      saveInsurancePlan: build.mutation<
        { plan: AdminInsurancePlan },
        AdminInsurancePlanInput & { code: string }
      >({
        query: ({ code, ...body }) => ({
          url: `admin/inventory/insurance/plans/${encodeURIComponent(code)}`,
          method: 'PUT',
          body,
        }),
        invalidatesTags: ['AdminInsurancePlans'],
      }),
      uploadPlanWording: build.mutation<
        { plan: AdminInsurancePlan },
        { code: string; version: number; file: File }
      >({
        query: ({ code, version, file }) => {
          const form = new FormData();
          form.append('wording', file, file.name);
          return {
            url: `admin/inventory/insurance/plans/${encodeURIComponent(code)}/wording?version=${version}`,
            method: 'POST',
            body: form,
          };
        },
        invalidatesTags: ['AdminInsurancePlans'],
      }),
    }),
  });

export const {
  useInsurancePlansQuery,
  useCreateInsurancePlanMutation,
  useSaveInsurancePlanMutation,
  useUploadPlanWordingMutation,
} = insurancePlansApi;
