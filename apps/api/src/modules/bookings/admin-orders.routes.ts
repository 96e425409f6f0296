import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminConfirmLineBody,
  adminOrderAnswer,
  adminOrderLineParams,
  adminOrderListAnswer,
  adminOrderListQuery,
  adminOrderParams,
  errorEnvelope,
} from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import { adminOf } from '../../plugins/auth.ts';
import { adminOrderDetails, adminOrderList, confirmOrderLine } from './admin-orders.service.ts';
import { actingAs } from '../../audit/index.ts';

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope };

/** The back office's bookings desk (company staff): every agent's orders and the line confirmations. */
export const adminOrdersRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/admin/orders',
    {
      config: { auth: 'admin', permission: 'back-office.read' },
      schema: {
        tags: ['admin', 'bookings'],
        summary: "Every agent's orders, newest first (status takes an order or a line status)",
        security: [{ bearer: [] }],
        querystring: adminOrderListQuery,
        response: { 200: adminOrderListAnswer, ...errors },
      },
    },
    (request) => {
      return adminOrderList(deps, request.query, adminOf(request).adminId);
    },
  );

  app.get(
    '/admin/orders/:product/:id',
    {
      config: { auth: 'admin', permission: 'back-office.read' },
      schema: {
        tags: ['admin', 'bookings'],
        summary: 'One order: lines, price breakdown, payment and status timeline',
        security: [{ bearer: [] }],
        params: adminOrderParams,
        response: { 200: adminOrderAnswer, ...errors },
      },
    },
    async (request) => {
      adminOf(request);
      return { order: await adminOrderDetails(deps, request.params.product, request.params.id) };
    },
  );

  app.post(
    '/admin/orders/:product/:id/lines/:lineId/confirm',
    {
      config: { auth: 'admin', permission: 'operations.bookings' },
      schema: {
        tags: ['admin', 'bookings'],
        summary:
          "Confirm a booked own-inventory line with the hotel's or operator's number (the agent is mailed)",
        security: [{ bearer: [] }],
        params: adminOrderLineParams,
        body: adminConfirmLineBody,
        response: { 200: adminOrderAnswer, ...errors, 409: errorEnvelope },
      },
    },
    async (request) => {
      const { adminId } = adminOf(request);
      const { product, id, lineId } = request.params;
      const order = await confirmOrderLine(
        deps,
        { product, id, lineId },
        request.body.confirmationNumber,
        adminId,
        actingAs(request),
      );
      return { order };
    },
  );
};
