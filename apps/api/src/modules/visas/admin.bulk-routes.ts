import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminBulkAnswer, adminBulkVisaBody, errorEnvelope } from '@portal/contracts';
import { actingAs } from '../../audit/index.ts';
import type { AppDeps } from '../../deps.ts';
import { eachOnItsOwn } from '../../lib/bulk.ts';
import { moveTraveller } from './admin.service.ts';

/**
 * The visa desk moves several travellers to In process at once: each one is moved (and its agent
 * mailed) on its own, as the single move does it; a traveller whose status does not allow the move is
 * refused in its own result and the others go on.
 */
export const visaAdminBulkRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/admin/visa/travellers/in-process',
    {
      config: { auth: 'admin', permission: 'operations.visas' },
      schema: {
        tags: ['visa', 'admin'],
        summary:
          'Move several travellers to in_process: each on its own, with a result per traveller (the agents are mailed)',
        security: [{ bearer: [] }],
        body: adminBulkVisaBody,
        response: { 200: adminBulkAnswer, '4xx': errorEnvelope },
      },
    },
    (request) => {
      const who = actingAs(request);
      return eachOnItsOwn(
        request.body.travellers,
        (t) => t.travellerId,
        async (t) => {
          const application = await moveTraveller(
            deps,
            t.applicationId,
            t.travellerId,
            'in_process',
            null,
            'admin',
            who,
          );
          const traveller = application.travellers.find((x) => x._id === t.travellerId);
          const name = traveller ? `${traveller.firstName} ${traveller.lastName}` : 'The traveller';
          return `${name} (${application.referenceNumber}) is in process`;
        },
        request.log,
      );
    },
  );
};
