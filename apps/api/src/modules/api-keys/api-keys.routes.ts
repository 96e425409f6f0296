import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiKeyDto,
  apiKeyIdParams,
  apiKeySecretAnswer,
  apiKeysAnswer,
  createApiKeyBody,
  errorEnvelope,
} from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import { actingAs } from '../../audit/index.ts';
import { agentOf } from '../../plugins/auth.ts';
import { apiKeysService } from './api-keys.service.ts';

const errors = { '4xx': errorEnvelope };
const tags = ['api-keys'];
const manage = { auth: 'agent', permission: 'api-keys.manage' } as const;

/** An agency's API keys (issue 39): the keys page under the agency settings. */
export const apiKeysRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const keys = apiKeysService(deps);

  app.get(
    '/b2b/agency/api-keys',
    {
      config: manage,
      schema: {
        tags,
        summary: "The agency's API keys with their last use and usage (30 days: calls, errors, bookings)",
        response: { 200: apiKeysAnswer, ...errors },
      },
    },
    async (request) => ({ keys: await keys.list(agentOf(request).agentId) }),
  );

  app.post(
    '/b2b/agency/api-keys',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Create an API key; its secret is in this answer only',
        body: createApiKeyBody,
        response: { 201: apiKeySecretAnswer, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await keys.create(actingAs(request), agentOf(request).agentId, request.body)),
  );

  app.post(
    '/b2b/agency/api-keys/:id/rotate',
    {
      config: manage,
      schema: {
        tags,
        summary: 'A new secret for the key (in this answer only); the old one stops at once',
        params: apiKeyIdParams,
        response: { 200: apiKeySecretAnswer, ...errors },
      },
    },
    async (request) => keys.rotate(actingAs(request), agentOf(request).agentId, request.params.id),
  );

  app.post(
    '/b2b/agency/api-keys/:id/revoke',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Revoke the key: it stops at once on every node',
        params: apiKeyIdParams,
        response: { 200: apiKeyDto, ...errors },
      },
    },
    async (request) => keys.revoke(actingAs(request), agentOf(request).agentId, request.params.id),
  );
};
