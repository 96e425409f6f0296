import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  documentLanguageQuery,
  creditNotesAnswer,
  errorEnvelope,
  orderCreditNotesParams,
  uuidParam,
} from '@portal/contracts';
import { documentLanguageOf } from '../../lib/documents/language.ts';
import type { AppDeps } from '../../deps.ts';
import { sendPdf } from '../../plugins/agent-request.ts';
import { adminOf, agentOf } from '../../plugins/auth.ts';
import { bookingCreditNotePdf, orderCreditNotes } from './core/index.ts';

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope };

/**
 * Credit notes of any product's orders (booking core), one shape for every product: an order's list and a
 * note's PDF, for the agent (its own orders only, others answer 404) and for staff (any order).
 */
export const creditNotesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/b2b/bookings/orders/:orderId/credit-notes',
    {
      config: { auth: 'agent', permission: 'bookings.read' },
      schema: {
        tags: ['bookings'],
        summary: "An order's credit notes (any product), oldest first",
        params: orderCreditNotesParams,
        response: { 200: creditNotesAnswer, ...errors },
      },
    },
    async (request) => ({
      creditNotes: await orderCreditNotes(deps, agentOf(request).agentId, request.params.orderId),
    }),
  );

  app.get(
    '/b2b/bookings/credit-notes/:id',
    {
      config: { auth: 'agent', permission: 'bookings.read' },
      schema: {
        tags: ['bookings'],
        summary:
          "A credit note PDF: a refund of money its tax invoice covered (?lang=en|ar, default the user's language)",
        params: uuidParam,
        querystring: documentLanguageQuery,
        response: errors,
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await bookingCreditNotePdf(
          deps,
          agentOf(request).agentId,
          request.params.id,
          await documentLanguageOf(deps, agentOf(request), request.query.lang, 'agent'),
        ),
        'attachment',
      ),
  );

  app.get(
    '/admin/bookings/orders/:orderId/credit-notes',
    {
      config: { auth: 'admin', permission: 'back-office.read' },
      schema: {
        tags: ['admin', 'bookings'],
        summary: "Any agent's order's credit notes (any product), oldest first",
        security: [{ bearer: [] }],
        params: orderCreditNotesParams,
        response: { 200: creditNotesAnswer, ...errors },
      },
    },
    async (request) => {
      adminOf(request);
      return { creditNotes: await orderCreditNotes(deps, null, request.params.orderId) };
    },
  );

  app.get(
    '/admin/bookings/credit-notes/:id',
    {
      config: { auth: 'admin', permission: 'back-office.read' },
      schema: {
        tags: ['admin', 'bookings'],
        summary: "A credit note PDF of any agent's order",
        security: [{ bearer: [] }],
        params: uuidParam,
        response: errors,
      },
    },
    async (request, reply) => {
      adminOf(request);
      return sendPdf(reply, await bookingCreditNotePdf(deps, null, request.params.id), 'attachment');
    },
  );
};
