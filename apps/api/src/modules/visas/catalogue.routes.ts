import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorEnvelope,
  VISA_PATHS,
  visaListAnswer,
  visaNationalitiesAnswer,
  visaTypesAnswer,
  visaTypesParams,
} from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import { agentOf } from '../../plugins/auth.ts';
import { listNationalities, listVisas, visaTypesFor } from './catalogue.service.ts';

const errors = { '4xx': errorEnvelope };

export const visaCatalogueRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    VISA_PATHS.all,
    {
      config: { auth: 'public' },
      schema: {
        tags: ['visa'],
        summary: 'Visas on sale (spec: no token)',
        response: { 200: visaListAnswer },
      },
    },
    () => listVisas(deps),
  );

  app.get(
    VISA_PATHS.nationalities,
    {
      config: { auth: 'public' },
      schema: {
        tags: ['visa'],
        summary: 'Every nationality, [{_id, nationality}]; note says why none is sold (spec: no token)',
        response: { 200: visaNationalitiesAnswer },
      },
    },
    () => listNationalities(deps),
  );

  app.get(
    '/b2b/visa/type/:visaId/all/:nationalityId',
    {
      config: { auth: 'agent', permission: 'bookings.book' },
      schema: {
        tags: ['visa'],
        summary: 'Visa types sold to a nationality, priced for the caller (AED minor units per traveller)',
        params: visaTypesParams,
        response: { 200: visaTypesAnswer, ...errors },
      },
    },
    async (request) => {
      const c = agentOf(request);
      return visaTypesFor(deps, c, request.params.visaId, request.params.nationalityId);
    },
  );
};
