import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentLanguageQuery, clientDocumentQuery, ordersQuery, uuidParam } from '@portal/contracts';
import { documentLanguageOf } from '../../lib/documents/language.ts';
import type { AppDeps } from '../../deps.ts';
import { agentOf } from '../../plugins/auth.ts';
import { invoiceDocument, ordersWorkbook } from './after-sale.service.ts';
import { ticketsDocument, vouchersDocument } from './client-documents.service.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The documents of attraction orders: the agent's order list in Excel, the company's tax invoice,
 * and what the agent hands its client (e-tickets and vouchers under the agent's branding).
 */
export const orderDocumentRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/b2b/attractions/orders/sheet',
    {
      config: { auth: 'agent', permission: 'bookings.read' },
      schema: {
        tags: ['attractions'],
        summary: 'The filtered order list as an Excel file',
        querystring: ordersQuery,
      },
    },
    async (request, reply) => {
      const file = await ordersWorkbook(deps, agentOf(request), request.query);
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', 'attachment; filename="attraction-orders.xlsx"')
        .send(file);
    },
  );

  app.get(
    '/b2b/attractions/orders/:id/invoice',
    {
      config: { auth: 'agent', permission: 'bookings.read' },
      schema: {
        tags: ['attractions'],
        summary: 'Tax invoice PDF (?view=sell prints the client prices, default the agent prices)',
        params: uuidParam,
        querystring: z.object({ view: z.enum(['agent', 'sell']).default('agent') }),
      },
    },
    async (request, reply) => {
      const doc = await invoiceDocument(deps, agentOf(request), request.params.id, request.query.view);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${doc.name}"`)
        .send(doc.pdf);
    },
  );

  app.get(
    '/b2b/attractions/orders/:id/tickets',
    {
      config: { auth: 'agent', permission: 'bookings.read' },
      schema: {
        tags: ['attractions'],
        summary:
          "E-tickets PDF under the agent's branding: one page per ticket with QR code, barcode and on-the-day details (?view=client without prices, the default; ?view=sell with the agent's sell price; ?lang=en|ar, default the agency's client language)",
        params: uuidParam,
        querystring: clientDocumentQuery.extend(documentLanguageQuery.shape),
      },
    },
    async (request, reply) => {
      const doc = await ticketsDocument(
        deps,
        agentOf(request),
        request.params.id,
        request.query.view,
        await documentLanguageOf(deps, agentOf(request), request.query.lang, 'client'),
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${doc.name}"`)
        .send(doc.pdf);
    },
  );

  app.get(
    '/b2b/attractions/orders/:id/vouchers',
    {
      config: { auth: 'agent', permission: 'bookings.read' },
      schema: {
        tags: ['attractions'],
        summary:
          "Traveller vouchers PDF under the agent's branding: one page per confirmed or booked activity with pick-up window and place, meeting point, what to bring and the operator's number (?view=client without prices, the default; ?view=sell with the agent's sell price; ?lang=en|ar, default the agency's client language)",
        params: uuidParam,
        querystring: clientDocumentQuery.extend(documentLanguageQuery.shape),
      },
    },
    async (request, reply) => {
      const doc = await vouchersDocument(
        deps,
        agentOf(request),
        request.params.id,
        request.query.view,
        await documentLanguageOf(deps, agentOf(request), request.query.lang, 'client'),
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${doc.name}"`)
        .send(doc.pdf);
    },
  );
};
