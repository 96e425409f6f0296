import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countriesAnswer, initialDataAnswer, visaCountriesAnswer } from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import { getInitialData, listVisaCountries } from './home.service.ts';

const PUBLIC_CACHE = 'public, max-age=60';

/** Public reference data the web app loads at start (spec section 7). */
export const homeRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/home/initial-data',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['home'],
        summary:
          'Countries, destinations, currencies with their latest rates, popular hotel cities and states',
        response: { 200: initialDataAnswer },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', PUBLIC_CACHE);
      return getInitialData(deps);
    },
  );

  app.get(
    '/countries/all',
    {
      config: { auth: 'public' },
      schema: { tags: ['home'], summary: 'Every country', response: { 200: countriesAnswer } },
    },
    async (_request, reply) => {
      void reply.header('cache-control', PUBLIC_CACHE);
      return (await getInitialData(deps)).countries;
    },
  );

  app.get(
    '/b2b/visa/country/all',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['visa'],
        summary: 'Countries a visa can be applied for (UAE first)',
        response: { 200: visaCountriesAnswer },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', PUBLIC_CACHE);
      return listVisaCountries(deps.database);
    },
  );
};
