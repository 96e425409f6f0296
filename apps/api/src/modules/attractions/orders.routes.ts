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
  retryPaymentBody,
  uuidParam,
} from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import { idempotencyKeyOf, requestFingerprint, runIdempotent } from '../../lib/idempotency.ts';
import { agentOf } from '../../plugins/auth.ts';
import { paymentReturnOrigin } from '../payments/return-origin.ts';
import { listOrders, orderView, publicOrder } from './after-sale.service.ts';
import { cancelLine, cancelQuote, prepareCancellation } from './cancellation.service.ts';
import { checkSupplierSlots } from './order-lines.ts';
import { placeOrder, type PlacedOrder } from './orders.service.ts';
import './orders.settler.ts';
import './order-recovery.ts';
import { completeWalletOrder } from './wallet-order.ts';
import { discardCardOrder, payCardOrderAgain } from '../bookings/card-orders.ts';
import { attractionCardOrders, checkRetrySlots } from './order-retry.ts';

const errors = { '4xx': errorEnvelope, 503: errorEnvelope };

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
      // Checked before anything is recorded: a refused return origin answers 400 and starts nothing.
      const siteOrigin = paymentReturnOrigin(
        deps.env,
        request,
        request.body.paymentMethod === 'card' ? request.body.returnOrigin : undefined,
      );
      const slots = await checkSupplierSlots(deps, request.body);
      const answer = await runIdempotent<PlacedOrder | PriceChangedAnswer>(
        deps,
        {
          scope: `agent:${caller.agentId}`,
          key,
          fingerprint: requestFingerprint('POST', '/b2b/attractions/orders', request.body),
        },
        (tx) => placeOrder(deps, tx, buyer, request.body, slots, siteOrigin),
      );
      if (answer.replayed) void reply.header('idempotent-replayed', 'true');
      if (answer.status !== 201) return reply.status(answer.status).send(answer.body as never);
      const placed = answer.body as PlacedOrder;
      // A replay resumes the same work when a crash left the order half-way (still processing).
      if (placed.paymentMethod === 'wallet') await completeWalletOrder(deps, placed.orderId);
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

  app.post(
    '/b2b/attractions/orders/:id/retry-payment',
    {
      config: { auth: 'agent' },
      schema: {
        tags: ['attractions'],
        summary:
          'Pay a failed or expired card order again (Idempotency-Key): every line re-priced (409 PRICE_CHANGED when the total differs from expectedTotal) and re-reserved, a new card payment; while that payment is open the same one is answered',
        params: uuidParam,
        headers: idempotencyHeaders,
        body: retryPaymentBody,
        response: { 201: createOrderAnswer, 409: z.union([priceChangedAnswer, errorEnvelope]), ...errors },
      },
    },
    async (request, reply) => {
      const { agentId } = agentOf(request);
      const { id } = request.params;
      const siteOrigin = paymentReturnOrigin(deps.env, request, request.body.returnOrigin);
      // The suppliers are asked outside any transaction (API-connected lines' slots).
      const prepared = await checkRetrySlots(deps, agentId, id);
      const answer = await runIdempotent<PlacedOrder | PriceChangedAnswer>(
        deps,
        {
          scope: `agent:${agentId}`,
          key: idempotencyKeyOf(request),
          fingerprint: requestFingerprint(
            'POST',
            `/b2b/attractions/orders/${id}/retry-payment`,
            request.body,
          ),
        },
        (tx) =>
          payCardOrderAgain(deps, tx, attractionCardOrders, {
            agentId,
            orderId: id,
            expectedTotal: request.body.expectedTotal,
            siteOrigin,
            prepared,
          }),
      );
      if (answer.replayed) void reply.header('idempotent-replayed', 'true');
      if (answer.status !== 201) return reply.status(answer.status).send(answer.body as never);
      const order = await orderView(deps, agentId, id);
      return reply.status(201).send({ ...(answer.body as PlacedOrder), order });
    },
  );

  app.post(
    '/b2b/attractions/orders/:id/discard',
    {
      config: { auth: 'agent' },
      schema: {
        tags: ['attractions'],
        summary:
          'Discard an unpaid card order (failed, expired or still awaiting its card): its open payment is closed, its tickets released and its agent reference freed; discarding again changes nothing',
        params: uuidParam,
        response: { 200: orderDto, ...errors },
      },
    },
    async (request) => {
      const { agentId } = agentOf(request);
      await discardCardOrder(deps, attractionCardOrders, agentId, request.params.id);
      return orderView(deps, agentId, request.params.id);
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
