import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DASHBOARD_PATHS,
  dashboardQuery,
  deadlinesAnswer,
  errorEnvelope,
  moneyAnswer,
  salesAnswer,
} from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import { sendPdf, sendSheet } from '../../plugins/agent-request.ts';
import { agentOf } from '../../plugins/auth.ts';
import { salesReportPdf, salesReportSheet } from './sales-report.ts';
import { deadlinesAhead, moneyOf, salesOf } from './dashboard.service.ts';

const errors = { '4xx': errorEnvelope };

/** Issue 36: the agency's cockpit (/dashboard): sales and profit, deadlines ahead, money. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    DASHBOARD_PATHS.sales,
    {
      config: { auth: 'agent', permission: 'reports.read' },
      schema: {
        tags: ['dashboard'],
        summary: 'Sales and profit of a period: totals, per product, per day or month, per sub-agent',
        querystring: dashboardQuery,
        response: { 200: salesAnswer, ...errors },
      },
    },
    async (request) => salesOf(deps, agentOf(request), request.query),
  );

  app.get(
    DASHBOARD_PATHS.salesSheet,
    {
      config: { auth: 'agent', permission: 'reports.read' },
      schema: {
        tags: ['dashboard'],
        summary: 'Sales report (per day or month and product, with totals) as an Excel workbook',
        querystring: dashboardQuery,
      },
    },
    async (request, reply) =>
      sendSheet(reply, await salesReportSheet(deps, agentOf(request).agentId, request.query), 'sales.xlsx'),
  );

  app.get(
    DASHBOARD_PATHS.salesPdf,
    {
      config: { auth: 'agent', permission: 'reports.read' },
      schema: {
        tags: ['dashboard'],
        summary: 'Sales report as a PDF',
        querystring: dashboardQuery,
      },
    },
    async (request, reply) =>
      sendPdf(reply, await salesReportPdf(deps, agentOf(request).agentId, request.query), 'attachment'),
  );

  app.get(
    DASHBOARD_PATHS.deadlines,
    {
      config: { auth: 'agent', permission: 'bookings.read' },
      schema: {
        tags: ['dashboard'],
        summary: 'Deadlines of the next 7 days, soonest first',
        response: { 200: deadlinesAnswer, ...errors },
      },
    },
    async (request) => deadlinesAhead(deps, agentOf(request).agentId),
  );

  app.get(
    DASHBOARD_PATHS.money,
    {
      config: { auth: 'agent', permission: 'wallet.read' },
      schema: {
        tags: ['dashboard'],
        summary: 'Balance, credit used, pending deposits and withdrawals, earnings waiting, unpaid pay later',
        response: { 200: moneyAnswer, ...errors },
      },
    },
    async (request) => moneyOf(deps, agentOf(request).agentId),
  );
};
