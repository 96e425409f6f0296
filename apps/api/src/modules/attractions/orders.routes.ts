import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cancelAnswer,
  cancelQuoteAnswer,
  createOrderAnswer,
  createOrderBody,
  errorEnvelope,
  idempotencyHeaders,
  orderDto,
  orderLineParams,
  ordersAnswer,
  ordersQuery,
  priceChangedAnswer,
  type PriceChangedAnswer,
  publicOrderAnswer,
  uuidParam,
} from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import { idempotencyKeyOf, requestFingerprint, runIdempotent } from '../../lib/idempotency.ts';
import { agentOf } from '../../plugins/auth.ts';
import {
  invoiceDocument,
  listOrders,
  orderView,
  ordersWorkbook,
  publicOrder,
  ticketsDocument,
} from './after-sale.service.ts';
import { cancelLine, cancelQuote, prepareCancellation } from './cancellation.service.ts';
import { completeWalletOrder } from './order-completion.ts';
import { checkSupplierSlots, placeOrder, type PlacedOrder } from './orders.service.ts';
import './orders.settler.ts';

const errors = { '4xx': errorEnvelope, 503: errorEnvelope };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const ordersRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/attractions/single/:id',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['attractions'],
        summary:
          'An attraction order by its unguessable id (spec section 7, no token; no cost or ledger data)',
        params: uuidParam,
        response: { 200: publicOrderAnswer, ...errors },
      },
    },
    async (request) => publicOrder(deps, request.params.id),
  );

  app.post(
    '/b2b/attractions/orders',
    {
      config: { auth: 'agent' },
      schema: {
        tags: ['attractions'],
        summary:
          'Create an order (Idempotency-Key required): re-prices every line (409 PRICE_CHANGED), reserves tickets, pays by wallet or starts a card payment',
        headers: idempotencyHeaders,
        body: createOrderBody,
        response: { 201: createOrderAnswer, 409: z.union([priceChangedAnswer, errorEnvelope]), ...errors },
      },
    },
    async (request, reply) => {
      const caller = agentOf(request);
      const buyer = { agentId: caller.agentId, role: caller.role, parentId: caller.parentId };
      const key = idempotencyKeyOf(request);
      const slots = await checkSupplierSlots(deps, request.body);
      const answer = await runIdempotent<PlacedOrder | PriceChangedAnswer>(
        deps,
        {
          scope: `agent:${caller.agentId}`,
          key,
          fingerprint: requestFingerprint('POST', '/b2b/attractions/orders', request.body),
        },
        (tx) => placeOrder(deps, tx, buyer, request.body, slots),
      );
      if (answer.replayed) void reply.header('idempotent-replayed', 'true');
      if (answer.status !== 201) return reply.status(answer.status).send(answer.body as never);
      const placed = answer.body as PlacedOrder;
      if (placed.paymentMethod === 'wallet' && !answer.replayed)
        await completeWalletOrder(deps, placed.orderId);
      const order = await orderView(deps, caller.agentId, placed.orderId);
      return reply.status(201).send({ ...placed, order });
    },
  );

  app.get(
    '/b2b/attractions/orders',
    {
      config: { auth: 'agent' },
      schema: {
        tags: ['attractions'],
        summary: "The caller's orders, one row per line, with filters and paging",
        querystring: ordersQuery,
        response: { 200: ordersAnswer, ...errors },
      },
    },
    async (request) => listOrders(deps, agentOf(request).agentId, request.query),
  );

  app.get(
    '/b2b/attractions/orders/sheet',
    {
      config: { auth: 'agent' },
      schema: {
        tags: ['attractions'],
        summary: 'The filtered order list as an Excel file',
        querystring: ordersQuery,
      },
    },
    async (request, reply) => {
      const file = await ordersWorkbook(deps, agentOf(request).agentId, request.query);
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', 'attachment; filename="attraction-orders.xlsx"')
        .send(file);
    },
  );

  app.get(
    '/b2b/attractions/orders/:id',
    {
      config: { auth: 'agent' },
      schema: {
        tags: ['attractions'],
        summary: "One of the caller's orders with per-line status, prices and e-tickets",
        params: uuidParam,
        response: { 200: orderDto, ...errors },
      },
    },
    async (request) => orderView(deps, agentOf(request).agentId, request.params.id),
  );

  app.get(
    '/b2b/attractions/orders/:id/invoice',
    {
      config: { auth: 'agent' },
      schema: {
        tags: ['attractions'],
        summary: 'Tax invoice PDF (?view=sell prints the client prices, default the agent prices)',
        params: uuidParam,
        querystring: z.object({ view: z.enum(['agent', 'sell']).default('agent') }),
      },
    },
    async (request, reply) => {
      const doc = await invoiceDocument(
        deps,
        agentOf(request).agentId,
        request.params.id,
        request.query.view,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${doc.name}"`)
        .send(doc.pdf);
    },
  );

  app.get(
    '/b2b/attractions/orders/:id/tickets',
    {
      config: { auth: 'agent' },
      schema: {
        tags: ['attractions'],
        summary: 'E-tickets PDF: one page per ticket with QR code and barcode',
        params: uuidParam,
      },
    },
    async (request, reply) => {
      const doc = await ticketsDocument(deps, agentOf(request).agentId, request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${doc.name}"`)
        .send(doc.pdf);
    },
  );

  app.get(
    '/b2b/attractions/orders/:id/lines/:lineId/cancel-quote',
    {
      config: { auth: 'agent' },
      schema: {
        tags: ['attractions'],
        summary: 'Cancellation simulation of one line: fee, refund and deadline',
        params: orderLineParams,
        response: { 200: cancelQuoteAnswer, ...errors },
      },
    },
    async (request) => cancelQuote(deps, agentOf(request).agentId, request.params.id, request.params.lineId),
  );

  app.post(
    '/b2b/attractions/orders/:id/lines/:lineId/cancel',
    {
      config: { auth: 'agent' },
      schema: {
        tags: ['attractions'],
        summary: 'Cancel one line (Idempotency-Key): refund minus fee to the wallet, tickets released',
        params: orderLineParams,
        headers: idempotencyHeaders,
        response: { 200: cancelAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const { agentId } = agentOf(request);
      const { id, lineId } = request.params;
      await prepareCancellation(deps, agentId, id, lineId);
      const path = `/b2b/attractions/orders/${id}/lines/${lineId}/cancel`;
      const answer = await runIdempotent(
        deps,
        {
          scope: `agent:${agentId}`,
          key: idempotencyKeyOf(request),
          fingerprint: requestFingerprint('POST', path, {}),
        },
        async (tx) => ({ status: 200, body: await cancelLine(deps, tx, agentId, id, lineId) }),
      );
      if (answer.replayed) void reply.header('idempotent-replayed', 'true');
      const order = await orderView(deps, agentId, id);
      return reply.status(200).send({ lineId, status: 'cancelled' as const, ...answer.body, order });
    },
  );
};
