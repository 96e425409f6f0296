import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actingAs, recordAudit } from '../../audit/index.ts';
import { z } from 'zod';
import {
  errorEnvelope,
  idempotencyHeaders,
  withdrawalBody,
  withdrawalRecord,
  withdrawalsAnswer,
  withdrawalsQuery,
} from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import { replyIdempotent } from '../../lib/idempotency.ts';
import { agentOf } from '../../plugins/auth.ts';
import { requestWithdrawal, withdrawalOf, withdrawalsOf } from './withdrawals.service.ts';

const errors = { '4xx': errorEnvelope };

export const withdrawalsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/b2b/wallets/withdraw-requests',
    {
      config: { auth: 'agent', permission: 'wallet.withdraw' },
      schema: {
        tags: ['wallet'],
        summary:
          'Request a withdrawal to a bank account: the amount is held until the company pays or cancels (Idempotency-Key required)',
        headers: idempotencyHeaders,
        body: withdrawalBody,
        response: { 200: withdrawalRecord, ...errors },
      },
    },
    async (request, reply) => {
      const { agentId } = agentOf(request);
      const { currency: _currency, ...input } = request.body;
      return replyIdempotent(deps, request, reply, `agent:${agentId}`, request.body, async (tx) => {
        const body = await requestWithdrawal(deps, tx, agentId, input);
        // Who did it (issue 32): the agency's activity names its user; same transaction as the request.
        await recordAudit(tx, actingAs(request), {
          kind: 'withdrawal.request',
          object: { type: 'withdrawal', id: body.id },
          before: null,
          after: { number: body.number, amount: body.amount, bankName: body.bankName },
        });
        return { status: 200, body };
      });
    },
  );

  app.get(
    '/b2b/wallets/withdraw-requests/all',
    {
      config: { auth: 'agent', permission: 'wallet.read' },
      schema: {
        tags: ['wallet'],
        summary: "The agent's withdrawal requests, newest first",
        querystring: withdrawalsQuery,
        response: { 200: withdrawalsAnswer, ...errors },
      },
    },
    async (request) => {
      const { withdrawals, totalCount } = await withdrawalsOf(deps, {
        agentId: agentOf(request).agentId,
        ...request.query,
      });
      return { withdrawals, totalCount };
    },
  );

  app.get(
    '/b2b/wallets/withdraw-requests/:id',
    {
      config: { auth: 'agent', permission: 'wallet.read' },
      schema: {
        tags: ['wallet'],
        summary: 'One withdrawal request of the agent',
        params: z.object({ id: z.uuid() }),
        response: { 200: withdrawalRecord, ...errors },
      },
    },
    async (request) => withdrawalOf(deps, agentOf(request).agentId, request.params.id),
  );
};
