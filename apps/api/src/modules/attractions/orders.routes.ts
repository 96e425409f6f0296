import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { can } from '@portal/domain';
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
  ATTRACTION_PAGES,
  retryPaymentBody,
  uuidParam,
} from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import { badRequest } from '../../lib/app-error.ts';
import { idempotencyKeyOf, requestFingerprint, runIdempotent } from '../../lib/idempotency.ts';
import { agentOf } from '../../plugins/auth.ts';
import { sendViewed } from '../../plugins/agent-request.ts';
import { paymentReturnOrigin } from '../payments/return-origin.ts';
import { discardCardOrder, payCardOrderAgain, type CardPaymentStarted } from '../bookings/card-orders.ts';
import { cancelBooking, createBooking, isKnownKey, type CreatedBooking } from '../bookings/core/index.ts';
import { listOrders, orderView, publicOrder } from './after-sale.service.ts';
import { attractionProduct } from './attraction.product.ts';
import { cancelQuote, prepareCancellation } from './cancellation.service.ts';
import { attractionCardOrders, prepareRetry } from './order-retry.ts';

/** The create answer as the web app reads it (wallet: the order id; card: where to pay). */
function placedOf(
  created: CreatedBooking,
): { paymentMethod: 'wallet'; orderId: string } | CardPaymentStarted {
  if (created.paymentMethod === 'card' && created.payment)
    return { paymentMethod: 'card', orderId: created.orderId, ...created.payment };
  return { paymentMethod: 'wallet', orderId: created.orderId };
}

const errors = { '4xx': errorEnvelope, 503: errorEnvelope };

/** Per client address: a page and its reloads, not a walk through order ids. */
export const PUBLIC_ORDER_RATE_LIMIT = { max: 30, timeWindow: 60 * 1000 };

export const ordersRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/attractions/single/:id',
    {
      config: { auth: 'public', rateLimit: PUBLIC_ORDER_RATE_LIMIT },
      schema: {
        tags: ['attractions'],
        summary:
          'An attraction order by its unguessable id (spec section 7, no token; no cost or ledger data, no traveller contact)',
        params: uuidParam,
        response: { 200: publicOrderAnswer, ...errors },
      },
    },
    async (request) => publicOrder(deps, request.params.id),
  );

  app.post(
    '/b2b/attractions/orders',
    {
      config: { auth: 'agent', permission: 'bookings.book' },
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
      const buyer = {
        agentId: caller.agentId,
        role: caller.role,
        parentId: caller.parentId,
        userId: caller.userId,
        bookingLimit: caller.bookingLimit,
        seesNetPrices: can(caller.permissions, 'prices.net'),
      };
      const key = idempotencyKeyOf(request);
      // Checked before anything is recorded: a refused return origin answers 400 and starts nothing.
      const siteOrigin = paymentReturnOrigin(
        deps.env,
        request,
        request.body.paymentMethod === 'card' ? request.body.returnOrigin : undefined,
      );
      const body = request.body;
      const answer = await createBooking(
        deps,
        attractionProduct,
        {
          scope: `agent:${caller.agentId}`,
          key,
          fingerprint: requestFingerprint('POST', '/b2b/attractions/orders', body),
        },
        {
          buyer,
          input: body,
          paymentMethod: body.paymentMethod,
          expectedPrice: body.items.reduce((s, i) => s + i.expectedPrice, 0),
          agentReferenceNumber: body.agentReferenceNumber,
          lead: {
            name: body.leadTraveller.name,
            email: body.leadTraveller.email,
            phone: body.leadTraveller.phone,
          },
          siteOrigin,
          pages: { success: ATTRACTION_PAGES.invoice, failure: ATTRACTION_PAGES.invoiceErrorOf },
        },
      );
      return sendViewed(reply, answer, async (body) => {
        // createBooking resumed a wallet order a crash left half-way (still processing) on a replay.
        const placed = placedOf(body as CreatedBooking);
        const order = await orderView(deps, caller.agentId, placed.orderId);
        return { ...placed, order };
      });
    },
  );

  app.get(
    '/b2b/attractions/orders',
    {
      config: { auth: 'agent', permission: 'bookings.read' },
      schema: {
        tags: ['attractions'],
        summary: "The caller's orders, one row per line, with filters and paging",
        querystring: ordersQuery,
        response: { 200: ordersAnswer, ...errors },
      },
    },
    async (request) => listOrders(deps, agentOf(request), request.query),
  );

  app.get(
    '/b2b/attractions/orders/:id',
    {
      config: { auth: 'agent', permission: 'bookings.read' },
      schema: {
        tags: ['attractions'],
        summary: "One of the caller's orders with per-line status, prices and e-tickets",
        params: uuidParam,
        response: { 200: orderDto, ...errors },
      },
    },
    async (request) => orderView(deps, agentOf(request), request.params.id, 'read'),
  );

  app.post(
    '/b2b/attractions/orders/:id/retry-payment',
    {
      config: { auth: 'agent', permission: 'bookings.pay' },
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
      // The suppliers are asked, and the markups read, outside any transaction.
      const prepared = await prepareRetry(deps, agentId, id);
      const answer = await runIdempotent<CardPaymentStarted | PriceChangedAnswer>(
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
      return sendViewed(reply, answer, async (body) => ({
        ...(body as CardPaymentStarted),
        order: await orderView(deps, agentId, id),
      }));
    },
  );

  app.post(
    '/b2b/attractions/orders/:id/discard',
    {
      config: { auth: 'agent', permission: 'bookings.book' },
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
      config: { auth: 'agent', permission: 'bookings.cancel' },
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
      config: { auth: 'agent', permission: 'bookings.cancel' },
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
      const path = `/b2b/attractions/orders/${id}/lines/${lineId}/cancel`;
      const idempotency = {
        scope: `agent:${agentId}`,
        key: idempotencyKeyOf(request),
        fingerprint: requestFingerprint('POST', path, {}),
      };
      // The attraction terms answer 400 first; a line already cancelled answers only a replay.
      if (
        (await prepareCancellation(deps, agentId, id, lineId)) === 'cancelled' &&
        !(await isKnownKey(deps, idempotency))
      )
        throw badRequest('This booking is already cancelled.');
      const answer = await cancelBooking(deps, attractionProduct, idempotency, {
        agentId,
        orderId: id,
        remark: 'Cancelled by the agent.',
        actor: `agent:${agentId}`,
        userId: agentOf(request).userId,
        lineIds: [lineId],
      });
      return sendViewed(reply, answer, async ({ fee, refund }) => ({
        lineId,
        status: 'cancelled' as const,
        fee,
        refund,
        order: await orderView(deps, agentId, id),
      }));
    },
  );
};
