import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityParams, errorEnvelope, ticketStockAnswer, ticketUploadAnswer } from '@portal/contracts';
import { LOW_TICKET_STOCK } from '@portal/domain';
import { actingAs } from '../../audit/index.ts';
import type { AppDeps } from '../../deps.ts';
import { listTicketStock, uploadTickets } from './ticket-stock.service.ts';
import { readTicketUpload } from './ticket-upload.form.ts';

const errors = { '4xx': errorEnvelope };

/** The back office's e-ticket stock of the company's own ticket activities (issue 34): levels and uploads. */
export const ticketsAdminRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/admin/inventory/attractions/tickets',
    {
      config: { auth: 'admin', permission: 'content.catalogue' },
      schema: {
        tags: ['attractions', 'admin'],
        summary: 'E-ticket stock per ticket activity sold from stock: available per type, reserved, sold',
        security: [{ bearer: [] }],
        response: { 200: ticketStockAnswer, ...errors },
      },
    },
    async () => ({ lowStockThreshold: LOW_TICKET_STOCK, activities: await listTicketStock(deps) }),
  );

  app.post(
    '/admin/inventory/attractions/activities/:activityId/tickets',
    {
      config: { auth: 'admin', permission: 'content.catalogue' },
      schema: {
        tags: ['attractions', 'admin'],
        summary:
          'Load a batch of e-ticket codes (multipart: "file" CSV or .xlsx with columns code, type, valid till; optional "validTill" for rows without one). Any bad row refuses the whole file, every bad row named',
        security: [{ bearer: [] }],
        params: activityParams,
        response: { 201: ticketUploadAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const form = await readTicketUpload(request);
      const answer = await uploadTickets(deps, actingAs(request), request.params.activityId, form);
      return reply.status(201).send(answer);
    },
  );
};
