import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actingAs } from '../../audit/index.ts';
import {
  errorEnvelope,
  markupDeleteAnswer,
  uuidParam,
  visaClientMarkupInput,
  visaMarkupDto,
  visaMarkupsAnswer,
  visaSubAgentMarkupDto,
  visaSubAgentMarkupInput,
} from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import { agentOf } from '../../plugins/auth.ts';
import {
  removeVisaClientMarkup,
  removeVisaSubAgentMarkup,
  setVisaClientMarkup,
  setVisaSubAgentMarkup,
  visaMarkups,
} from './markups.service.ts';

const errors = { '4xx': errorEnvelope };

/** Visa markups (spec section 3 visaClientMarkup / visaAgentMarkup; section 7 deletes). */
export const visaMarkupRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/b2b/markups/visas',
    {
      config: { auth: 'agent', permission: 'markups.manage' },
      schema: {
        tags: ['markups', 'visa'],
        summary:
          "Every visa type with the caller's client markup, per-sub-agent markups (reseller) and previews",
        response: { 200: visaMarkupsAnswer, ...errors },
      },
    },
    (request) => visaMarkups(deps, agentOf(request)),
  );

  app.patch(
    '/b2b/client/visa/markup/upsert',
    {
      config: { auth: 'agent', permission: 'markups.manage' },
      schema: {
        tags: ['markups', 'visa'],
        summary: "Set the caller's client markup on a visa type (flat AED per traveller, or percentage)",
        body: visaClientMarkupInput,
        response: { 200: visaMarkupDto, ...errors },
      },
    },
    (request) => setVisaClientMarkup(deps, agentOf(request).agentId, request.body, actingAs(request)),
  );

  app.patch(
    '/b2b/subagent/visa/markup/upsert',
    {
      config: { auth: 'reseller', permission: 'markups.manage' },
      schema: {
        tags: ['markups', 'visa'],
        summary: "Set a sub-agent's markup on a visa type (reseller only)",
        body: visaSubAgentMarkupInput,
        response: { 200: visaSubAgentMarkupDto, ...errors },
      },
    },
    (request) => setVisaSubAgentMarkup(deps, agentOf(request).agentId, request.body, actingAs(request)),
  );

  app.delete(
    '/b2b/client/visa/markup/delete/:id',
    {
      config: { auth: 'agent', permission: 'markups.manage' },
      schema: {
        tags: ['markups', 'visa'],
        summary: 'Delete one of the caller’s visa client markups (spec section 7): answers _id and name',
        params: uuidParam,
        response: { 200: markupDeleteAnswer, ...errors },
      },
    },
    (request) => removeVisaClientMarkup(deps, agentOf(request).agentId, request.params.id, actingAs(request)),
  );

  app.delete(
    '/b2b/subagent/visa/markup/delete/:id',
    {
      config: { auth: 'reseller', permission: 'markups.manage' },
      schema: {
        tags: ['markups', 'visa'],
        summary:
          'Delete a visa markup the caller set for one of its sub-agents (spec section 7): answers _id and name',
        params: uuidParam,
        response: { 200: markupDeleteAnswer, ...errors },
      },
    },
    (request) =>
      removeVisaSubAgentMarkup(deps, agentOf(request).agentId, request.params.id, actingAs(request)),
  );
};
