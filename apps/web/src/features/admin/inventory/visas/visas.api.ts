import type {
  AdminVisaPriceInput,
  AdminVisaPriceRow,
  AdminVisaPricesAnswer,
  AdminVisaType,
  AdminVisaTypeInput,
} from '@portal/contracts';
import { adminApi } from '../../api/admin-api';

const visaInventoryApi = adminApi.enhanceEndpoints({ addTagTypes: ['AdminVisaInventory'] }).injectEndpoints({
  endpoints: (build) => ({
    visaInventoryTypes: build.query<{ visaTypes: AdminVisaType[] }, void>({
      query: () => 'admin/inventory/visas/types',
      providesTags: ['AdminVisaInventory'],
    }),
    saveVisaType: build.mutation<{ visaType: AdminVisaType }, AdminVisaTypeInput & { id: string }>({
      query: ({ id, ...body }) => ({ url: `admin/inventory/visas/types/${id}`, method: 'PUT', body }),
      invalidatesTags: ['AdminVisaInventory'],
    }),
    visaTypePrices: build.query<AdminVisaPricesAnswer, string>({
      query: (id) => `admin/inventory/visas/types/${id}/prices`,
      providesTags: ['AdminVisaInventory'],
    }),
    saveVisaPrice: build.mutation<
      { message: string; price: AdminVisaPriceRow },
      AdminVisaPriceInput & { id: string; nationalityId: string }
    >({
      query: ({ id, nationalityId, ...body }) => ({
        url: `admin/inventory/visas/types/${id}/prices/${nationalityId}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: ['AdminVisaInventory'],
    }),
  }),
});

export const {
  useVisaInventoryTypesQuery,
  useSaveVisaTypeMutation,
  useVisaTypePricesQuery,
  useSaveVisaPriceMutation,
} = visaInventoryApi;
