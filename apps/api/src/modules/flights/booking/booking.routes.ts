import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  documentLanguageQuery,
  errorEnvelope,
  FLIGHT_ORDER_PATHS,
  flightBookingDto,
  flightBookingIdParam,
  flightCancelAnswer,
  flightCancelBody,
  flightCancelQuoteAnswer,
  flightCreateBookingAnswer,
  flightCreateBookingBody,
  flightDetailsAnswer,
  flightDocumentQuery,
  flightOrdersAnswer,
  flightOrdersQuery,
  flightPriceChangedAnswer,
  flightSelectAnswer,
  flightSelectBody,
  flightTbIdParam,
  idempotencyHeaders,
} from '@portal/contracts';
import { documentLanguageOf } from '../../../lib/documents/language.ts';
import type { AppDeps } from '../../../deps.ts';
import { agentOf } from '../../../plugins/auth.ts';
import {
  agentIdempotency as idem,
  buyerOf,
  sendViewed,
  sendPdf,
  sendSheet,
} from '../../../plugins/agent-request.ts';
import { paymentReturnOrigin } from '../../payments/return-origin.ts';
import { bookingInvoicePdf, bookingVoucherPdf, type CreatedBooking } from '../../bookings/core/index.ts';
import { flightOrders } from './orders.service.ts';
import { flightProduct } from './product.ts';
import { selectFare } from './selection.ts';

const errors = { '4xx': errorEnvelope, 503: errorEnvelope };
const tags = ['flights'];
const P = FLIGHT_ORDER_PATHS;

/** Flights II (issue 15): select a fare, its details, booking through the core, orders, documents, cancel. */
export const flightBookingRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const orders = flightOrders(deps);
  const auth = { auth: 'agent' as const };

  app.post(
    P.select,
    {
      config: { ...auth, permission: 'bookings.book' },
      schema: {
        tags,
        summary: 'Select one fare of a stored search (addToCart): answers the tbId and its time limit',
        body: flightSelectBody,
        response: { 201: flightSelectAnswer, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await selectFare(deps, buyerOf(request), request.body)),
  );

  app.get(
    '/b2b/flight/details/:tbId',
    {
      config: { ...auth, permission: 'bookings.book' },
      schema: {
        tags,
        summary:
          'The selection priced again with the airline (priceChanged), fare rules, time limit, seat maps, meals and extra baggage per segment; 410 once expired',
        params: flightTbIdParam,
        response: { 200: flightDetailsAnswer, ...errors },
      },
    },
    async (request) => orders.details(buyerOf(request), request.params.tbId),
  );

  app.post(
    P.create,
    {
      config: { ...auth, permission: 'bookings.book' },
      schema: {
        tags,
        summary:
          'Book (Idempotency-Key): travellers, contact, add-ons; wallet: held, PNR, tickets, captured; card: a payment page. 409 PRICE_CHANGED when the fare changed and was not accepted',
        headers: idempotencyHeaders,
        body: flightCreateBookingBody,
        response: {
          201: flightCreateBookingAnswer,
          409: z.union([flightPriceChangedAnswer, errorEnvelope]),
          ...errors,
        },
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
        idem(request, P.create, request.body),
        request.body,
        siteOrigin,
      );
      return sendViewed(reply, answer, async (body) => {
        const created = body as CreatedBooking;
        return {
          bookingId: created.orderId,
          paymentMethod: created.paymentMethod as 'wallet' | 'card',
          payment: created.payment,
          booking: await orders.view(buyer, created.orderId),
        };
      });
    },
  );

  app.get(
    P.list,
    {
      config: { ...auth, permission: 'bookings.read' },
      schema: {
        tags,
        summary: "The caller's flight orders: PNR, passenger, route, travel and booking dates, status; paged",
        querystring: flightOrdersQuery,
        response: { 200: flightOrdersAnswer, ...errors },
      },
    },
    async (request) => orders.list(buyerOf(request), request.query),
  );

  app.get(
    P.sheet,
    {
      config: { ...auth, permission: 'bookings.read' },
      schema: {
        tags,
        summary: 'The filtered flight orders as an Excel file',
        querystring: flightOrdersQuery,
      },
    },
    async (request, reply) =>
      sendSheet(reply, await orders.sheet(buyerOf(request), request.query), 'flight-orders.xlsx'),
  );

  app.get(
    '/b2b/flight/bookings/single/:bookingId',
    {
      config: { ...auth, permission: 'bookings.read' },
      schema: {
        tags,
        summary: 'One flight order: itinerary, passengers with tickets, add-ons, payments, timeline',
        params: flightBookingIdParam,
        response: { 200: flightBookingDto, ...errors },
      },
    },
    async (request) => orders.view(buyerOf(request), request.params.bookingId),
  );

  app.get(
    '/b2b/flight/bookings/pdf/:bookingId',
    {
      config: { ...auth, permission: 'bookings.read' },
      schema: {
        tags,
        summary:
          "The e-ticket PDF (view=client without price, view=sell with the client price; ?lang=en|ar, default the agency's client language)",
        params: flightBookingIdParam,
        querystring: flightDocumentQuery.extend(documentLanguageQuery.shape),
      },
    },
    async (request, reply) => {
      const view = request.query.view === 'sell' ? 'sell' : 'client';
      const { pdf, name } = await bookingVoucherPdf(
        deps,
        flightProduct,
        agentOf(request),
        request.params.bookingId,
        view,
        await documentLanguageOf(deps, agentOf(request), request.query.lang, 'client'),
      );
      return sendPdf(reply, { pdf, name: name.replace(/^voucher/i, 'e-ticket') }, 'attachment');
    },
  );

  app.get(
    '/b2b/flight/bookings/invoice/:bookingId',
    {
      config: { ...auth, permission: 'bookings.read' },
      schema: {
        tags,
        summary:
          "The tax invoice PDF (view=agent: what you paid; view=sell: your client's price; ?lang=en|ar, default the user's language, the client language for view=sell)",
        params: flightBookingIdParam,
        querystring: flightDocumentQuery.extend(documentLanguageQuery.shape),
      },
    },
    async (request, reply) => {
      const view = request.query.view === 'sell' ? 'sell' : 'agent';
      const doc = await bookingInvoicePdf(
        deps,
        flightProduct,
        agentOf(request),
        request.params.bookingId,
        view,
        await documentLanguageOf(
          deps,
          agentOf(request),
          request.query.lang,
          view === 'sell' ? 'client' : 'agent',
        ),
      );
      return sendPdf(reply, doc, 'attachment');
    },
  );

  app.get(
    '/b2b/flight/bookings/cancel/:bookingId/quote',
    {
      config: { ...auth, permission: 'bookings.cancel' },
      schema: {
        tags,
        summary: 'What cancelling now refunds by the fare rules (refused after departure)',
        params: flightBookingIdParam,
        response: { 200: flightCancelQuoteAnswer, ...errors },
      },
    },
    async (request) => orders.cancelQuote(buyerOf(request), request.params.bookingId),
  );

  app.post(
    '/b2b/flight/bookings/cancel/:bookingId',
    {
      config: { ...auth, permission: 'bookings.cancel' },
      schema: {
        tags,
        summary:
          'Cancel before departure (Idempotency-Key): the airline cancels, the refund by the fare rules goes back through the ledger; 400 after departure',
        headers: idempotencyHeaders,
        params: flightBookingIdParam,
        body: flightCancelBody,
        response: { 200: flightCancelAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const buyer = buyerOf(request);
      const id = request.params.bookingId;
      const answer = await orders.cancel(
        buyer,
        idem(request, P.cancel(id), request.body),
        id,
        request.body.cancellationRemark,
      );
      return sendViewed(reply, answer, async ({ orderId, ...rest }) => ({
        bookingId: orderId,
        ...rest,
        booking: await orders.view(buyer, id),
      }));
    },
  );
};
