import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@portal/db';
import { percentOf } from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { findPayment } from '../payments/payments.repository.ts';
import { abandonPayment, checkoutUrl } from '../payments/payments.service.ts';
import { walletConfig } from '../wallet/wallet.config.ts';

/**
 * The booking core's card-order rules, shared by every product (guide section 4a): a card order
 * whose payment failed or ran out of time can be paid again (every line priced and reserved again,
 * a new payment) or discarded; an order still waiting for its card can be discarded too. The
 * product plugs in what it books; the core keeps the statuses, the lock order (payment, then order,
 * as the gateway callback and the expiry job), the open-payment reuse and the card fee.
 */

export const PAY_AGAIN_FROM = ['failed', 'expired'] as const;
export const DISCARD_FROM = ['failed', 'expired', 'pending_payment'] as const;

/** What the core needs to know of a product's order. */
export interface CardOrder {
  id: string;
  agentId: string;
  status: string;
  paymentMethod: 'wallet' | 'card';
  paymentId: string | null;
  referenceNumber: string;
  /** What the agent pays before the card fee, and the fee, in minor units. */
  totalAgentPrice: number;
  cardFee: number;
}

export interface CardPaymentStarted {
  paymentMethod: 'card';
  orderId: string;
  paymentId: string;
  paymentUrl: string;
  amount: number;
  feePercent: number;
  fee: number;
  total: number;
}

export type Reopened<Changed> =
  { kind: 'reopened'; amount: number } | { kind: 'price_changed'; answer: Changed };

export interface CardOrderProduct<Prepared, Changed> {
  readonly product: string;
  /** The order (locked for this transaction with `forUpdate`); null when there is none. */
  load(tx: Tx, orderId: string, forUpdate: boolean): Promise<CardOrder | null>;
  /**
   * Prices every line again for the order's buyer and reserves it again (tickets, seats, rooms),
   * moving the order back to pending_payment with the new prices and `fee`; or answers the changed
   * prices when the new total is not `expectedTotal` (the caller's transaction then rolls back).
   */
  reopen(
    deps: AppDeps,
    tx: Tx,
    order: CardOrder,
    input: { prepared: Prepared; expectedTotal: number; feePercent: number },
  ): Promise<Reopened<Changed>>;
  /** Starts the card payment with the product's return pages and links it to the order. */
  startPayment(
    deps: AppDeps,
    tx: Tx,
    order: CardOrder,
    charge: { amount: number; fee: number; feePercent: number; siteOrigin: string },
  ): Promise<CardPaymentStarted>;
  /** Releases what an unpaid order still holds and marks it discarded (its agent reference freed). */
  discard(deps: AppDeps, tx: Tx, order: CardOrder, reason: string): Promise<void>;
}

/** Locks the order's payment row before the order: the money lock order of the callback and expiry. */
async function lockPaymentOf(tx: DbOrTx, paymentId: string | null): Promise<void> {
  if (paymentId) await tx.execute(sql`select id from payments where id = ${paymentId} for update`);
}

async function ownedLocked<P, C>(
  tx: Tx,
  product: CardOrderProduct<P, C>,
  agentId: string,
  orderId: string,
): Promise<CardOrder> {
  // Read, then its payment locked, then the order locked: the order a gateway callback takes, so the
  // two never deadlock; the locked read sees what a callback that came first did.
  const first = await product.load(tx, orderId, false);
  if (first?.agentId !== agentId) throw notFound('Order');
  await lockPaymentOf(tx, first.paymentId);
  const order = await product.load(tx, orderId, true);
  if (!order) throw notFound('Order');
  // A payment started meanwhile (another request paid it again): lock that one too.
  if (order.paymentId !== first.paymentId) await lockPaymentOf(tx, order.paymentId);
  if (order.paymentMethod !== 'card')
    throw new AppError('CONFLICT', 'Only an order paid by card can be paid again or discarded.');
  return order;
}

/**
 * Pays a failed or expired card order again, inside the caller's idempotent transaction. A second
 * request while the new payment is still open answers that same payment (no second one is made).
 */
export async function payCardOrderAgain<P, C>(
  deps: AppDeps,
  tx: Tx,
  product: CardOrderProduct<P, C>,
  input: {
    agentId: string;
    orderId: string;
    expectedTotal?: number | undefined;
    siteOrigin: string;
    prepared: P;
  },
): Promise<{ status: 201; body: CardPaymentStarted } | { status: 409; body: C }> {
  const order = await ownedLocked(tx, product, input.agentId, input.orderId);
  if (order.status === 'pending_payment' && order.paymentId) {
    const open = await findPayment(tx, order.paymentId);
    if (open?.status === 'created') {
      const feePercent = walletConfig(deps.env).cardFeePercent;
      return {
        status: 201,
        body: {
          paymentMethod: 'card',
          orderId: order.id,
          paymentId: open.id,
          paymentUrl: checkoutUrl(new URL(open.successUrl).origin, open.id),
          amount: order.totalAgentPrice,
          feePercent,
          fee: order.cardFee,
          total: order.totalAgentPrice + order.cardFee,
        },
      };
    }
  }
  if (!(PAY_AGAIN_FROM as readonly string[]).includes(order.status))
    throw new AppError(
      'CONFLICT',
      `This order cannot be paid again: it is ${order.status.replace('_', ' ')}.`,
    );
  const feePercent = walletConfig(deps.env).cardFeePercent;
  const reopened = await product.reopen(deps, tx, order, {
    prepared: input.prepared,
    expectedTotal: input.expectedTotal ?? order.totalAgentPrice,
    feePercent,
  });
  if (reopened.kind === 'price_changed') return { status: 409, body: reopened.answer };
  const fee = percentOf(reopened.amount, feePercent);
  return {
    status: 201,
    body: await product.startPayment(deps, tx, order, {
      amount: reopened.amount,
      fee,
      feePercent,
      siteOrigin: input.siteOrigin,
    }),
  };
}

/**
 * Discards an unpaid card order: its open payment is closed first (a card result arriving later is
 * then refused, never lost: the gateway callback finds the payment settled), then the product
 * releases what it holds. Discarding a discarded order changes nothing.
 */
export async function discardCardOrder<P, C>(
  deps: AppDeps,
  product: CardOrderProduct<P, C>,
  agentId: string,
  orderId: string,
): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const order = await ownedLocked(tx, product, agentId, orderId);
    if (order.status === 'discarded') return;
    if (!(DISCARD_FROM as readonly string[]).includes(order.status))
      throw new AppError(
        'CONFLICT',
        `This order cannot be discarded: it is ${order.status.replace('_', ' ')}.`,
      );
    if (order.paymentId) await abandonPayment(deps, tx, order.paymentId, 'Order discarded by the agent');
    await product.discard(deps, tx, order, 'Discarded by the agent before payment.');
  });
}
