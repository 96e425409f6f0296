import type { DashboardPeriod } from '@portal/domain';
import {
  DASHBOARD_PATHS,
  type DeadlinesAnswer,
  type MoneyAnswer,
  type ReportAnswer,
  type ReportId,
  type SalesAnswer,
} from '@portal/contracts';
import { api } from '../../../lib/api';

export interface SalesArgs {
  period: DashboardPeriod;
  from?: string;
  to?: string;
}

/** The dashboard's three reads; any order or money change refreshes them (tags of those features). */
/** A report (issue 36 section 2): the period and the filters it was asked with. */
export interface ReportArgs extends SalesArgs {
  report: ReportId;
  product?: string;
  subAgentId?: string;
  userId?: string;
}

/** The report's URL (JSON, or the Excel and PDF exports) with its query. */
export function reportUrl({ report, ...query }: ReportArgs, form: 'json' | 'sheet' | 'pdf'): string {
  const path = (
    form === 'json'
      ? DASHBOARD_PATHS.report
      : form === 'sheet'
        ? DASHBOARD_PATHS.reportSheet
        : DASHBOARD_PATHS.reportPdf
  ).replace(':report', report);
  const params = new URLSearchParams(
    Object.entries(query).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''),
  );
  return `${path}?${params.toString()}`;
}

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
    dashboardReport: build.query<ReportAnswer, ReportArgs>({
      query: (args) => reportUrl(args, 'json'),
      providesTags: ['Orders', 'Wallet'],
    }),
    dashboardMoney: build.query<MoneyAnswer, void>({
      query: () => DASHBOARD_PATHS.money,
      providesTags: ['Wallet', 'Orders'],
    }),
  }),
});

export const {
  useDashboardSalesQuery,
  useDashboardDeadlinesQuery,
  useDashboardMoneyQuery,
  useDashboardReportQuery,
} = dashboardApi;
