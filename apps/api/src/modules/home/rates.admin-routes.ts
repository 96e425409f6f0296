import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminRateChangeAnswer,
  adminRateHistoryAnswer,
  adminRateHistoryQuery,
  adminRateListAnswer,
  adminRateListQuery,
  adminRateParams,
  adminRateSetBody,
  errorEnvelope,
} from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import { actingAs } from '../../audit/index.ts';
import { BACK_OFFICE_RATE_SOURCE, BASE_CURRENCY, rateHistory, ratesPage, setRate } from './rates.service.ts';

const tags = ['home', 'admin'];
const errors = { '4xx': errorEnvelope };

/** The back office's currency rates: the same service as rates:list / rates:set on the command line. */
export const ratesAdminRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/admin/rates',
    {
      config: { auth: 'admin', permission: 'back-office.read' },
      schema: {
        tags,
        summary: 'Every currency with its latest rate against AED (units of it for 1 AED), source and time',
        security: [{ bearer: [] }],
        querystring: adminRateListQuery,
        response: { 200: adminRateListAnswer, ...errors },
      },
    },
    async (request) => {
      const { rates, total } = await ratesPage(deps, request.query.skip, request.query.limit);
      return {
        base: BASE_CURRENCY,
        total,
        rates: rates.map((r) => ({
          isocode: r.isocode,
          name: r.name,
          active: r.active,
          rate: r.rate,
          source: r.source,
          fetchedAt: r.fetchedAt?.toISOString() ?? null,
        })),
      };
    },
  );

  app.get(
    '/admin/rates/:isocode/history',
    {
      config: { auth: 'admin', permission: 'back-office.read' },
      schema: {
        tags,
        summary: "A currency rate's history, newest first: who, when, old and new rate, and the reason",
        security: [{ bearer: [] }],
        params: adminRateParams,
        querystring: adminRateHistoryQuery,
        response: { 200: adminRateHistoryAnswer, ...errors },
      },
    },
    async (request) => {
      const h = await rateHistory(deps, request.params.isocode, request.query.limit);
      return {
        isocode: h.isocode,
        name: h.name,
        confirmAbovePercent: deps.env.RATE_CHANGE_CONFIRM_PERCENT,
        history: h.rows.map((r) => ({ ...r, time: r.time.toISOString() })),
      };
    },
  );

  app.put(
    '/admin/rates/:isocode',
    {
      config: { auth: 'admin', permission: 'finance.rates' },
      schema: {
        tags,
        summary:
          'Record a new rate for a currency (units of it for 1 AED); every API process serves it within a second. A move beyond RATE_CHANGE_CONFIRM_PERCENT (default 5%) from the last rate answers 409 unless confirm is true and a reason is given',
        security: [{ bearer: [] }],
        params: adminRateParams,
        body: adminRateSetBody,
        response: { 200: adminRateChangeAnswer, ...errors },
      },
    },
    async (request) => {
      const change = await setRate(
        deps,
        request.params.isocode,
        String(request.body.rate),
        BACK_OFFICE_RATE_SOURCE,
        actingAs(request),
        { confirm: request.body.confirm, reason: request.body.reason },
      );
      return {
        isocode: change.isocode,
        name: change.name,
        previous: change.previous ? { ...change.previous, time: change.previous.time.toISOString() } : null,
        rate: change.rate,
        time: change.time.toISOString(),
        reason: change.reason,
        message: `1 AED = ${change.rate} ${change.isocode} from now on`,
      };
    },
  );
};
