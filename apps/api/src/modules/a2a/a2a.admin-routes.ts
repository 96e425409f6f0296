import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  A2A_ADMIN_PATHS,
  a2aAdminPassengerDto,
  a2aAdminSeatsBody,
  a2aAdminTicketBody,
  a2aAdminTicketDto,
  a2aAdminTicketsQuery,
  a2aTicketIdParam,
  adminA2aTicketPage,
  adminA2aTicketPageQuery,
  errorEnvelope,
} from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import { a2aAdmin } from './a2a.admin-service.ts';
import { actingAs } from '../../audit/index.ts';

const errors = { '4xx': errorEnvelope };
const tags = ['a2a', 'admin'];

/** The back office's a2a calls (company staff only): the same service as the command line. */
export const a2aAdminRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    A2A_ADMIN_PATHS.tickets,
    {
      config: { auth: 'admin', permission: 'back-office.read' },
      schema: {
        tags,
        summary: 'Seat blocks by date or sector (DXB-COK)',
        querystring: a2aAdminTicketsQuery,
        response: { 200: z.array(a2aAdminTicketDto), ...errors },
      },
    },
    async (request) => a2aAdmin(deps, actingAs(request)).list(request.query),
  );

  app.get(
    '/admin/a2a/tickets/paged',
    {
      config: { auth: 'admin', permission: 'back-office.read' },
      schema: {
        tags,
        summary:
          'Seat blocks a page at a time with the total (status, from date, search by sector, flight or PNR)',
        querystring: adminA2aTicketPageQuery,
        response: { 200: adminA2aTicketPage, ...errors },
      },
    },
    async (request) => {
      const { skip, limit, ...filter } = request.query;
      return a2aAdmin(deps, actingAs(request)).page(filter, skip, limit);
    },
  );

  app.post(
    A2A_ADMIN_PATHS.tickets,
    {
      config: { auth: 'admin', permission: 'operations.a2a' },
      schema: {
        tags,
        summary: 'Create a seat block (its sector from the airports data when new)',
        body: a2aAdminTicketBody,
        response: { 201: a2aAdminTicketDto, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await a2aAdmin(deps, actingAs(request)).create(request.body)),
  );

  app.patch(
    '/admin/a2a/tickets/:ticketId/seats',
    {
      config: { auth: 'admin', permission: 'operations.a2a' },
      schema: {
        tags,
        summary: 'Add or withdraw unsold seats',
        params: a2aTicketIdParam,
        body: a2aAdminSeatsBody,
        response: { 200: a2aAdminTicketDto, ...errors },
      },
    },
    async (request) => a2aAdmin(deps, actingAs(request)).seats(request.params.ticketId, request.body.change),
  );

  app.post(
    '/admin/a2a/tickets/:ticketId/close',
    {
      config: { auth: 'admin', permission: 'operations.a2a' },
      schema: {
        tags,
        summary: 'Close a block for sale (sold seats stay)',
        params: a2aTicketIdParam,
        response: { 200: a2aAdminTicketDto, ...errors },
      },
    },
    async (request) => a2aAdmin(deps, actingAs(request)).close(request.params.ticketId),
  );

  app.get(
    '/admin/a2a/tickets/:ticketId/passengers',
    {
      config: { auth: 'admin', permission: 'back-office.read' },
      schema: {
        tags,
        summary: "A block's passengers (the airline name list)",
        params: a2aTicketIdParam,
        response: { 200: z.array(a2aAdminPassengerDto), ...errors },
      },
    },
    async (request) => a2aAdmin(deps, actingAs(request)).passengers(request.params.ticketId),
  );
};
