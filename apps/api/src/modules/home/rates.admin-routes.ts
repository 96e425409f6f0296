import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminRateChangeAnswer,
  adminRateListAnswer,
  adminRateListQuery,
  adminRateParams,
  adminRateSetBody,
  errorEnvelope,
} from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import { BACK_OFFICE_RATE_SOURCE, BASE_CURRENCY, ratesPage, setRate } from './rates.service.ts';

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

  app.put(
    '/admin/rates/:isocode',
    {
      config: { auth: 'admin', permission: 'finance.rates' },
      schema: {
        tags,
        summary:
          'Record a new rate for a currency (units of it for 1 AED); every API process serves it within a second',
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
      );
      return {
        isocode: change.isocode,
        name: change.name,
        previous: change.previous ? { ...change.previous, time: change.previous.time.toISOString() } : null,
        rate: change.rate,
        time: change.time.toISOString(),
        message: `1 AED = ${change.rate} ${change.isocode} from now on`,
      };
    },
  );
};
