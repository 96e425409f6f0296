import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  documentLanguageQuery,
  A2A_PATHS,
  a2aCancelQuoteAnswer,
  a2aCreateOrderAnswer,
  a2aCreateOrderBody,
  a2aDatesAnswer,
  a2aListAnswer,
  a2aListBody,
  a2aOrderDto,
  a2aOrderIdParam,
  a2aOrdersAnswer,
  a2aOrdersQuery,
  a2aPassengerParams,
  a2aPassengerUpdateBody,
  a2aTicketDto,
  a2aTicketIdParam,
  errorEnvelope,
  idempotencyHeaders,
  priceChangedAnswer,
} from '@portal/contracts';
import { documentLanguageOf } from '../../lib/documents/language.ts';
import type { AppDeps } from '../../deps.ts';
import {
  agentIdempotency,
  buyerOf,
  sendViewed,
  sendIdempotent,
  sendPdf,
  sendSheet,
} from '../../plugins/agent-request.ts';
import { paymentReturnOrigin } from '../payments/return-origin.ts';
import { bookingInvoicePdf } from '../bookings/core/documents.ts';
import { registerBookingProduct } from '../bookings/core/product.ts';
import { a2aCatalogue } from './a2a.catalogue.ts';
import { a2aOrders } from './a2a.orders.ts';
import { a2aProduct } from './a2a.product.ts';

registerBookingProduct(a2aProduct);

const errors = { '4xx': errorEnvelope };
const tags = ['a2a'];

/** a2a seat packages (issue 13): dates, tickets of a day, booking through the booking core, after sale. */
export const a2aRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const catalogue = a2aCatalogue(deps);
  const orders = a2aOrders(deps);

  app.get(
    A2A_PATHS.dates,
    {
      config: { auth: 'agent', permission: 'bookings.book' },
      schema: {
        tags,
        summary: 'Dates from today with seats left, with the seat count (spec section 7)',
        response: { 200: a2aDatesAnswer, ...errors },
      },
    },
    async () => catalogue.dates(),
  );

  app.post(
    A2A_PATHS.list,
    {
      config: { auth: 'agent', permission: 'bookings.book' },
      schema: {
        tags,
        summary: "That day's tickets per sector, priced for the caller",
        body: a2aListBody,
        response: { 200: a2aListAnswer, ...errors },
      },
    },
    async (request) => catalogue.list(buyerOf(request), request.body.date),
  );

  app.get(
    '/b2b/a2a/single/ticket/:ticketId',
    {
      config: { auth: 'agent', permission: 'bookings.book' },
      schema: {
        tags,
        summary: 'One ticket priced for the caller',
        params: a2aTicketIdParam,
        response: { 200: a2aTicketDto, ...errors },
      },
    },
    async (request) => catalogue.ticket(buyerOf(request), request.params.ticketId),
  );

  app.post(
    A2A_PATHS.create,
    {
      config: { auth: 'agent', permission: 'bookings.book' },
      schema: {
        tags,
        summary:
          'Book seats (Idempotency-Key): one line per traveller; seats are taken in the transaction that holds the money; 409 PRICE_CHANGED or no seats left',
        headers: idempotencyHeaders,
        body: a2aCreateOrderBody,
        response: { 201: a2aCreateOrderAnswer, 409: z.union([priceChangedAnswer, errorEnvelope]), ...errors },
      },
    },
    async (request, reply) => {
      const buyer = buyerOf(request);
      const siteOrigin =
        request.body.paymentMethod === 'card'
          ? paymentReturnOrigin(deps.env, request, request.body.returnOrigin)
          : null;
      const answer = await orders.create(
        buyer,
        agentIdempotency(request, A2A_PATHS.create, request.body),
        request.body,
        siteOrigin,
      );
      return sendViewed(reply, answer, async (body) => {
        const created = body as {
          orderId: string;
          paymentMethod: 'wallet' | 'card';
          payment: z.infer<typeof a2aCreateOrderAnswer>['payment'];
        };
        const order = await orders.view(buyer, created.orderId);
        return { ...created, order };
      });
    },
  );

  app.get(
    A2A_PATHS.orders,
    {
      config: { auth: 'agent', permission: 'bookings.read' },
      schema: {
        tags,
        summary: "The caller's a2a orders, newest first, with filters",
        querystring: a2aOrdersQuery,
        response: { 200: a2aOrdersAnswer, ...errors },
      },
    },
    async (request) => orders.list(buyerOf(request), request.query),
  );

  app.get(
    A2A_PATHS.sheet,
    {
      config: { auth: 'agent', permission: 'bookings.read' },
      schema: { tags, summary: 'The filtered orders as an Excel file', querystring: a2aOrdersQuery },
    },
    async (request, reply) => {
      return sendSheet(reply, await orders.sheet(buyerOf(request), request.query), 'a2a-orders.xlsx');
    },
  );

  app.get(
    '/b2b/a2a/orders/single/:orderId',
    {
      config: { auth: 'agent', permission: 'bookings.read' },
      schema: {
        tags,
        summary: 'One order with its passengers and timeline',
        params: a2aOrderIdParam,
        response: { 200: a2aOrderDto, ...errors },
      },
    },
    async (request) => orders.view(buyerOf(request), request.params.orderId),
  );

  app.get(
    '/b2b/a2a/orders/:orderId/cancel/:passengerId/quote',
    {
      config: { auth: 'agent', permission: 'bookings.cancel' },
      schema: {
        tags,
        summary: 'What cancelling one passenger costs now (refused after the deadline)',
        params: a2aPassengerParams,
        response: { 200: a2aCancelQuoteAnswer, ...errors },
      },
    },
    async (request) => orders.quote(buyerOf(request), request.params.orderId, request.params.passengerId),
  );

  app.patch(
    '/b2b/a2a/orders/:orderId/cancel/:passengerId',
    {
      config: { auth: 'agent', permission: 'bookings.cancel' },
      schema: {
        tags,
        summary:
          "Cancel one passenger before the deadline (Idempotency-Key): refund by the ticket's rule, seat back to the pool",
        headers: idempotencyHeaders,
        params: a2aPassengerParams,
        response: {
          200: z.object({
            orderId: z.uuid(),
            status: z.string(),
            fee: z.number().int(),
            refund: z.number().int(),
          }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { orderId, passengerId } = request.params;
      const answer = await orders.cancel(
        buyerOf(request),
        agentIdempotency(request, request.url.split('?')[0] ?? '', {}),
        orderId,
        passengerId,
      );
      return sendIdempotent(reply, answer);
    },
  );

  app.patch(
    '/b2b/a2a/orders/:orderId/update/:passengerId',
    {
      config: { auth: 'agent', permission: 'bookings.book' },
      schema: {
        tags,
        summary: "Change a passenger's name or passport before the deadline",
        params: a2aPassengerParams,
        body: a2aPassengerUpdateBody,
        response: { 200: a2aOrderDto, ...errors },
      },
    },
    async (request) =>
      orders.update(buyerOf(request), request.params.orderId, request.params.passengerId, request.body),
  );

  app.get(
    '/b2b/a2a/orders/ticket/:orderId/single/:passengerId',
    {
      config: { auth: 'agent', permission: 'bookings.read' },
      schema: {
        tags,
        summary: "One passenger's e-ticket PDF (?lang=en|ar, default the agency's client language)",
        params: a2aPassengerParams,
        querystring: documentLanguageQuery,
      },
    },
    async (request, reply) => {
      const doc = await orders.ticketsPdf(
        buyerOf(request),
        request.params.orderId,
        request.params.passengerId,
        await documentLanguageOf(deps, buyerOf(request), request.query.lang, 'client'),
      );
      return sendPdf(reply, doc);
    },
  );

  app.get(
    '/b2b/a2a/orders/ticket/:orderId',
    {
      config: { auth: 'agent', permission: 'bookings.read' },
      schema: {
        tags,
        summary:
          "Every e-ticket of the order in one PDF (the original served it without sign-in; ours needs it; ?lang=en|ar, default the agency's client language)",
        params: a2aOrderIdParam,
        querystring: documentLanguageQuery,
      },
    },
    async (request, reply) => {
      const doc = await orders.ticketsPdf(
        buyerOf(request),
        request.params.orderId,
        undefined,
        await documentLanguageOf(deps, buyerOf(request), request.query.lang, 'client'),
      );
      return sendPdf(reply, doc);
    },
  );

  app.get(
    A2A_PATHS.invoice(':orderId'),
    {
      config: { auth: 'agent', permission: 'bookings.read' },
      schema: {
        tags,
        summary:
          "Tax invoice PDF of a paid order, the booking core's document (?view=sell prints the client prices; ?lang=en|ar, default the user's language, the client language for view=sell)",
        params: a2aOrderIdParam,
        querystring: z
          .object({ view: z.enum(['agent', 'sell']).default('agent') })
          .extend(documentLanguageQuery.shape),
      },
    },
    async (request, reply) => {
      const doc = await bookingInvoicePdf(
        deps,
        a2aProduct,
        buyerOf(request),
        request.params.orderId,
        request.query.view,
        await documentLanguageOf(
          deps,
          buyerOf(request),
          request.query.lang,
          request.query.view === 'sell' ? 'client' : 'agent',
        ),
      );
      return sendPdf(reply, doc);
    },
  );
};
