import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminBulkAnswer, adminBulkDepositsBody, errorEnvelope, idempotencyHeaders } from '@portal/contracts';
import { actingAs } from '../../audit/index.ts';
import type { AppDeps } from '../../deps.ts';
import { conflict } from '../../lib/app-error.ts';
import { eachOnItsOwn } from '../../lib/bulk.ts';
import { idempotencyKeyOf, requestFingerprint, runIdempotent } from '../../lib/idempotency.ts';
import { adminOf } from '../../plugins/auth.ts';
import { confirmDepositAsStaff } from './wallet-requests.service.ts';

/**
 * Staff confirm several bank deposits at once. Each deposit is confirmed on its own, exactly as the
 * single confirm route does it (its own transaction and idempotent answer under `<key>:<deposit id>`):
 * a deposit that is no longer pending is refused without touching the others, and a retry with the
 * same Idempotency-Key replays what each deposit answered, so none is ever credited twice.
 */
export const walletRequestsBulkRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/admin/wallets/deposits/bulk-confirm',
    {
      config: { auth: 'admin', permission: 'finance.deposits' },
      schema: {
        tags: ['wallet', 'admin'],
        summary:
          'Confirm several bank deposits: each credits its wallet once on its own; the answer has a result per deposit (Idempotency-Key required)',
        security: [{ bearer: [] }],
        headers: idempotencyHeaders,
        body: adminBulkDepositsBody,
        response: { 200: adminBulkAnswer, '4xx': errorEnvelope },
      },
    },
    async (request) => {
      const { adminId } = adminOf(request);
      const scope = `admin:${adminId}` as const;
      const key = idempotencyKeyOf(request);
      const who = actingAs(request);
      return eachOnItsOwn(
        request.body.ids,
        (id) => id,
        async (id) => {
          const answer = await runIdempotent(
            deps,
            {
              scope,
              key: `${key}:${id}`,
              fingerprint: requestFingerprint('POST', `/admin/wallets/deposits/${id}/confirm`, {}),
            },
            async (tx) => {
              const body = await confirmDepositAsStaff(deps, tx, id, scope, who);
              return { status: 200, body };
            },
          );
          // A replay answers what the deposit answered the first time, a refusal included.
          const body = answer.body as { message?: string; error?: string };
          if (answer.status >= 400) throw conflict(body.error ?? 'Not confirmed');
          return body.message ?? 'Confirmed';
        },
        request.log,
      );
    },
  );
};
