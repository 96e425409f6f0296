import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadCompanyConfig } from '../company/company.service.ts';
import type { AppDeps } from '../../deps.ts';
import type { SandboxGateway } from '../../suppliers/payment-gateway/index.ts';
import { challengePage, messagePage, payPage } from '../../suppliers/payment-gateway/sandbox-pages.ts';
import { findPayment, type PaymentRow } from './payments.repository.ts';
import { readCard, type CardForm } from './sandbox-card.ts';

const paymentParams = z.object({ paymentId: z.uuid() });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A plain HTML form post of the sandbox page. */
const sandboxFormRoute = (summary: string) => ({
  config: { auth: 'public' as const },
  schema: { tags: ['payments'], summary, params: paymentParams, body: z.record(z.string(), z.string()) },
});

/**
 * The sandbox gateway's hosted pages (registered only where sandboxes may run; every page carries
 * the sandbox label). The gateway side posts its signed callback to our callback route.
 */
export const sandboxPayRoutes: FastifyPluginAsyncZod<{ deps: AppDeps; gateway: SandboxGateway }> = async (
  app,
  { deps, gateway },
) => {
  // The hosted pages post plain HTML forms; parsed here only, the rest of the API stays JSON.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.get(
    '/payments/sandbox/pay/:paymentId',
    {
      config: { auth: 'public' },
      schema: { tags: ['payments'], summary: 'Sandbox hosted payment page (HTML)', params: paymentParams },
    },
    async (request, reply) => {
      const payment = await openPayment(deps, reply, request.params.paymentId);
      if (!payment) return reply;
      return html(reply, 200, payPage(await pageModel(deps, payment)));
    },
  );

  app.post(
    '/payments/sandbox/pay/:paymentId',
    sandboxFormRoute('Card form of the sandbox page'),
    async (request, reply) => {
      const payment = await openPayment(deps, reply, request.params.paymentId);
      if (!payment) return reply;
      const form = request.body as CardForm & { action?: string };
      await sleep(deps.env.SANDBOX_GATEWAY_LATENCY_MS);
      if (form.action === 'cancel') return deliver(app, gateway, deps, reply, payment, 'failed');
      const model = await pageModel(deps, payment);
      const card = readCard(form, deps.clock.now());
      if ('error' in card) return html(reply, 400, payPage({ ...model, error: card.error, values: form }));
      if (card.outcome === 'unknownCard')
        return html(
          reply,
          400,
          payPage({ ...model, error: 'This sandbox only accepts the test cards listed below', values: form }),
        );
      if (card.outcome === 'processingError' || Math.random() < deps.env.SANDBOX_GATEWAY_FAILURE_RATE)
        return providerError(reply, payment);
      if (card.outcome === 'challenge') {
        const token = gateway.challengeToken(payment.id);
        return html(reply, 200, challengePage({ ...model, token }));
      }
      return deliver(app, gateway, deps, reply, payment, card.outcome === 'approve' ? 'succeeded' : 'failed');
    },
  );

  app.post(
    '/payments/sandbox/pay/:paymentId/3ds',
    sandboxFormRoute('3-D Secure step of the sandbox page'),
    async (request, reply) => {
      const payment = await openPayment(deps, reply, request.params.paymentId);
      if (!payment) return reply;
      const form = request.body as { token?: string; otp?: string; action?: string };
      if (!form.token || !gateway.checkChallengeToken(payment.id, form.token))
        return html(
          reply,
          400,
          messagePage('Verification failed', 'Start the payment again from the merchant.'),
        );
      await sleep(deps.env.SANDBOX_GATEWAY_LATENCY_MS);
      if (form.action === 'cancel') return deliver(app, gateway, deps, reply, payment, 'failed');
      if (form.otp?.trim() !== '123456') {
        const model = await pageModel(deps, payment);
        return html(
          reply,
          400,
          challengePage({ ...model, token: form.token, error: 'The code is not correct. Try again.' }),
        );
      }
      return deliver(app, gateway, deps, reply, payment, 'succeeded');
    },
  );
};

async function pageModel(deps: AppDeps, payment: PaymentRow) {
  const company = await loadCompanyConfig(deps.database.db);
  return {
    paymentId: payment.id,
    merchant: company.companyName,
    description: payment.description,
    amount: payment.amount,
    currency: payment.currency,
  };
}

function html(reply: FastifyReply, status: number, body: string) {
  return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
}

/**
 * The payment a sandbox page acts on while it is still open; otherwise the page has already
 * answered (not found, or already processed) and this resolves to null.
 */
async function openPayment(
  deps: AppDeps,
  reply: FastifyReply,
  paymentId: string,
): Promise<PaymentRow | null> {
  const payment = await findPayment(deps.database.db, paymentId);
  if (!payment) {
    void html(reply, 404, messagePage('Payment not found', 'This payment link is not valid.'));
    return null;
  }
  if (payment.status !== 'created') {
    void closed(reply, payment);
    return null;
  }
  return payment;
}

function closed(reply: FastifyReply, payment: PaymentRow) {
  const href = payment.status === 'succeeded' ? payment.successUrl : payment.cancelUrl;
  return html(
    reply,
    409,
    messagePage('Payment already completed', 'This payment has already been processed.', {
      href,
      label: 'Return to the merchant',
    }),
  );
}

function providerError(reply: FastifyReply, payment: PaymentRow) {
  return html(
    reply,
    502,
    messagePage(
      'Payment could not be processed',
      'The payment provider could not process the card right now. No money was taken. Please try again.',
      { href: `/api/v1/payments/sandbox/pay/${payment.id}`, label: 'Try again' },
    ),
  );
}

/**
 * The gateway side of the sandbox: posts the signed callback to our callback route (in process,
 * through the full HTTP pipeline) and then sends the browser back to the merchant.
 */
async function deliver(
  app: FastifyInstance,
  gateway: SandboxGateway,
  deps: AppDeps,
  reply: FastifyReply,
  payment: PaymentRow,
  status: 'succeeded' | 'failed',
) {
  const body = gateway.signCallback({
    paymentId: payment.id,
    orderRef: payment.reference,
    amount: payment.amount,
    currency: payment.currency,
    status,
  });
  const res = await app.inject({ method: 'POST', url: '/api/v1/payments/sandbox/callback', payload: body });
  if (res.statusCode === 200) return reply.redirect(res.json<{ redirectUrl: string }>().redirectUrl, 303);
  if (res.statusCode === 409) {
    const now = await findPayment(deps.database.db, payment.id);
    return reply.redirect(now?.status === 'succeeded' ? payment.successUrl : payment.cancelUrl, 303);
  }
  return html(
    reply,
    502,
    messagePage(
      'Payment result not delivered',
      'The merchant did not accept the payment result. No money was taken.',
    ),
  );
}
