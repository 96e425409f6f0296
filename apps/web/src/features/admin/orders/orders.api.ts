import type {
  AdminConfirmLineBody,
  AssigneeFilter,
  AdminOrderAnswer,
  AdminOrderListAnswer,
  AdminOrderProduct,
} from '@portal/contracts';
import { adminApi } from '../api/admin-api';

/** What the list page asks for: only the filters that are set (the URL query's own values). */
export interface AdminOrderListArgs {
  skip: number;
  limit: number;
  product?: string;
  status?: string;
  agent?: string;
  search?: string;
  dateFrom?: string;
  dateTo?: string;
  assignee?: AssigneeFilter;
}

interface OrderRef {
  product: AdminOrderProduct;
  id: string;
}

const ordersApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminOrders: build.query<AdminOrderListAnswer, AdminOrderListArgs>({
      query: (params) => ({ url: 'admin/orders', params }),
      providesTags: [{ type: 'AdminOrders', id: 'LIST' }],
    }),
    adminOrder: build.query<AdminOrderAnswer, OrderRef>({
      query: ({ product, id }) => `admin/orders/${product}/${id}`,
      providesTags: (_r, _e, { id }) => [{ type: 'AdminOrders', id }],
    }),
    confirmAdminOrderLine: build.mutation<
      AdminOrderAnswer,
      OrderRef & { lineId: string; body: AdminConfirmLineBody }
    >({
      query: ({ product, id, lineId, body }) => ({
        url: `admin/orders/${product}/${id}/lines/${lineId}/confirm`,
        method: 'POST',
        body,
      }),
      // A confirmation empties a dashboard queue, changes the order and the list's line statuses, and is
      // on the order's history.
      invalidatesTags: (_r, _e, { id }) => [
        'AdminDashboard',
        'AdminAudit',
        { type: 'AdminOrders', id },
        { type: 'AdminOrders', id: 'LIST' },
      ],
    }),
  }),
});

export const { useAdminOrdersQuery, useAdminOrderQuery, useConfirmAdminOrderLineMutation } = ordersApi;
