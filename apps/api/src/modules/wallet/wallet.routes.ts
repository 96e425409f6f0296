import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  WALLET_PATHS,
  errorEnvelope,
  idempotencyHeaders,
  transactionsAnswer,
  statementPdfQuery,
  transactionsFilter,
  transactionsQuery,
  walletAdjustmentBody,
  walletBalanceAnswer,
  walletPositionAnswer,
  walletSummaryAnswer,
} from '@portal/contracts';
import { documentLanguageOf } from '../../lib/documents/language.ts';
import type { AppDeps } from '../../deps.ts';
import { replyIdempotent } from '../../lib/idempotency.ts';
import { sendPdf, sendSheet } from '../../plugins/agent-request.ts';
import { adminOf, agentOf } from '../../plugins/auth.ts';
import { adjustWallet } from './adjustments.service.ts';
import { depositsRoutes } from './deposits.routes.ts';
import { statementPdf } from './statement-pdf.ts';
import { statementOf, statementSheet } from './statement.service.ts';
import { walletBalance, walletSummary } from './summary.service.ts';
import { withdrawalsRoutes } from './withdrawals.routes.ts';
import { actingAs } from '../../audit/index.ts';
import { CACHED_ANSWER_ROUTE, sendCachedAnswer } from '../../lib/cached-answer.ts';
import { walletService } from './wallet.service.ts';

const errors = { '4xx': errorEnvelope };

/** Wallet: balance, summary, statement and its Excel export, deposits, withdrawals, admin adjustments. */
export const walletRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const wallet = walletService(deps);
  app.get(
    '/b2b/transactions/balance',
    {
      ...CACHED_ANSWER_ROUTE,
      config: { auth: 'agent', permission: 'wallet.read' },
      schema: {
        tags: ['wallet'],
        summary: 'Wallet balance (AED): balance, pendingBalance (pending holds), creditAmount, creditUsed',
        response: { 200: walletBalanceAnswer, ...errors },
      },
    },
    // Every page's header asks for it: the position from memory while current (position-cache.ts), its
    // answer serialized once per position with an ETag (summary.service.ts).
    (request, reply) => sendCachedAnswer(request, reply, walletBalance(wallet, agentOf(request).agentId)),
  );

  app.get(
    '/b2b/wallets/summary',
    {
      config: { auth: 'agent', permission: 'wallet.read' },
      schema: {
        tags: ['wallet'],
        summary: 'Wallet summary for the wallet page: available, withdrawable, low-balance alert, card fee',
        response: { 200: walletSummaryAnswer, ...errors },
      },
    },
    async (request) => walletSummary(deps, agentOf(request).agentId),
  );

  app.get(
    '/b2b/transactions/all',
    {
      config: { auth: 'agent', permission: 'wallet.read' },
      schema: {
        tags: ['wallet'],
        summary: 'Statement: newest first, filters, skip/limit, running balance per row',
        querystring: transactionsQuery,
        response: { 200: transactionsAnswer, ...errors },
      },
    },
    async (request) => statementOf(deps, agentOf(request).agentId, request.query),
  );

  app.get(
    '/b2b/transactions/all/sheet',
    {
      config: { auth: 'agent', permission: 'wallet.read' },
      schema: {
        tags: ['wallet'],
        summary: 'Statement as an Excel workbook (same filters, at most 10,000 rows)',
        querystring: transactionsFilter,
      },
    },
    async (request, reply) => {
      const file = await statementSheet(deps, agentOf(request).agentId, request.query);
      return sendSheet(reply, file, 'transactions.xlsx');
    },
  );

  app.get(
    WALLET_PATHS.transactionsPdf,
    {
      config: { auth: 'agent', permission: 'wallet.read' },
      schema: {
        tags: ['wallet'],
        summary:
          "Statement of account as a PDF: the rows of the screen (same filters), opening and closing balance (?lang=en|ar, default the user's language)",
        querystring: statementPdfQuery,
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await statementPdf(
          deps,
          agentOf(request).agentId,
          request.query,
          await documentLanguageOf(deps, agentOf(request), request.query.lang, 'agent'),
        ),
        'attachment',
      ),
  );

  app.post(
    '/admin/wallets/adjustments',
    {
      config: { auth: 'admin', permission: 'finance.wallet' },
      schema: {
        tags: ['wallet', 'admin'],
        summary: 'Credit or debit an agent wallet with a reason (Idempotency-Key required)',
        headers: idempotencyHeaders,
        body: walletAdjustmentBody,
        response: { 200: walletPositionAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const admin = adminOf(request);
      return replyIdempotent(deps, request, reply, `admin:${admin.adminId}`, request.body, async (tx) => ({
        status: 200,
        body: await adjustWallet(deps, tx, request.body, `admin:${admin.adminId}`, actingAs(request)),
      }));
    },
  );

  await app.register(depositsRoutes, { deps });
  await app.register(withdrawalsRoutes, { deps });
};
