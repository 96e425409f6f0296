import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import type { AdminLoginAnswer, AdminLoginBody } from '@portal/contracts';
import { API_BASE } from '../../../lib/api';
import { readStorage, STORAGE_KEYS } from '../../../lib/storage';

/** Fired on a 401 to a call that carried the staff token: the back office signs out (layout). */
export const ADMIN_UNAUTHORIZED_EVENT = 'portal:admin-unauthorized';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE,
  prepareHeaders: (headers) => {
    const token = readStorage(STORAGE_KEYS.adminToken);
    if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

const adminBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extra,
) => {
  const result = await rawBaseQuery(args, api, extra);
  const sentToken = result.meta?.request.headers.has('authorization') ?? false;
  if (result.error?.status === 401 && sentToken) window.dispatchEvent(new Event(ADMIN_UNAUTHORIZED_EVENT));
  return result;
};

/**
 * The back office's calls: the staff token (STORAGE_KEYS.adminToken), never the agent's. Each area adds
 * its endpoints with adminApi.injectEndpoints in features/admin/<area>/<area>.api.ts.
 */
export const adminApi = createApi({
  reducerPath: 'adminApi',
  baseQuery: adminBaseQuery,
  tagTypes: [
    'AdminSession',
    'AdminDashboard',
    'AdminAgents',
    'AdminDeposits',
    'AdminWithdrawals',
    'AdminRates',
    'AdminOrders',
    'AdminVisas',
    'AdminA2a',
    'AdminMarkups',
    'AdminQuotations',
  ],
  endpoints: (build) => ({
    adminLogin: build.mutation<AdminLoginAnswer, AdminLoginBody>({
      query: (body) => ({ url: 'admin/auth/login', method: 'POST', body }),
    }),
    adminMe: build.query<{ admin: AdminLoginAnswer['admin'] }, void>({
      query: () => 'admin/auth/me',
      providesTags: ['AdminSession'],
    }),
    adminLogout: build.mutation<{ message: string }, void>({
      query: () => ({ url: 'admin/auth/logout', method: 'POST' }),
    }),
  }),
});

export const { useAdminLoginMutation, useAdminMeQuery, useAdminLogoutMutation } = adminApi;
