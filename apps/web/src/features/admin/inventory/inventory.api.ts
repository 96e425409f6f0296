import type {
  CatalogueImageAnswer,
  InventoryAllotmentBody,
  InventoryAllotmentGrid,
  InventoryCitiesAnswer,
  InventoryContractCreateBody,
  InventoryContractDto,
  InventoryContractUpdateBody,
  InventoryHotelBody,
  InventoryHotelDto,
  InventoryHotelListAnswer,
  InventoryPreviewAnswer,
  InventoryRoomTypeBody,
  InventoryRoomTypeDto,
} from '@portal/contracts';
import { adminApi } from '../api/admin-api';

/** The back office's hotel extranet (issue 34): hotels, room types, contracts, allotments, preview. */
const hotelTag = (id: string) => ({ type: 'AdminInventory' as const, id });
const LIST = { type: 'AdminInventory' as const, id: 'LIST' };

const inventoryApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    inventoryHotels: build.query<InventoryHotelListAnswer, { q?: string; all?: 'true' | 'false' }>({
      query: (params) => ({ url: 'admin/inventory/hotels', params }),
      providesTags: [LIST],
    }),
    inventoryCities: build.query<InventoryCitiesAnswer, void>({
      query: () => 'admin/inventory/cities',
    }),
    inventoryHotel: build.query<InventoryHotelDto, string>({
      query: (id) => `admin/inventory/hotels/${id}`,
      providesTags: (_r, _e, id) => [hotelTag(id)],
    }),
    createInventoryHotel: build.mutation<InventoryHotelDto, InventoryHotelBody>({
      query: (body) => ({ url: 'admin/inventory/hotels', method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    updateInventoryHotel: build.mutation<InventoryHotelDto, { id: string; body: InventoryHotelBody }>({
      query: ({ id, body }) => ({ url: `admin/inventory/hotels/${id}`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { id }) => [LIST, hotelTag(id)],
    }),
    createInventoryRoomType: build.mutation<
      InventoryRoomTypeDto,
      { hotelId: string; body: InventoryRoomTypeBody }
    >({
      query: ({ hotelId, body }) => ({
        url: `admin/inventory/hotels/${hotelId}/room-types`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_r, _e, { hotelId }) => [hotelTag(hotelId), hotelTag(`grid:${hotelId}`)],
    }),
    updateInventoryRoomType: build.mutation<
      InventoryRoomTypeDto,
      { id: string; hotelId: string; body: InventoryRoomTypeBody }
    >({
      query: ({ id, body }) => ({ url: `admin/inventory/room-types/${id}`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { hotelId }) => [hotelTag(hotelId), hotelTag(`grid:${hotelId}`)],
    }),
    createInventoryContract: build.mutation<InventoryContractDto, InventoryContractCreateBody>({
      query: (body) => ({ url: 'admin/inventory/contracts', method: 'POST', body }),
      invalidatesTags: (r) => (r ? [hotelTag(r.hotelId), LIST] : []),
    }),
    updateInventoryContract: build.mutation<
      InventoryContractDto,
      { id: string; body: InventoryContractUpdateBody }
    >({
      query: ({ id, body }) => ({ url: `admin/inventory/contracts/${id}`, method: 'PUT', body }),
      invalidatesTags: (r) => (r ? [hotelTag(r.hotelId)] : []),
    }),
    copyInventoryContract: build.mutation<InventoryContractDto, { id: string; percent: number }>({
      query: ({ id, percent }) => ({
        url: `admin/inventory/contracts/${id}/copy`,
        method: 'POST',
        body: { percent },
      }),
      invalidatesTags: (r) => (r ? [hotelTag(r.hotelId)] : []),
    }),
    allotmentGrid: build.query<InventoryAllotmentGrid, { hotelId: string; month: string }>({
      query: (params) => ({ url: 'admin/inventory/allotments', params }),
      providesTags: (_r, _e, { hotelId }) => [hotelTag(`grid:${hotelId}`)],
    }),
    changeAllotments: build.mutation<
      { message: string; nights: number },
      InventoryAllotmentBody & { hotelId: string }
    >({
      query: ({ hotelId: _hotelId, ...body }) => ({ url: 'admin/inventory/allotments', method: 'PUT', body }),
      invalidatesTags: (_r, _e, { hotelId }) => [hotelTag(`grid:${hotelId}`)],
    }),
    uploadCatalogueImage: build.mutation<CatalogueImageAnswer, File>({
      query: (file) => {
        const form = new FormData();
        form.append('image', file, file.name);
        return { url: 'admin/catalogue/images', method: 'POST', body: form };
      },
    }),
    previewHotelPrices: build.mutation<
      InventoryPreviewAnswer,
      { hotelId: string; agent: string; fromDate: string; toDate: string; adults: number }
    >({
      query: ({ hotelId, ...body }) => ({
        url: `admin/inventory/hotels/${hotelId}/preview`,
        method: 'POST',
        body,
      }),
    }),
  }),
});

export const {
  useInventoryHotelsQuery,
  useInventoryCitiesQuery,
  useInventoryHotelQuery,
  useCreateInventoryHotelMutation,
  useUpdateInventoryHotelMutation,
  useCreateInventoryRoomTypeMutation,
  useUpdateInventoryRoomTypeMutation,
  useCreateInventoryContractMutation,
  useUpdateInventoryContractMutation,
  useCopyInventoryContractMutation,
  useAllotmentGridQuery,
  useChangeAllotmentsMutation,
  usePreviewHotelPricesMutation,
  useUploadCatalogueImageMutation,
} = inventoryApi;
