import type { DbOrTx, PaymentPurpose } from '@portal/db';
import type { AppDeps } from '../../deps.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { requirePaymentGateway, type VerifiedCallback } from '../../suppliers/payment-gateway/index.ts';
import { settlerFor } from './payments.registry.ts';
import { findPayment, insertPayment, settlePayment, type PaymentRow } from './payments.repository.ts';

export interface StartPaymentInput {
  purpose: PaymentPurpose;
  agentId: string;
  /** Our order reference (deposit id, order id). */
  reference: string;
  /** Minor units, everything the card is charged (fees included). */
  amount: number;
  currency: string;
  description: string;
  /**
   * The web app's origin the agent pays from (checked by paymentReturnOrigin): the browser starts
   * there and comes back there. Success and cancel pages are paths of it.
   */
  siteOrigin: string;
  successPath: string;
  cancelPath: string;
}

/**
 * Where the browser starts paying: our checkout redirect on the agent's own address (the web app
 * reaches the API under its origin), which asks the gateway outside any transaction.
 */
export function checkoutUrl(siteOrigin: string, paymentId: string): string {
  return `${siteOrigin}/api/v1/payments/${paymentId}/checkout`;
}

/**
 * Records a payment inside the caller's transaction (for example with the deposit it pays for).
 * Without a configured gateway this throws 422 and the caller's transaction records nothing.
 */
export async function startPayment(
  deps: AppDeps,
  tx: DbOrTx,
  input: StartPaymentInput,
): Promise<{ payment: PaymentRow; paymentUrl: string }> {
  const { siteOrigin, successPath, cancelPath, ...rest } = input;
  const payment = await insertPayment(tx, {
    ...rest,
    successUrl: `${siteOrigin}${successPath}`,
    cancelUrl: `${siteOrigin}${cancelPath}`,
    gateway: requirePaymentGateway(deps).name,
    createdAt: deps.clock.now(),
  });
  return { payment, paymentUrl: checkoutUrl(siteOrigin, payment.id) };
}

/** The gateway's hosted page for a payment that is still open. */
export async function gatewayRedirect(deps: AppDeps, paymentId: string): Promise<string> {
  const payment = await findPayment(deps.database.db, paymentId);
  if (!payment) throw notFound('Payment');
  if (payment.status !== 'created')
    return payment.status === 'succeeded' ? payment.successUrl : payment.cancelUrl;
  const { redirectUrl } = await requirePaymentGateway(deps).createPayment({
    paymentId: payment.id,
    orderRef: payment.reference,
    amount: payment.amount,
    currency: payment.currency,
    description: payment.description,
    siteOrigin: new URL(payment.successUrl).origin,
  });
  return redirectUrl;
}

export interface CallbackOutcome {
  paymentId: string;
  status: 'succeeded' | 'failed';
  redirectUrl: string;
}

/**
 * Settles a payment from a gateway callback: signature (400), payment, order reference, amount and
 * currency (400 on any mismatch), then the single transition out of `created` (409 for a second
 * callback) and the purpose's settlement, all in one transaction.
 */
export async function handleCallback(
  deps: AppDeps,
  payload: unknown,
  onAfterCommitError: (err: unknown) => void = () => undefined,
): Promise<CallbackOutcome> {
  const verified: VerifiedCallback = requirePaymentGateway(deps).verifyCallback(payload);
  const payment = await findPayment(deps.database.db, verified.paymentId);
  if (!payment) throw badRequest('Unknown payment');
  if (payment.reference !== verified.orderRef)
    throw badRequest('The order reference does not match the payment');
  if (payment.amount !== verified.amount) throw badRequest('The amount does not match the payment');
  if (payment.currency !== verified.currency) throw badRequest('The currency does not match the payment');
  const reason = verified.status === 'failed' ? 'The card payment was declined or cancelled' : null;
  const outcome = await deps.database.db
    .transaction(async (tx) => {
      const settled = await settlePayment(tx, payment.id, {
        status: verified.status,
        nonce: verified.nonce,
        reason,
        at: deps.clock.now(),
      });
      if (!settled) throw new AppError('CONFLICT', 'This payment was already settled');
      const settler = settlerFor(settled.purpose);
      if (verified.status === 'succeeded') await settler.succeeded(deps, tx, settled);
      else await settler.failed(deps, tx, settled, reason ?? 'failed');
      return {
        paymentId: settled.id,
        status: verified.status,
        redirectUrl: verified.status === 'succeeded' ? settled.successUrl : settled.cancelUrl,
      };
    })
    .catch((err: unknown) => {
      const code =
        (err as { code?: string; cause?: { code?: string } }).code ??
        (err as { cause?: { code?: string } }).cause?.code;
      if (code === '23505') throw new AppError('CONFLICT', 'This callback was already used');
      throw err;
    });
  // The payment is settled whatever comes next; what failed here is caught up by the purpose's sweep.
  const settler = settlerFor(payment.purpose);
  if (outcome.status === 'succeeded' && settler.afterCommit)
    await settler.afterCommit(deps, { ...payment, status: 'succeeded' }).catch(onAfterCommitError);
  return outcome;
}

/** Closes a payment nobody paid (an abandoned checkout cancelled by the company); false if it already settled. */
export async function abandonPayment(
  deps: AppDeps,
  tx: DbOrTx,
  paymentId: string,
  reason: string,
): Promise<boolean> {
  const row = await settlePayment(tx, paymentId, {
    status: 'failed',
    nonce: null,
    reason,
    at: deps.clock.now(),
  });
  return row !== null;
}
