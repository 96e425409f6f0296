import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAgentDetailAnswer,
  adminAgentFlagsAnswer,
  adminAgentFlagsBody,
  adminAgentListAnswer,
  adminAgentListQuery,
  adminAgentStatusAnswer,
  adminAgentStatusBody,
  adminCreditLimitAnswer,
  adminCreditLimitBody,
  adminPayLaterLimitAnswer,
  adminPayLaterLimitBody,
  errorEnvelope,
  messageAnswer,
  uuidParam,
} from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import { adminOf } from '../../plugins/auth.ts';
import {
  agentDetail,
  listAgents,
  sendAgentPasswordReset,
  setAgentCreditLimit,
  setAgentPayLaterLimit,
  setAgentStatus,
  updateAgentFlags,
} from './agents.admin.service.ts';

const errors = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
};
const staff = { auth: 'admin' as const };
const tags = ['admin'];
const security = [{ bearer: [] }];

/** The back office's agent management (the same services as the agents:* and wallet:* commands). */
export const agentsAdminRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/admin/agents',
    {
      config: staff,
      schema: {
        tags,
        security,
        summary: 'Agents newest first: search (code, company, name, e-mail), status and role filters',
        querystring: adminAgentListQuery,
        response: { 200: adminAgentListAnswer, ...errors },
      },
    },
    (request) => listAgents(deps, request.query),
  );

  app.get(
    '/admin/agents/:id',
    {
      config: staff,
      schema: {
        tags,
        security,
        summary: 'An agent in full: profile, module flags, wallet, parent, documents, last transactions',
        params: uuidParam,
        response: { 200: adminAgentDetailAnswer, ...errors },
      },
    },
    (request) => agentDetail(deps, request.params.id),
  );

  app.patch(
    '/admin/agents/:id/status',
    {
      config: staff,
      schema: {
        tags,
        security,
        summary: 'Approve (pending -> ok, mails the agent), enable (-> ok) or disable (ends its sessions)',
        params: uuidParam,
        body: adminAgentStatusBody,
        response: { 200: adminAgentStatusAnswer, ...errors },
      },
    },
    (request) => setAgentStatus(deps, request.params.id, request.body.status),
  );

  app.patch(
    '/admin/agents/:id/credit-limit',
    {
      config: { ...staff, permission: 'finance.credit' },
      schema: {
        tags,
        security,
        summary: 'Set the credit limit of the agent wallet in AED (0 removes credit)',
        params: uuidParam,
        body: adminCreditLimitBody,
        response: { 200: adminCreditLimitAnswer, ...errors },
      },
    },
    (request) =>
      setAgentCreditLimit(deps, request.params.id, request.body.creditLimit, adminOf(request).adminId),
  );

  app.patch(
    '/admin/agents/:id/pay-later-limit',
    {
      config: { ...staff, permission: 'finance.credit' },
      schema: {
        tags,
        security,
        summary:
          "Set the agent's cap on open (unpaid) pay-later bookings in AED (0: no pay later; null: the company default)",
        params: uuidParam,
        body: adminPayLaterLimitBody,
        response: { 200: adminPayLaterLimitAnswer, ...errors },
      },
    },
    (request) => setAgentPayLaterLimit(deps, request.params.id, request.body.payLaterLimit),
  );

  app.patch(
    '/admin/agents/:id/flags',
    {
      config: staff,
      schema: {
        tags,
        security,
        summary: 'Switch module flags of an agent (its sub-agents lose the modules it loses)',
        params: uuidParam,
        body: adminAgentFlagsBody,
        response: { 200: adminAgentFlagsAnswer, ...errors },
      },
    },
    (request) => updateAgentFlags(deps, request.params.id, request.body),
  );

  app.post(
    '/admin/agents/:id/password-reset',
    {
      config: staff,
      schema: {
        tags,
        security,
        summary: 'Mail the agent a link to choose a new password (staff never see the password)',
        params: uuidParam,
        response: { 200: messageAnswer, ...errors },
      },
    },
    (request) => sendAgentPasswordReset(deps, request.params.id),
  );
};
