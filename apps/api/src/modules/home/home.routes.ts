import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countriesAnswer, initialDataAnswer, visaCountriesAnswer } from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import { answerMemo, CACHED_ANSWER_ROUTE, sendCachedAnswer } from '../../lib/cached-answer.ts';
import { thenMaybe } from '../../lib/maybe-promise.ts';
import { getInitialData, getVisaCountries, type ReferenceData } from './home.service.ts';

const PUBLIC_CACHE = 'public, max-age=60';

/**
 * Public reference data the web app loads at start (spec section 7), answered from memory: serialized
 * once per change, with an ETag (304 for a client that has it) and compressed once per encoding.
 */
export const homeRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const initialAnswer = answerMemo<ReferenceData>(initialDataAnswer);
  const countriesOf = answerMemo<ReferenceData>(countriesAnswer, (data) => data.countries);
  const visaAnswer = answerMemo<object>(visaCountriesAnswer);

  app.get(
    '/home/initial-data',
    {
      ...CACHED_ANSWER_ROUTE,
      config: { auth: 'public' },
      schema: {
        tags: ['home'],
        summary:
          'Countries, destinations, currencies with their latest rates, popular hotel cities and states',
        response: { 200: initialDataAnswer },
      },
    },
    (request, reply) => {
      void reply.header('cache-control', PUBLIC_CACHE);
      return sendCachedAnswer(request, reply, thenMaybe(getInitialData(deps), initialAnswer));
    },
  );

  app.get(
    '/countries/all',
    {
      ...CACHED_ANSWER_ROUTE,
      config: { auth: 'public' },
      schema: { tags: ['home'], summary: 'Every country', response: { 200: countriesAnswer } },
    },
    (request, reply) => {
      void reply.header('cache-control', PUBLIC_CACHE);
      return sendCachedAnswer(request, reply, thenMaybe(getInitialData(deps), countriesOf));
    },
  );

  app.get(
    '/b2b/visa/country/all',
    {
      ...CACHED_ANSWER_ROUTE,
      config: { auth: 'public' },
      schema: {
        tags: ['visa'],
        summary: 'Countries a visa can be applied for (UAE first)',
        response: { 200: visaCountriesAnswer },
      },
    },
    (request, reply) => {
      void reply.header('cache-control', PUBLIC_CACHE);
      return sendCachedAnswer(request, reply, thenMaybe(getVisaCountries(deps), visaAnswer));
    },
  );
};
