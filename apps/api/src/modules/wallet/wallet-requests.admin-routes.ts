import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCancelRequestBody,
  adminConfirmWithdrawalBody,
  adminDepositActionAnswer,
  adminDepositsAnswer,
  adminDepositsQuery,
  adminRequestParams,
  adminWithdrawalActionAnswer,
  adminWithdrawalsAnswer,
  adminWithdrawalsQuery,
  errorEnvelope,
  idempotencyHeaders,
} from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import { replyIdempotent } from '../../lib/idempotency.ts';
import { adminOf } from '../../plugins/auth.ts';
import { actingAs } from '../../audit/index.ts';
import {
  cancelDepositAsStaff,
  cancelWithdrawalAsStaff,
  confirmDepositAsStaff,
  confirmWithdrawalAsStaff,
  staffDeposits,
  staffWithdrawals,
} from './wallet-requests.service.ts';

const errors = { '4xx': errorEnvelope };
const DEPOSITS = '/admin/wallets/deposits';
const WITHDRAWALS = '/admin/wallets/withdrawals';

/** Back office: deposits and withdrawals agents asked for, confirmed or cancelled by staff. */
export const walletRequestsAdminRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    DEPOSITS,
    {
      config: { auth: 'admin', permission: 'back-office.read' },
      schema: {
        tags: ['wallet', 'admin'],
        summary:
          'Deposit requests newest first (status default pending; search agent code, company, reference or number)',
        security: [{ bearer: [] }],
        querystring: adminDepositsQuery,
        response: { 200: adminDepositsAnswer, ...errors },
      },
    },
    (request) => staffDeposits(deps, request.query),
  );

  app.post(
    `${DEPOSITS}/:id/confirm`,
    {
      config: { auth: 'admin', permission: 'finance.deposits' },
      schema: {
        tags: ['wallet', 'admin'],
        summary:
          'Confirm a received bank transfer: credits the wallet once (Idempotency-Key required; 409 unless pending)',
        security: [{ bearer: [] }],
        headers: idempotencyHeaders,
        params: adminRequestParams,
        response: { 200: adminDepositActionAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const { adminId } = adminOf(request);
      return replyIdempotent(deps, request, reply, `admin:${adminId}`, {}, async (tx) => ({
        status: 200,
        body: await confirmDepositAsStaff(deps, tx, request.params.id, `admin:${adminId}`, actingAs(request)),
      }));
    },
  );

  app.post(
    `${DEPOSITS}/:id/cancel`,
    {
      config: { auth: 'admin', permission: 'finance.deposits' },
      schema: {
        tags: ['wallet', 'admin'],
        summary:
          'Cancel a pending deposit request with a reason; nothing is credited (Idempotency-Key required)',
        security: [{ bearer: [] }],
        headers: idempotencyHeaders,
        params: adminRequestParams,
        body: adminCancelRequestBody,
        response: { 200: adminDepositActionAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const { adminId } = adminOf(request);
      return replyIdempotent(deps, request, reply, `admin:${adminId}`, request.body, async (tx) => ({
        status: 200,
        body: await cancelDepositAsStaff(
          deps,
          tx,
          request.params.id,
          request.body.reason,
          `admin:${adminId}`,
          actingAs(request),
        ),
      }));
    },
  );

  app.get(
    WITHDRAWALS,
    {
      config: { auth: 'admin', permission: 'back-office.read' },
      schema: {
        tags: ['wallet', 'admin'],
        summary:
          'Withdrawal requests newest first (status default pending; search agent code, company, bank, holder or number)',
        security: [{ bearer: [] }],
        querystring: adminWithdrawalsQuery,
        response: { 200: adminWithdrawalsAnswer, ...errors },
      },
    },
    (request) => staffWithdrawals(deps, request.query),
  );

  app.post(
    `${WITHDRAWALS}/:id/confirm`,
    {
      config: { auth: 'admin', permission: 'finance.withdrawals' },
      schema: {
        tags: ['wallet', 'admin'],
        summary:
          "Confirm a withdrawal was paid out with the bank's payment reference (the agent's statement shows it): the held amount leaves the wallet (Idempotency-Key required; 409 unless pending)",
        security: [{ bearer: [] }],
        headers: idempotencyHeaders,
        params: adminRequestParams,
        body: adminConfirmWithdrawalBody,
        response: { 200: adminWithdrawalActionAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const { adminId } = adminOf(request);
      return replyIdempotent(deps, request, reply, `admin:${adminId}`, request.body, async (tx) => ({
        status: 200,
        body: await confirmWithdrawalAsStaff(
          deps,
          tx,
          request.params.id,
          `admin:${adminId}`,
          request.body.paymentReference,
          actingAs(request),
        ),
      }));
    },
  );

  app.post(
    `${WITHDRAWALS}/:id/cancel`,
    {
      config: { auth: 'admin', permission: 'finance.withdrawals' },
      schema: {
        tags: ['wallet', 'admin'],
        summary:
          'Cancel a withdrawal with a reason: the held amount returns to the wallet once (Idempotency-Key required)',
        security: [{ bearer: [] }],
        headers: idempotencyHeaders,
        params: adminRequestParams,
        body: adminCancelRequestBody,
        response: { 200: adminWithdrawalActionAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const { adminId } = adminOf(request);
      return replyIdempotent(deps, request, reply, `admin:${adminId}`, request.body, async (tx) => ({
        status: 200,
        body: await cancelWithdrawalAsStaff(
          deps,
          tx,
          request.params.id,
          request.body.reason,
          `admin:${adminId}`,
          actingAs(request),
        ),
      }));
    },
  );
};
