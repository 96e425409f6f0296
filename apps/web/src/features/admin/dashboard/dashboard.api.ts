import type { AdminDashboard } from '@portal/contracts';
import { adminApi } from '../api/admin-api';

const dashboardApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminDashboard: build.query<AdminDashboard, void>({
      query: () => 'admin/dashboard',
      providesTags: ['AdminDashboard'],
    }),
  }),
});

export const { useAdminDashboardQuery } = dashboardApi;
