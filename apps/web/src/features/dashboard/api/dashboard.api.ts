import type { DashboardPeriod } from '@portal/domain';
import { DASHBOARD_PATHS, type DeadlinesAnswer, type MoneyAnswer, type SalesAnswer } from '@portal/contracts';
import { api } from '../../../lib/api';

export interface SalesArgs {
  period: DashboardPeriod;
  from?: string;
  to?: string;
}

/** The dashboard's three reads; any order or money change refreshes them (tags of those features). */
export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    dashboardSales: build.query<SalesAnswer, SalesArgs>({
      query: (params) => ({ url: DASHBOARD_PATHS.sales, params }),
      providesTags: ['Orders'],
    }),
    dashboardDeadlines: build.query<DeadlinesAnswer, void>({
      query: () => DASHBOARD_PATHS.deadlines,
      providesTags: ['Orders'],
    }),
    dashboardMoney: build.query<MoneyAnswer, void>({
      query: () => DASHBOARD_PATHS.money,
      providesTags: ['Wallet', 'Orders'],
    }),
  }),
});

export const { useDashboardSalesQuery, useDashboardDeadlinesQuery, useDashboardMoneyQuery } = dashboardApi;
