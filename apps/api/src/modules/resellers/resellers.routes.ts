import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorEnvelope,
  registerSubAgentAnswer,
  registerSubAgentBody,
  resetSubAgentPasswordAnswer,
  subAgentAnswer,
  subAgentDetailsAnswer,
  subAgentsAnswer,
  subAgentsQuery,
  subAgentStatusBody,
  updateSubAgentBody,
  uuidParam,
} from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import { listOwnSubAgents, registerSubAgent, subAgentDetails, updateSubAgent } from './resellers.service.ts';
import { resetSubAgentPassword, setSubAgentStatus } from './sub-agent-account.service.ts';
import { subAgentMoneyRoutes } from './sub-agent-money.routes.ts';

const errors = { '4xx': errorEnvelope };
const auth = { auth: 'reseller' } as const;
const tags = ['resellers'];

/** A reseller's sub-agents (spec 2.1 group F, 3, 7; reseller role only: a sub-agent gets 403). */
export const resellersRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const prefix = '/b2b/resellers';

  app.get(
    `${prefix}/listAll`,
    {
      config: { ...auth, permission: 'sub-agents.manage' },
      schema: {
        tags,
        summary: "The reseller's sub-agents: search (name, company, e-mail, agent code), status, paging",
        querystring: subAgentsQuery,
        response: { 200: subAgentsAnswer, ...errors },
      },
    },
    async (request) => listOwnSubAgents(deps, request.caller, request.query),
  );

  app.post(
    `${prefix}/register`,
    {
      config: { ...auth, permission: 'sub-agents.manage' },
      schema: {
        tags,
        summary: 'Create a sub-agent (active at once); the generated password is answered once and e-mailed',
        body: registerSubAgentBody,
        response: { 200: registerSubAgentAnswer, ...errors },
      },
    },
    async (request) => registerSubAgent(deps, request.caller, request.body),
  );

  app.get(
    `${prefix}/single/:id`,
    {
      config: { ...auth, permission: 'sub-agents.manage' },
      schema: {
        tags,
        summary: 'One sub-agent with balance, pendingEarnings, totalEarnings and withdrawTotal (AED)',
        params: uuidParam,
        response: { 200: subAgentDetailsAnswer, ...errors },
      },
    },
    async (request) => subAgentDetails(deps, request.caller, request.params.id),
  );

  app.patch(
    `${prefix}/update/:id`,
    {
      config: { ...auth, permission: 'sub-agents.manage' },
      schema: {
        tags,
        summary: "Edit a sub-agent's details",
        params: uuidParam,
        body: updateSubAgentBody,
        response: { 200: subAgentAnswer, ...errors },
      },
    },
    async (request) => updateSubAgent(deps, request.caller, request.params.id, request.body),
  );

  app.patch(
    `${prefix}/:id/status`,
    {
      config: { ...auth, permission: 'sub-agents.manage' },
      schema: {
        tags,
        summary: 'Enable or disable a sub-agent (disabling ends its sessions at once)',
        params: uuidParam,
        body: subAgentStatusBody,
        response: { 200: subAgentAnswer, ...errors },
      },
    },
    async (request) => setSubAgentStatus(deps, request.caller, request.params.id, request.body.status),
  );

  app.post(
    `${prefix}/:id/reset-password`,
    {
      config: { ...auth, permission: 'sub-agents.manage' },
      schema: {
        tags,
        summary: 'Generate a new password for a sub-agent (answered once, e-mailed; its sessions end)',
        params: uuidParam,
        response: { 200: resetSubAgentPasswordAnswer, ...errors },
      },
    },
    async (request) => resetSubAgentPassword(deps, request.caller, request.params.id),
  );

  await app.register(subAgentMoneyRoutes, { deps });
};
