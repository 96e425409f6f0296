import { z } from 'zod';
import { actingAs } from '../../audit/index.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminQuotationListQuery,
  errorEnvelope,
  idempotencyHeaders,
  QUOTATION_PATHS,
  quotationAmendmentDto,
  quotationConfirmInput,
  quotationCostingDto,
  quotationDraftInput,
  quotationHotelsAnswer,
  quotationHotelsQuery,
  quotationInitialAnswer,
  quotationListAnswer,
  quotationListQuery,
  quotationNumberParam,
  quotationPriceChangedAnswer,
  uuidParam,
  documentLanguageQuery,
} from '@portal/contracts';
import { documentLanguageOf } from '../../lib/documents/language.ts';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { runIdempotent, storedAnswer, type IdempotencyRequest } from '../../lib/idempotency.ts';
import { agentIdempotency as idem, buyerOf, sendIdempotent, sendPdf } from '../../plugins/agent-request.ts';
import { agentOf } from '../../plugins/auth.ts';
import type { Tx } from '@portal/db';
import { quotationInitialData, quotationHotels } from './lookups.service.ts';
import { quotationPdf } from './quotation-document.ts';
import { quotationsService, type Reader } from './quotations.service.ts';
import './quotation.product.ts';

const errors = { '4xx': errorEnvelope, 503: errorEnvelope };
/**
 * Pricing a draft asks the hotel suppliers once per occupancy and child age of every hotel (up to a few
 * hundred searches for the largest draft): a ceiling per address keeps one client from flooding them.
 */
const pricingLimit = { max: 120, timeWindow: 60_000 };
const tags = ['quotations'];
const agentReader = (request: FastifyRequest): Reader => ({
  kind: 'agent',
  agentId: agentOf(request).agentId,
  role: agentOf(request).role,
});
/** Reading routes open to company staff too (the back office's quotations): an admin reads any quotation. */
const readerOf = (request: FastifyRequest): Reader =>
  request.caller?.kind === 'admin' ? { kind: 'admin' } : agentReader(request);

/** Quotations (spec section 2.1 group B, section 7 lists; original-api-notes section 14). */
export const quotationsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const service = quotationsService(deps);

  /** A stored answer first; else price outside the transaction, then store under the key. */
  const idempotent = async (
    req: IdempotencyRequest,
    prepare: () => Promise<(tx: Tx) => Promise<{ status: number; body: unknown }>>,
  ) => (await storedAnswer(deps, req)) ?? runIdempotent(deps, req, await prepare());

  app.get(
    QUOTATION_PATHS.initial,
    {
      config: { auth: 'agent', permission: 'quotations.manage' },
      schema: {
        tags,
        summary:
          'What the quotation form chooses from: airports and terminals, hotel cities, vehicles, excursions, visas',
        response: { 200: quotationInitialAnswer, ...errors },
      },
    },
    async () => quotationInitialData(deps),
  );

  app.get(
    QUOTATION_PATHS.hotels,
    {
      config: { auth: 'agent', permission: 'quotations.manage' },
      schema: {
        tags,
        summary: 'Hotels of a city or matching a text, with room types and boards, for a stay option',
        querystring: quotationHotelsQuery,
        response: { 200: quotationHotelsAnswer, ...errors },
      },
    },
    async (request) => quotationHotels(deps, request.query),
  );

  app.post(
    QUOTATION_PATHS.preview,
    {
      config: { auth: 'agent', permission: 'quotations.manage', rateLimit: pricingLimit },
      schema: {
        tags,
        summary: 'Price a quotation draft without saving it (per person per stay option and occupancy)',
        body: quotationDraftInput,
        response: { 200: quotationCostingDto, ...errors },
      },
    },
    (request) => service.preview(buyerOf(request), request.body, request.log),
  );

  app.post(
    QUOTATION_PATHS.create,
    {
      config: { auth: 'agent', permission: 'quotations.manage', rateLimit: pricingLimit },
      schema: {
        tags,
        summary: 'Create a quotation (Idempotency-Key): priced, stored as amendment 1',
        headers: idempotencyHeaders,
        body: quotationDraftInput,
        response: { 201: quotationAmendmentDto, ...errors },
      },
    },
    async (request, reply) => {
      const req = idem(request, QUOTATION_PATHS.create, request.body);
      const answer = await idempotent(req, () =>
        service.create(buyerOf(request), request.body, request.log, actingAs(request)),
      );
      return sendIdempotent(reply, answer);
    },
  );

  app.patch(
    '/quotations/update/:quotationNumber',
    {
      config: { auth: 'agent', permission: 'quotations.manage', rateLimit: pricingLimit },
      schema: {
        tags,
        summary:
          'Edit a quotation (Idempotency-Key): always a new amendment; a confirmed quotation answers 409',
        headers: idempotencyHeaders,
        params: quotationNumberParam,
        body: quotationDraftInput,
        response: { 201: quotationAmendmentDto, ...errors },
      },
    },
    async (request, reply) => {
      const { quotationNumber } = request.params;
      const req = idem(request, QUOTATION_PATHS.update(quotationNumber), request.body);
      const answer = await idempotent(req, () =>
        service.update(buyerOf(request), quotationNumber, request.body, request.log, actingAs(request)),
      );
      return sendIdempotent(reply, answer);
    },
  );

  app.get(
    QUOTATION_PATHS.list,
    {
      config: { auth: 'agent', permission: 'bookings.read' },
      schema: {
        tags,
        summary: "The caller's quotations (a reseller's include its sub-agents'), newest first, 10 a page",
        querystring: quotationListQuery,
        response: { 200: quotationListAnswer, ...errors },
      },
    },
    (request) => service.list(agentReader(request), request.query),
  );

  app.get(
    QUOTATION_PATHS.adminList,
    {
      config: { auth: 'admin', permission: 'back-office.read' },
      schema: {
        tags: [...tags, 'admin'],
        summary: "Every agent's quotations for the company, filtered by agent (code or id), dates and number",
        querystring: adminQuotationListQuery,
        response: { 200: quotationListAnswer, ...errors },
      },
    },
    (request) => service.list({ kind: 'admin' }, request.query),
  );

  app.get(
    '/quotations/amendments/:quotationNumber',
    {
      config: { auth: 'agent-or-admin', permission: 'bookings.read' },
      schema: {
        tags,
        summary: 'Every version of a quotation, oldest first',
        params: quotationNumberParam,
        response: { 200: z.array(quotationAmendmentDto), ...errors },
      },
    },
    (request) => service.amendments(readerOf(request), request.params.quotationNumber),
  );

  app.get(
    '/quotations/amendment/:id',
    {
      config: { auth: 'agent-or-admin', permission: 'bookings.read' },
      schema: {
        tags,
        summary: 'One version of a quotation: its draft and everything priced',
        params: uuidParam,
        response: { 200: quotationAmendmentDto, ...errors },
      },
    },
    (request) => service.amendment(readerOf(request), request.params.id),
  );

  app.get(
    '/quotations/amendment/:id/pdf',
    {
      config: { auth: 'agent-or-admin', permission: 'bookings.read' },
      schema: {
        tags,
        summary:
          "The quotation as a PDF for the client (the client's prices, the agent's branding; ?lang=en|ar, default the agency's client language, English for staff)",
        params: uuidParam,
        querystring: documentLanguageQuery,
        response: { '4xx': errorEnvelope },
      },
    },
    async (request, reply) => {
      const { amendment, agentId } = await service.document(readerOf(request), request.params.id);
      const language =
        request.caller?.kind === 'admin'
          ? (request.query.lang ?? 'en')
          : await documentLanguageOf(deps, { agentId }, request.query.lang, 'client');
      return sendPdf(reply, await quotationPdf(deps, amendment, agentId, language));
    },
  );

  app.patch(
    '/quotations/amendment/confirm/:id',
    {
      config: { auth: 'agent', permission: 'bookings.book' },
      schema: {
        tags,
        summary:
          "Confirm the latest amendment (Idempotency-Key): the stay option, rooms per occupancy, comments. It is priced again: 409 PRICE_CHANGED when the party total moved from expectedTotal (default: the amendment's)",
        headers: idempotencyHeaders,
        params: uuidParam,
        body: quotationConfirmInput,
        response: {
          200: quotationAmendmentDto,
          409: z.union([quotationPriceChangedAnswer, errorEnvelope]),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const req = idem(request, QUOTATION_PATHS.confirm(request.params.id), request.body);
      const answer = await idempotent(req, () =>
        service.confirm(buyerOf(request), request.params.id, request.body, request.log, actingAs(request)),
      );
      return sendIdempotent(reply, answer);
    },
  );
};
