import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelope, paymentCallbackAnswer } from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import { sandboxPaymentGateway } from '../../suppliers/payment-gateway/index.ts';
import { gatewayRedirect, handleCallback } from './payments.service.ts';
import { sandboxPayRoutes } from './sandbox-pay.routes.ts';

const paymentParams = z.object({ paymentId: z.uuid() });

/**
 * Payment routes: the checkout redirect and, where sandboxes may run, the sandbox gateway's callback
 * and hosted pages (served by our API so that the whole flow runs without a third party). Elsewhere
 * those routes do not exist, so nobody can pay with a test card or post a sandbox callback.
 */
export const paymentsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/payments/:paymentId/checkout',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['payments'],
        summary: 'Sends the browser to the gateway page of an open payment (or its result page)',
        params: paymentParams,
        response: { '4xx': errorEnvelope },
      },
    },
    async (request, reply) => reply.redirect(await gatewayRedirect(deps, request.params.paymentId), 303),
  );

  const sandbox = sandboxPaymentGateway(deps.env);
  if (!sandbox) return;

  app.post(
    '/payments/sandbox/callback',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['payments'],
        summary: 'Signed result of a sandbox card payment (server to server)',
        body: z.unknown(),
        response: { 200: paymentCallbackAnswer, '4xx': errorEnvelope },
      },
    },
    async (request) =>
      handleCallback(deps, request.body, (err) =>
        request.log.error({ err }, 'work after a settled payment failed; its sweep will retry'),
      ),
  );
  await app.register(sandboxPayRoutes, { deps, gateway: sandbox });
};
