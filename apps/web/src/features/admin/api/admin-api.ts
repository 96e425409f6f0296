import { createApi } from '@reduxjs/toolkit/query/react';
import type { AdminDto, AdminLoginAnswer, AdminLoginBody } from '@portal/contracts';
import { bearerBaseQuery, type BearerSession } from '../../../lib/api';
import { STORAGE_KEYS } from '../../../lib/storage';

/** Fired on a 401 to a call that carried the staff token: the back office signs out (layout). */
export const ADMIN_UNAUTHORIZED_EVENT = 'portal:admin-unauthorized';

/** The staff session of the back office: its own token key and 401 event (ADR 0012). */
export const STAFF_SESSION: BearerSession = {
  tokenKey: STORAGE_KEYS.adminToken,
  unauthorizedEvent: ADMIN_UNAUTHORIZED_EVENT,
};

/**
 * The back office's calls: the staff token (STORAGE_KEYS.adminToken), never the agent's. Each area adds
 * its endpoints with adminApi.injectEndpoints in features/admin/<area>/<area>.api.ts.
 */
export const adminApi = createApi({
  reducerPath: 'adminApi',
  baseQuery: bearerBaseQuery(STAFF_SESSION),
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
    'AdminWork',
    'AdminQuotationQueue',
    // The audit trail and an agent's history: every audited change invalidates it.
    'AdminAudit',
    'AdminInventory',
    // Jobs that failed every retry (the job queue's dead letters).
    'AdminDeadLetters',
  ],
  endpoints: (build) => ({
    adminLogin: build.mutation<AdminLoginAnswer, AdminLoginBody>({
      query: (body) => ({ url: 'admin/auth/login', method: 'POST', body }),
    }),
    adminMe: build.query<{ admin: AdminDto }, void>({
      query: () => 'admin/auth/me',
      providesTags: ['AdminSession'],
    }),
    adminLogout: build.mutation<{ message: string }, void>({
      query: () => ({ url: 'admin/auth/logout', method: 'POST' }),
    }),
  }),
});

export const { useAdminLoginMutation, useAdminMeQuery, useAdminLogoutMutation } = adminApi;
