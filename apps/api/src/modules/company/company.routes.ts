import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyConfigAnswer } from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import { answerMemo, CACHED_ANSWER_ROUTE, sendCachedAnswer } from '../../lib/cached-answer.ts';
import { thenMaybe } from '../../lib/maybe-promise.ts';
import { getCompanyConfig, type CompanyConfig } from './company.service.ts';

/** The company configuration the web app reads at load (page title, favicon, contacts, banners). */
export const companyRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  // Serialized once per change of the stored row; the maps key is this process's setting.
  const answer = answerMemo<CompanyConfig>(companyConfigAnswer, (config) => ({
    ...config,
    mapsApiKey: deps.env.MAPS_API_KEY,
  }));
  app.get(
    '/company/config',
    {
      ...CACHED_ANSWER_ROUTE,
      config: { auth: 'public' },
      schema: {
        tags: ['company'],
        summary: 'Company configuration (spec section 1)',
        response: { 200: companyConfigAnswer },
      },
    },
    (request, reply) => {
      void reply.header('cache-control', 'public, max-age=300');
      return sendCachedAnswer(request, reply, thenMaybe(getCompanyConfig(deps.database), answer));
    },
  );
};
