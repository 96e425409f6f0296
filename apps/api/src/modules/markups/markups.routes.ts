import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actingAs } from '../../audit/index.ts';
import {
  attractionMarkupsAnswer,
  attractionMarkupsQuery,
  clientMarkupUpsertAnswer,
  clientMarkupUpsertBody,
  errorEnvelope,
  markupDeleteAnswer,
  subAgentMarkupUpsertAnswer,
  subAgentMarkupUpsertBody,
  uuidParam,
} from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import { agentOf } from '../../plugins/auth.ts';
import { hotelMarkupsRoutes } from './hotel-markups.routes.ts';
import { quotationMarkupsRoutes } from './quotation-markups.routes.ts';
import {
  attractionMarkups,
  removeClientMarkup,
  removeSubAgentMarkup,
  setClientMarkup,
  setSubAgentMarkup,
} from './markups.service.ts';

const errors = { '4xx': errorEnvelope };

export const markupsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  hotelMarkupsRoutes(app, deps);
  quotationMarkupsRoutes(app, deps);

  app.get(
    '/b2b/markups/attractions',
    {
      config: { auth: 'agent', permission: 'markups.manage' },
      schema: {
        tags: ['markups'],
        summary:
          "Every attraction activity with the caller's client markup, per-sub-agent markups (reseller) and previews",
        querystring: attractionMarkupsQuery,
        response: { 200: attractionMarkupsAnswer, ...errors },
      },
    },
    async (request) => {
      const c = agentOf(request);
      return attractionMarkups(
        deps,
        { agentId: c.agentId, role: c.role, parentId: c.parentId },
        request.query,
      );
    },
  );

  app.patch(
    '/b2b/resellers/client/markup/upsert',
    {
      config: { auth: 'agent', permission: 'markups.manage' },
      schema: {
        tags: ['markups'],
        summary: "Set the caller's client markup on an activity (flat in AED, or percentage; never negative)",
        body: clientMarkupUpsertBody,
        response: { 200: clientMarkupUpsertAnswer, ...errors },
      },
    },
    async (request) => setClientMarkup(deps, agentOf(request).agentId, request.body, actingAs(request)),
  );

  app.patch(
    '/b2b/resellers/subagent/markup/upsert',
    {
      config: { auth: 'reseller', permission: 'markups.manage' },
      schema: {
        tags: ['markups'],
        summary:
          "Set a sub-agent's markup on an activity (reseller only; the sub-agent must be the caller's)",
        body: subAgentMarkupUpsertBody,
        response: { 200: subAgentMarkupUpsertAnswer, ...errors },
      },
    },
    async (request) => setSubAgentMarkup(deps, agentOf(request).agentId, request.body, actingAs(request)),
  );

  app.delete(
    '/b2b/resellers/client/markup/delete/:id',
    {
      config: { auth: 'agent', permission: 'markups.manage' },
      schema: {
        tags: ['markups'],
        summary:
          "Delete one of the caller's client markups, attraction or hotel (spec section 7): answers _id and name",
        params: uuidParam,
        response: { 200: markupDeleteAnswer, ...errors },
      },
    },
    async (request) => removeClientMarkup(deps, agentOf(request), request.params.id, actingAs(request)),
  );

  app.delete(
    '/b2b/resellers/subagent/markup/delete/:id',
    {
      config: { auth: 'reseller', permission: 'markups.manage' },
      schema: {
        tags: ['markups'],
        summary:
          'Delete a markup the caller set for one of its sub-agents (spec section 7): answers _id and name',
        params: uuidParam,
        response: { 200: markupDeleteAnswer, ...errors },
      },
    },
    async (request) => removeSubAgentMarkup(deps, agentOf(request), request.params.id, actingAs(request)),
  );
};
