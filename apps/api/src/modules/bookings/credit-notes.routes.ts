import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelope, uuidParam } from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import { sendPdf } from '../../plugins/agent-request.ts';
import { agentOf } from '../../plugins/auth.ts';
import { bookingCreditNotePdf } from './core/index.ts';

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope };

/** Credit notes of any product's orders (booking core): the agent's own only, others answer 404. */
export const creditNotesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/b2b/bookings/credit-notes/:id',
    {
      config: { auth: 'agent', permission: 'bookings.read' },
      schema: {
        tags: ['bookings'],
        summary: 'A credit note PDF: a refund of money its tax invoice covered',
        params: uuidParam,
        response: errors,
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await bookingCreditNotePdf(deps, agentOf(request).agentId, request.params.id),
        'attachment',
      ),
  );
};
