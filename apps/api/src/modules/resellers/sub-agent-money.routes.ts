import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorEnvelope,
  idempotencyHeaders,
  subAgentConfigurationAnswer,
  subAgentConfigurationBody,
  subAgentCreditLimitAnswer,
  subAgentCreditLimitBody,
  subAgentTransferAnswer,
  subAgentTransferBody,
  transactionsAnswer,
  transactionsQuery,
  uuidParam,
} from '@portal/contracts';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { replyIdempotent } from '../../lib/idempotency.ts';
import { agentOf } from '../../plugins/auth.ts';
import { actingAs } from '../../audit/index.ts';
import { subAgentConfiguration, updateSubAgentConfiguration } from './sub-agent-account.service.ts';
import {
  setSubAgentCreditLimit,
  subAgentTransactions,
  transferWithSubAgent,
} from './sub-agent-wallet.service.ts';

const errors = { '4xx': errorEnvelope };
const auth = { auth: 'reseller' } as const;
const tags = ['resellers'];

/** A sub-agent's module access, statement and money (reseller role only). */
export const subAgentMoneyRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const prefix = '/b2b/resellers';

  app.get(
    `${prefix}/configurations/sub-agent/:id`,
    {
      config: { ...auth, permission: 'sub-agents.manage' },
      schema: {
        tags,
        summary: "A sub-agent's module flags and its parent's (the most it can have)",
        params: uuidParam,
        response: { 200: subAgentConfigurationAnswer, ...errors },
      },
    },
    async (request) => subAgentConfiguration(deps, request.caller, request.params.id),
  );

  app.post(
    `${prefix}/configurations/sub-agent/update`,
    {
      config: { ...auth, permission: 'sub-agents.manage' },
      schema: {
        tags,
        summary: "Set a sub-agent's module flags; a module the parent lacks answers 400",
        body: subAgentConfigurationBody,
        response: { 200: subAgentConfigurationAnswer.extend({ message: z.string() }), ...errors },
      },
    },
    async (request) => updateSubAgentConfiguration(deps, request.caller, request.body),
  );

  app.get(
    `${prefix}/transactions/sub-agent/:id`,
    {
      config: { ...auth, permission: 'sub-agents.manage' },
      schema: {
        tags,
        summary: "A sub-agent's statement (same filters as the agent's own)",
        params: uuidParam,
        querystring: transactionsQuery,
        response: { 200: transactionsAnswer, ...errors },
      },
    },
    async (request) => subAgentTransactions(deps, request.caller, request.params.id, request.query),
  );

  app.post(
    `${prefix}/:id/wallet/transfer`,
    {
      config: { ...auth, permission: 'wallet.transfer' },
      schema: {
        tags,
        summary:
          "Move own funds to the sub-agent's wallet or take them back (Idempotency-Key required; never more than the giver's own available balance)",
        params: uuidParam,
        headers: idempotencyHeaders,
        body: subAgentTransferBody,
        response: { 200: subAgentTransferAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const { agentId } = agentOf(request);
      return replyIdempotent(deps, request, reply, `agent:${agentId}`, request.body, async (tx) => ({
        status: 200,
        body: await transferWithSubAgent(
          deps,
          tx,
          request.caller,
          request.params.id,
          request.body,
          actingAs(request),
        ),
      }));
    },
  );

  app.patch(
    `${prefix}/:id/wallet/credit-limit`,
    {
      config: { ...auth, permission: 'sub-agents.manage' },
      schema: {
        tags,
        summary:
          "Give the sub-agent a credit limit carved out of the reseller's available funds (reserved until lowered; 0 removes it)",
        params: uuidParam,
        body: subAgentCreditLimitBody,
        response: { 200: subAgentCreditLimitAnswer, ...errors },
      },
    },
    async (request) =>
      setSubAgentCreditLimit(deps, request.caller, request.params.id, request.body.amount, actingAs(request)),
  );
};
