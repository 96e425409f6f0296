import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DASHBOARD_PATHS,
  dashboardQuery,
  deadlinesAnswer,
  errorEnvelope,
  moneyAnswer,
  reportAnswer,
  reportParams,
  reportQuery,
  salesAnswer,
} from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import { sendPdf, sendSheet } from '../../plugins/agent-request.ts';
import { agentOf } from '../../plugins/auth.ts';
import { reportOf, reportPdf, reportSheet } from './reports.ts';
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
    async (request, reply) => {
      const { sheet } = await reportSheet(deps, agentOf(request), 'sales-by-product', request.query);
      return sendSheet(reply, sheet, 'sales.xlsx');
    },
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
      sendPdf(
        reply,
        await reportPdf(deps, agentOf(request), 'sales-by-product', request.query),
        'attachment',
      ),
  );

  app.get(
    DASHBOARD_PATHS.report,
    {
      config: { auth: 'agent', permission: 'reports.read' },
      schema: {
        tags: ['dashboard'],
        summary:
          'A report (sales by product, destination, sub-agent or user; cancellations; earnings; pay later)',
        params: reportParams,
        querystring: reportQuery,
        response: { 200: reportAnswer, ...errors },
      },
    },
    async (request) => reportOf(deps, agentOf(request), request.params.report, request.query),
  );

  app.get(
    DASHBOARD_PATHS.reportSheet,
    {
      config: { auth: 'agent', permission: 'reports.read' },
      schema: {
        tags: ['dashboard'],
        summary: 'A report as an Excel workbook',
        params: reportParams,
        querystring: reportQuery,
      },
    },
    async (request, reply) => {
      const { sheet, name } = await reportSheet(deps, agentOf(request), request.params.report, request.query);
      return sendSheet(reply, sheet, name);
    },
  );

  app.get(
    DASHBOARD_PATHS.reportPdf,
    {
      config: { auth: 'agent', permission: 'reports.read' },
      schema: {
        tags: ['dashboard'],
        summary: 'A report as a PDF',
        params: reportParams,
        querystring: reportQuery,
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await reportPdf(deps, agentOf(request), request.params.report, request.query),
        'attachment',
      ),
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
