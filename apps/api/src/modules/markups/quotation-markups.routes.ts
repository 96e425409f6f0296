import type { FastifyInstance } from 'fastify';
import { actingAs } from '../../audit/index.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorEnvelope,
  markupDeleteAnswer,
  QUOTATION_MARKUP_PATHS as PATHS,
  quotationClientMarkupInput,
  quotationMarkupDto,
  quotationMarkupsAnswer,
  quotationSubAgentMarkupDto,
  quotationSubAgentMarkupInput,
  uuidParam,
} from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import { agentOf } from '../../plugins/auth.ts';
import {
  quotationMarkups,
  removeQuotationClientMarkup,
  removeQuotationSubAgentMarkup,
  setQuotationClientMarkup,
  setQuotationSubAgentMarkup,
} from './quotation-markups.service.ts';

const errors = { '4xx': errorEnvelope };
const tags = ['markups', 'quotation'];
// Fastify path syntax for the id the contracts' path builders fill in.
const byId = (path: (id: string) => string) => path(':id');

/** Quotation markups per component (hotel, attraction, transfer, visa): the /markup/quotation page. */
export function quotationMarkupsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    PATHS.list,
    {
      config: { auth: 'agent', permission: 'markups.manage' },
      schema: {
        tags,
        summary: "Each quotation component with the caller's client markup and (reseller) its sub-agents'",
        response: { 200: quotationMarkupsAnswer, ...errors },
      },
    },
    async (request) => quotationMarkups(deps, agentOf(request)),
  );

  api.patch(
    PATHS.clientUpsert,
    {
      config: { auth: 'agent', permission: 'markups.manage' },
      schema: {
        tags,
        summary: "Set the caller's client markup on a quotation component (flat AED per unit, or percentage)",
        body: quotationClientMarkupInput,
        response: { 200: quotationMarkupDto, ...errors },
      },
    },
    async (request) =>
      setQuotationClientMarkup(deps, agentOf(request).agentId, request.body, actingAs(request)),
  );

  api.patch(
    PATHS.subAgentUpsert,
    {
      config: { auth: 'reseller', permission: 'markups.manage' },
      schema: {
        tags,
        summary: "Set a sub-agent's markup on a quotation component (reseller only)",
        body: quotationSubAgentMarkupInput,
        response: { 200: quotationSubAgentMarkupDto, ...errors },
      },
    },
    async (request) =>
      setQuotationSubAgentMarkup(deps, agentOf(request).agentId, request.body, actingAs(request)),
  );

  api.delete(
    byId(PATHS.clientDelete),
    {
      config: { auth: 'agent', permission: 'markups.manage' },
      schema: {
        tags,
        summary: "Delete one of the caller's quotation client markups: answers _id and the component name",
        params: uuidParam,
        response: { 200: markupDeleteAnswer, ...errors },
      },
    },
    async (request) =>
      removeQuotationClientMarkup(deps, agentOf(request).agentId, request.params.id, actingAs(request)),
  );

  api.delete(
    byId(PATHS.subAgentDelete),
    {
      config: { auth: 'reseller', permission: 'markups.manage' },
      schema: {
        tags,
        summary: 'Delete a quotation markup the caller set for one of its sub-agents (reseller only)',
        params: uuidParam,
        response: { 200: markupDeleteAnswer, ...errors },
      },
    },
    async (request) =>
      removeQuotationSubAgentMarkup(deps, agentOf(request).agentId, request.params.id, actingAs(request)),
  );
}
