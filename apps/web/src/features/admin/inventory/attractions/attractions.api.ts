import type {
  AdminActivity,
  AdminActivityPriceInput,
  AdminAttraction,
  AdminAttractionInput,
  AdminAttractionsAnswer,
  AdminDatePricesInput,
  AdminVehiclePricesInput,
} from '@portal/contracts';
import { adminApi } from '../../api/admin-api';

const attractionsInventoryApi = adminApi
  .enhanceEndpoints({ addTagTypes: ['AdminAttractionInventory'] })
  .injectEndpoints({
    endpoints: (build) => ({
      inventoryAttractions: build.query<AdminAttractionsAnswer, void>({
        query: () => 'admin/inventory/attractions',
        providesTags: ['AdminAttractionInventory'],
      }),
      inventoryAttraction: build.query<{ attraction: AdminAttraction }, string>({
        query: (id) => `admin/inventory/attractions/${id}`,
        providesTags: ['AdminAttractionInventory'],
      }),
      saveAttraction: build.mutation<{ attraction: AdminAttraction }, AdminAttractionInput & { id: string }>({
        query: ({ id, ...body }) => ({ url: `admin/inventory/attractions/${id}`, method: 'PUT', body }),
        invalidatesTags: ['AdminAttractionInventory'],
      }),
      saveActivityPrices: build.mutation<
        { activity: AdminActivity },
        AdminActivityPriceInput & { id: string }
      >({
        query: ({ id, ...body }) => ({
          url: `admin/inventory/attractions/activities/${id}/prices`,
          method: 'PUT',
          body,
        }),
        invalidatesTags: ['AdminAttractionInventory'],
      }),
      saveActivityVehiclePrices: build.mutation<
        { activity: AdminActivity },
        AdminVehiclePricesInput & { id: string }
      >({
        query: ({ id, ...body }) => ({
          url: `admin/inventory/attractions/activities/${id}/vehicle-prices`,
          method: 'PUT',
          body,
        }),
        invalidatesTags: ['AdminAttractionInventory'],
      }),
      saveActivityDatePrices: build.mutation<
        { activity: AdminActivity },
        AdminDatePricesInput & { id: string }
      >({
        query: ({ id, ...body }) => ({
          url: `admin/inventory/attractions/activities/${id}/date-prices`,
          method: 'PUT',
          body,
        }),
        invalidatesTags: ['AdminAttractionInventory'],
      }),
    }),
  });

export const {
  useInventoryAttractionsQuery,
  useInventoryAttractionQuery,
  useSaveAttractionMutation,
  useSaveActivityPricesMutation,
  useSaveActivityDatePricesMutation,
  useSaveActivityVehiclePricesMutation,
} = attractionsInventoryApi;
