import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  documentLanguageQuery,
  errorEnvelope,
  idempotencyHeaders,
  INSURANCE_PATHS,
  insuranceCancelAnswer,
  insuranceCancelBody,
  insuranceCancelQuoteAnswer,
  insuranceContractDto,
  insuranceContractsAnswer,
  insuranceContractsQuery,
  insuranceCreateAnswer,
  insuranceCreateBody,
  insuranceDocumentQuery,
  insurancePlansAnswer,
  insuranceQuoteAnswer,
  insuranceQuoteBody,
  uuidParam,
} from '@portal/contracts';
import { documentLanguageOf } from '../../lib/documents/language.ts';
import type { AppDeps } from '../../deps.ts';
import { agentOf } from '../../plugins/auth.ts';
import { forbidden } from '../../lib/app-error.ts';
import {
  agentIdempotency as idem,
  buyerOf,
  sendViewed,
  sendIdempotent,
  sendPdf,
  sendSheet,
} from '../../plugins/agent-request.ts';
import { paymentReturnOrigin } from '../payments/return-origin.ts';
import { bookingInvoicePdf, bookingVoucherPdf } from '../bookings/core/index.ts';
import { insuranceContracts } from './contracts.service.ts';
import { insuranceProduct } from './insurance.product.ts';
import { linkOf } from '../files/files.service.ts';
import { insuranceEnabled, listActivePlans } from './plans.repository.ts';
import { NOT_ENABLED, pricePolicy } from './pricing.ts';
import { planDto, quoteAnswer } from './views.ts';

const errors = { '4xx': errorEnvelope, 503: errorEnvelope };
const tags = ['insurance'];
const priceChanged = z.object({
  error: z.string(),
  status: z.literal(409),
  code: z.literal('PRICE_CHANGED'),
  expectedPrice: z.number().int(),
  agentPrice: z.number().int(),
  sellPrice: z.number().int(),
});

/** Travel insurance (issue 16): plans and quotes here; purchases, contracts and documents through the booking core. */
export const insuranceRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const contracts = insuranceContracts(deps);

  app.get(
    INSURANCE_PATHS.plans,
    {
      config: { auth: 'agent', permission: 'bookings.book' },
      schema: {
        tags: ['insurance'],
        summary: 'Insurance plans with their coverage lines, limits, excess and trip and age limits',
        response: { 200: insurancePlansAnswer, ...errors },
      },
    },
    async (request) => {
      if (!(await insuranceEnabled(deps.database.db, agentOf(request).agentId))) throw forbidden(NOT_ENABLED);
      return {
        plans: (await listActivePlans(deps.database.db)).map((p) =>
          planDto(p, linkOf(deps, p.wordingUploadId)),
        ),
      };
    },
  );

  app.post(
    INSURANCE_PATHS.quotation,
    {
      config: { auth: 'agent', permission: 'bookings.book' },
      schema: {
        tags: ['insurance'],
        summary:
          'Price of a policy for the caller (premium by trip and age band through the pricing pipeline); nothing is stored',
        body: insuranceQuoteBody,
        response: { 200: insuranceQuoteAnswer, ...errors },
      },
    },
    async (request) => {
      const priced = await pricePolicy(deps, buyerOf(request), request.body);
      return quoteAnswer(priced, linkOf(deps, priced.planRow.wordingUploadId));
    },
  );

  app.post(
    INSURANCE_PATHS.createContract,
    {
      config: { auth: 'agent', permission: 'bookings.book' },
      schema: {
        tags,
        summary:
          'Buy a policy (Idempotency-Key) through the booking core: wallet hold, the insurer issues, capture; card: a payment page. 409 PRICE_CHANGED when the quote changed',
        headers: idempotencyHeaders,
        body: insuranceCreateBody,
        response: { 201: insuranceCreateAnswer, 409: z.union([priceChanged, errorEnvelope]), ...errors },
      },
    },
    async (request, reply) => {
      const buyer = buyerOf(request);
      const siteOrigin =
        request.body.paymentMethod === 'card'
          ? paymentReturnOrigin(deps.env, request, request.body.returnOrigin)
          : null;
      const answer = await contracts.create(
        buyer,
        idem(request, INSURANCE_PATHS.createContract, request.body),
        request.body,
        siteOrigin,
      );
      return sendViewed(reply, answer, async (body) => {
        const created = body as {
          orderId: string;
          paymentMethod: 'wallet' | 'card';
          payment: z.infer<typeof insuranceCreateAnswer>['payment'];
        };
        return { ...created, contract: await contracts.view(buyer, created.orderId) };
      });
    },
  );

  app.get(
    INSURANCE_PATHS.contracts,
    {
      config: { auth: 'agent', permission: 'bookings.read' },
      schema: {
        tags,
        summary:
          "The caller's insurance contracts with filters (reference, name or passport, status, travel dates)",
        querystring: insuranceContractsQuery,
        response: { 200: insuranceContractsAnswer, ...errors },
      },
    },
    async (request) => contracts.list(buyerOf(request), request.query),
  );

  app.get(
    INSURANCE_PATHS.contractsSheet,
    {
      config: { auth: 'agent', permission: 'bookings.read' },
      schema: {
        tags,
        summary: 'The filtered contracts as an Excel file',
        querystring: insuranceContractsQuery,
      },
    },
    async (request, reply) => {
      return sendSheet(
        reply,
        await contracts.sheet(buyerOf(request), request.query),
        'insurance-contracts.xlsx',
      );
    },
  );

  app.get(
    '/b2b/insurance/contracts/single/:id',
    {
      config: { auth: 'agent', permission: 'bookings.read' },
      schema: {
        tags,
        summary: 'One contract: plan, travellers, policy number, prices, documents and timeline',
        params: uuidParam,
        response: { 200: insuranceContractDto, ...errors },
      },
    },
    async (request) => contracts.view(buyerOf(request), request.params.id),
  );

  app.get(
    '/b2b/insurance/download-contract/:id',
    {
      config: { auth: 'agent', permission: 'bookings.read' },
      schema: {
        tags,
        summary:
          "The policy certificate PDF (view=client without price, view=sell with the client price; ?lang=en|ar, default the agency's client language)",
        params: uuidParam,
        querystring: insuranceDocumentQuery.extend(documentLanguageQuery.shape),
      },
    },
    async (request, reply) => {
      const view = request.query.view === 'sell' ? 'sell' : 'client';
      const { pdf, name } = await bookingVoucherPdf(
        deps,
        insuranceProduct,
        agentOf(request),
        request.params.id,
        view,
        await documentLanguageOf(deps, agentOf(request), request.query.lang, 'client'),
      );
      return sendPdf(reply, { pdf, name: name.replace(/^voucher/i, 'certificate') }, 'attachment');
    },
  );

  app.get(
    '/b2b/insurance/contracts/:id/invoice',
    {
      config: { auth: 'agent', permission: 'bookings.read' },
      schema: {
        tags,
        summary:
          "The tax invoice PDF (view=agent: what you paid; view=sell: your client's price; ?lang=en|ar, default the user's language, the client language for view=sell)",
        params: uuidParam,
        querystring: insuranceDocumentQuery.extend(documentLanguageQuery.shape),
      },
    },
    async (request, reply) => {
      const view = request.query.view === 'sell' ? 'sell' : 'agent';
      const doc = await bookingInvoicePdf(
        deps,
        insuranceProduct,
        agentOf(request),
        request.params.id,
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
    '/b2b/insurance/contracts/:id/cancel-quote',
    {
      config: { auth: 'agent', permission: 'bookings.cancel' },
      schema: {
        tags,
        summary: "What cancelling now refunds (the plan's rule; refused once cover has started)",
        params: uuidParam,
        response: { 200: insuranceCancelQuoteAnswer, ...errors },
      },
    },
    async (request) => contracts.cancelQuote(buyerOf(request), request.params.id),
  );

  app.post(
    '/b2b/insurance/contracts/:id/cancel',
    {
      config: { auth: 'agent', permission: 'bookings.cancel' },
      schema: {
        tags,
        summary:
          'Cancel before cover starts (Idempotency-Key): the insurer cancels, the refund goes back through the ledger; 409 after the start or when already cancelled',
        headers: idempotencyHeaders,
        params: uuidParam,
        body: insuranceCancelBody,
        response: { 200: insuranceCancelAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const buyer = buyerOf(request);
      const path = INSURANCE_PATHS.cancel(request.params.id);
      const answer = await contracts.cancel(
        buyer,
        idem(request, path, request.body),
        request.params.id,
        request.body.cancellationRemark,
      );
      return sendIdempotent(reply, answer);
    },
  );
};
