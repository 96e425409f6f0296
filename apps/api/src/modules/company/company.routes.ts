import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyConfigAnswer } from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import { loadCompanyConfig } from './company.service.ts';

/** The company configuration the web app reads at load (page title, favicon, contacts, banners). */
export const companyRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/company/config',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['company'],
        summary: 'Company configuration (spec section 1)',
        response: { 200: companyConfigAnswer },
      },
    },
    async (_request, reply) => {
      const config = await loadCompanyConfig(deps.database.db);
      void reply.header('cache-control', 'public, max-age=300');
      return { ...config, mapsApiKey: deps.env.MAPS_API_KEY };
    },
  );
};
