import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createCartPaymentLinkBody,
  createQuotationPaymentLinkBody,
  createPaymentLinkBody,
  documentLanguageQuery,
  errorEnvelope,
  PAYMENT_LINK_PATHS,
  paymentLinkDto,
  paymentLinkIdParams,
  paymentLinksAnswer,
  paymentLinksQuery,
  paymentLinkTokenParams,
  payPaymentLinkAnswer,
  payPaymentLinkBody,
  priceChangedAnswer,
  publicPaymentLinkAnswer,
  quotationPriceChangedAnswer,
} from '@portal/contracts';
import { createCartLink } from './payment-links.cart.ts';
import { createQuotationLink } from './payment-links.quotation.ts';
import type { AppDeps } from '../../deps.ts';
import { actingAs } from '../../audit/index.ts';
import { agentOf } from '../../plugins/auth.ts';
import { buyerOf, sendPdf } from '../../plugins/agent-request.ts';
import { paymentReturnOrigin } from '../payments/return-origin.ts';
import { paymentLinksService } from './payment-links.service.ts';
import { publicPaymentLinks } from './payment-links.public.ts';
import './payment-links.settler.ts';

const errors = { '4xx': errorEnvelope };
const tags = ['payment-links'];
/** The public page's calls: the token is the key, so a guesser is slowed down (per address). */
const PUBLIC = { auth: 'public', rateLimit: { max: 60, timeWindow: 60_000 } } as const;

/** Client payment links (issue 39 §2): the agency's side and the client's public page. */
export const paymentLinksRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const links = paymentLinksService(deps);
  const client = publicPaymentLinks(deps);

  app.get(
    PAYMENT_LINK_PATHS.list,
    {
      config: { auth: 'agent', permission: 'bookings.read' },
      schema: {
        tags,
        summary:
          "The agency's payment links, newest first (?orderId= one booking's, ?source=attraction_cart the carts', ?quotationNumber= one quotation's)",
        querystring: paymentLinksQuery,
        response: { 200: paymentLinksAnswer, ...errors },
      },
    },
    async (request) => links.list(agentOf(request).agentId, request.query),
  );

  app.post(
    PAYMENT_LINK_PATHS.create,
    {
      config: { auth: 'agent', permission: 'bookings.book' },
      schema: {
        tags,
        summary:
          "Make a payment link for the client of an unpaid (pay later) booking, at the agency's sell price; it replaces the booking's open link and is mailed to the client when an e-mail is given",
        body: createPaymentLinkBody,
        response: { 201: paymentLinkDto, ...errors },
      },
    },
    async (request, reply) => {
      const caller = agentOf(request);
      return reply
        .status(201)
        .send(await links.create(actingAs(request), caller.agentId, caller.userId, request.body));
    },
  );

  app.post(
    PAYMENT_LINK_PATHS.createForCart,
    {
      config: { auth: 'agent', permission: 'bookings.book' },
      schema: {
        tags,
        summary:
          "Make a payment link for an attraction cart at the agency's sell price: priced as the checkout does (409 PRICE_CHANGED), nothing reserved; once the client paid, the booking is made through the booking core and paid from the wallet the money came into (refunded to the card when it cannot be made)",
        body: createCartPaymentLinkBody,
        response: { 201: paymentLinkDto, 409: z.union([priceChangedAnswer, errorEnvelope]), ...errors },
      },
    },
    async (request, reply) => {
      const answer = await createCartLink(deps, actingAs(request), buyerOf(request), request.body);
      return reply.status(answer.status).send(answer.body);
    },
  );

  app.post(
    PAYMENT_LINK_PATHS.createForQuotation,
    {
      config: { auth: 'agent', permission: 'bookings.book' },
      schema: {
        tags,
        summary:
          "Make a payment link for a quotation's latest amendment (one stay option, the party's whole trip) at the agency's client price: priced as a confirmation does (409 PRICE_CHANGED), nothing confirmed yet; once the client paid, the quotation is booked through the booking core, paid from the wallet the money came into, and confirmed (refunded to the card when it cannot be)",
        body: createQuotationPaymentLinkBody,
        response: {
          201: paymentLinkDto,
          409: z.union([quotationPriceChangedAnswer, errorEnvelope]),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const answer = await createQuotationLink(deps, actingAs(request), buyerOf(request), request.body);
      return reply.status(answer.status).send(answer.body);
    },
  );

  app.post(
    '/b2b/payment-links/:id/cancel',
    {
      config: { auth: 'agent', permission: 'bookings.book' },
      schema: {
        tags,
        summary: 'Cancel an open payment link: the client can no longer pay it',
        params: paymentLinkIdParams,
        response: { 200: paymentLinkDto, ...errors },
      },
    },
    async (request) => links.cancel(actingAs(request), agentOf(request).agentId, request.params.id),
  );

  app.get(
    '/public/payment-links/:token',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary:
          "A payment link's page for the client: what is bought, from which agency, how much, until when",
        params: paymentLinkTokenParams,
        response: { 200: publicPaymentLinkAnswer, ...errors },
      },
    },
    async (request) => client.view(request.params.token),
  );

  app.post(
    '/public/payment-links/:token/pay',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: "Start the client's card payment of an open link; answers where to send the browser",
        params: paymentLinkTokenParams,
        body: payPaymentLinkBody,
        response: { 200: payPaymentLinkAnswer, ...errors },
      },
    },
    async (request) =>
      client.pay(request.params.token, paymentReturnOrigin(deps.env, request, request.body.returnOrigin)),
  );

  app.get(
    '/public/payment-links/:token/:kind',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary:
          "The client's voucher or invoice (its own prices) once the link paid the booking (?lang=en|ar)",
        params: paymentLinkTokenParams.extend({ kind: z.enum(['voucher', 'invoice']) }),
        querystring: documentLanguageQuery,
      },
    },
    async (request, reply) =>
      sendPdf(reply, await client.document(request.params.token, request.params.kind, request.query.lang)),
  );
};
