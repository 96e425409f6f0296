import { randomUUID } from 'node:crypto';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import {
  bookingLines,
  bookingOrders,
  idempotencyKeys,
  queryRows,
  type BookingPaymentMethod,
  type Tx,
} from '@portal/db';
import { formatMoney, percentOf } from '@portal/domain';
import type { AppDeps } from '../../../deps.ts';
import { AppError, badRequest, notFound } from '../../../lib/app-error.ts';
import { faultPoint } from '../../../lib/faults.ts';
import { runIdempotent, type IdempotencyRequest, type IdempotentAnswer } from '../../../lib/idempotency.ts';
import { registerPaymentSettler } from '../../payments/payments.registry.ts';
import { abandonPayment, startPayment } from '../../payments/payments.service.ts';
import { walletConfig } from '../../wallet/wallet.config.ts';
import { walletService } from '../../wallet/wallet.service.ts';
import { policyFeeAt } from './fees.ts';
import {
  applyLineOutcomes,
  applyOutcome,
  BOOKING_FAULTS,
  endOpenLines,
  finishOrder,
  isPaid,
  mailAgent,
  recordLineEarning,
  refundLine,
  reverseLineEarning,
  settleWalletOrder,
  takeCardPayment,
  voidOrderHold,
  needsSupplierCall,
} from './money.ts';
import {
  bookingProduct,
  type BookingProduct,
  type Buyer,
  type CoreLine,
  type CoreOrder,
  type PricedBooking,
  type SupplierOutcome,
} from './product.ts';
import {
  addEvent,
  findOrder,
  isUniqueViolation,
  linesOfOrder,
  lockOrder,
  moveLine,
  moveOrder,
  newReference,
  nextInvoiceNumber,
} from './repository.ts';

/** How long an unpaid card checkout keeps what it reserved. */
export const CARD_CHECKOUT_MINUTES = 20;

export interface CardPages {
  /** Web paths the gateway returns to (success, failure) for this order. */
  success(orderId: string): string;
  failure(orderId: string): string;
}

export interface CreateBookingArgs<Input> {
  buyer: Buyer;
  input: Input;
  paymentMethod: BookingPaymentMethod;
  /** The total agent price the agent confirmed; another total answers 409 PRICE_CHANGED. */
  expectedPrice: number;
  agentReferenceNumber: string;
  lead: { name: string; email: string; phone: string };
  /** Card: the checked web origin to return to, and the pages. */
  siteOrigin?: string | null;
  pages?: CardPages;
}

export interface CardStarted {
  paymentId: string;
  paymentUrl: string;
  amount: number;
  feePercent: number;
  fee: number;
  total: number;
}

export interface CreatedBooking {
  orderId: string;
  paymentMethod: BookingPaymentMethod;
  payment: CardStarted | null;
}

export interface PriceChanged {
  error: string;
  status: 409;
  code: 'PRICE_CHANGED';
  expectedPrice: number;
  agentPrice: number;
  sellPrice: number;
}

export type CreateAnswer = { status: 201; body: CreatedBooking } | { status: 409; body: PriceChanged };

const SYSTEM = 'system';
type MoneyKey = 'net' | 'agentPrice' | 'sellPrice' | 'vat' | 'parentEarning';
const sum = (lines: readonly PricedBooking<unknown>['lines'][number][], key: MoneyKey) =>
  lines.reduce((s, l) => s + l.price[key], 0);

/**
 * Creates a booking (guide 4a): the product prices it outside any transaction; then, in the
 * idempotent transaction, the order, its lines, the product's reserve and the money (wallet hold,
 * card payment start, or nothing for pay later) commit together. A wallet order is then booked with
 * its suppliers and captured (completeBooking); a pay-later order is booked without money.
 */
export async function createBooking<Input, Detail>(
  deps: AppDeps,
  product: BookingProduct<Input, Detail>,
  idempotency: IdempotencyRequest,
  args: CreateBookingArgs<Input>,
): Promise<IdempotentAnswer<CreatedBooking | PriceChanged>> {
  // A key already used answers its stored result (or 409 while running, 422 for another body)
  // without pricing again: the product's reservation (a hold) may be spent by the first request.
  const answer = (await isKnownKey(deps, idempotency))
    ? await replayStored<CreatedBooking | PriceChanged>(deps, idempotency)
    : await (async () => {
        const priced = await product.price(deps, args.buyer, args.input);
        return runIdempotent<CreatedBooking | PriceChanged>(deps, idempotency, (tx) =>
          placeBooking(deps, tx, product, args, priced),
        );
      })();
  if (answer.status === 201) {
    const created = answer.body as CreatedBooking;
    if (created.paymentMethod === 'wallet') await completeBooking(deps, product, created.orderId);
    if (created.paymentMethod === 'pay_later') await bookUnpaid(deps, product, created.orderId);
  }
  return answer;
}

/** Whether this Idempotency-Key was already used in its scope (answered, or still running). */
export async function isKnownKey(deps: AppDeps, idempotency: IdempotencyRequest): Promise<boolean> {
  const [known] = await deps.database.db
    .select({ key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, idempotency.scope), eq(idempotencyKeys.key, idempotency.key)));
  return Boolean(known);
}

/** The stored answer of a known key (409 while it is still running, 422 for another body). */
function replayStored<T>(deps: AppDeps, idempotency: IdempotencyRequest): Promise<IdempotentAnswer<T>> {
  return runIdempotent<T>(deps, idempotency, () => {
    throw new AppError('CONFLICT', 'A request with this Idempotency-Key is still being processed');
  });
}

async function placeBooking<Input, Detail>(
  deps: AppDeps,
  tx: Tx,
  product: BookingProduct<Input, Detail>,
  args: CreateBookingArgs<Input>,
  priced: PricedBooking<Detail>,
): Promise<CreateAnswer> {
  const now = deps.clock.now();
  const { lines } = priced;
  if (lines.length === 0) throw badRequest('Nothing to book.');
  const total = sum(lines, 'agentPrice');
  const changed = product.priceChanged?.(priced, args.input);
  if (changed) return { status: 409, body: changed as unknown as PriceChanged };
  if (!product.priceChanged && total !== args.expectedPrice)
    return {
      status: 409,
      body: {
        error: 'The price has changed since you saw it. Please review the new price and confirm.',
        status: 409,
        code: 'PRICE_CHANGED',
        expectedPrice: args.expectedPrice,
        agentPrice: total,
        sellPrice: sum(lines, 'sellPrice'),
      },
    };
  if (args.paymentMethod === 'pay_later' && !(priced.payLaterUntil && priced.payLaterUntil > now))
    throw badRequest(
      'Pay later is not available for this rate: it is not refundable or its deadline has passed.',
      {
        paymentMethod: ['Pay later is not available'],
      },
    );
  if (args.paymentMethod === 'card' && total === 0)
    throw badRequest('Nothing to pay by card: choose the wallet.');

  const feePercent = walletConfig(deps.env).cardFeePercent;
  const cardFee = args.paymentMethod === 'card' ? percentOf(total, feePercent) : 0;
  const orderId = randomUUID();
  const referenceNumber = newReference(product.referencePrefix);
  const first = lines[0]!;
  const status =
    args.paymentMethod === 'wallet'
      ? 'processing'
      : args.paymentMethod === 'card'
        ? 'pending_payment'
        : 'unpaid';
  try {
    await tx.insert(bookingOrders).values({
      id: orderId,
      product: product.product,
      referenceNumber,
      agentId: args.buyer.agentId,
      parentId: args.buyer.role === 'sub-agent' ? args.buyer.parentId : null,
      agentReferenceNumber: args.agentReferenceNumber,
      agentReferenceKey: args.agentReferenceNumber.toLowerCase(),
      status,
      paymentMethod: args.paymentMethod,
      leadName: args.lead.name,
      leadEmail: args.lead.email,
      leadPhone: args.lead.phone,
      totalNet: sum(lines, 'net'),
      totalAgentPrice: total,
      totalSellPrice: sum(lines, 'sellPrice'),
      totalVat: sum(lines, 'vat'),
      totalParentEarning: args.buyer.role === 'sub-agent' ? sum(lines, 'parentEarning') : 0,
      cardFee,
      holdExpiresAt:
        args.paymentMethod === 'card' ? new Date(now.getTime() + CARD_CHECKOUT_MINUTES * 60_000) : null,
      payBy: args.paymentMethod === 'pay_later' ? priced.payLaterUntil : null,
      serviceDate: first.serviceDate,
      serviceEndDate: first.serviceEndDate ?? null,
      title: priced.title,
      searchText: priced.searchText.toLowerCase(),
      createdAt: now,
      updatedAt: now,
    });
  } catch (err) {
    if (isUniqueViolation(err))
      throw badRequest('This agent reference number is already used for another booking.', {
        agentReferenceNumber: ['Already used'],
      });
    throw err;
  }
  const rows = await tx
    .insert(bookingLines)
    .values(
      lines.map((l, i) => ({
        orderId,
        lineNo: i + 1,
        product: product.product,
        description: l.description,
        serviceDate: l.serviceDate,
        serviceEndDate: l.serviceEndDate ?? null,
        supplierCode: l.supplierCode,
        net: l.price.net,
        companyMarkup: l.price.companyMarkup,
        subAgentMarkup: l.price.subAgentMarkup,
        vat: l.price.vat,
        subAgentMarkupVat: l.price.subAgentMarkupVat ?? 0,
        clientMarkup: l.price.clientMarkup,
        agentPrice: l.price.agentPrice,
        sellPrice: l.price.sellPrice,
        parentEarning: args.buyer.role === 'sub-agent' ? l.price.parentEarning : 0,
        breakdown: { ...l.price.breakdown, bookWithSupplier: l.bookWithSupplier },
        cancellationPolicy: l.cancellationPolicy,
        status: 'pending' as const,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning();
  await addEvent(tx, {
    orderId,
    status,
    note: args.paymentMethod === 'pay_later' ? 'Booked to pay later' : null,
    actor: `agent:${args.buyer.agentId}`,
    at: now,
  });
  const order = (await findOrder(tx, orderId))!;
  await product.reserve(deps, tx, order, rows, priced.detail);

  if (args.paymentMethod === 'wallet') {
    await faultPoint(deps, BOOKING_FAULTS.beforeHold);
    if (total > 0) {
      const { holdId } = await walletService(deps).hold(
        {
          agentId: args.buyer.agentId,
          amount: total,
          purpose: 'booking',
          // The order owns the hold: completion captures or voids it, the crash recovery too.
          expiresAt: null,
          reference: referenceNumber,
          product: product.product,
          description: `${product.label} ${referenceNumber}`,
          createdBy: `agent:${args.buyer.agentId}`,
        },
        tx,
      );
      await tx.update(bookingOrders).set({ walletHoldId: holdId }).where(eq(bookingOrders.id, orderId));
    }
    return { status: 201, body: { orderId, paymentMethod: 'wallet', payment: null } };
  }
  if (args.paymentMethod === 'pay_later')
    return { status: 201, body: { orderId, paymentMethod: 'pay_later', payment: null } };
  const payment = await startCard(deps, tx, order, total, feePercent, args);
  return { status: 201, body: { orderId, paymentMethod: 'card', payment } };
}

async function startCard(
  deps: AppDeps,
  tx: Tx,
  order: CoreOrder,
  amount: number,
  feePercent: number,
  args: { siteOrigin?: string | null; pages?: CardPages },
): Promise<CardStarted> {
  if (!args.siteOrigin || !args.pages) throw badRequest('A card payment needs the page to return to.');
  const fee = percentOf(amount, feePercent);
  const { payment, paymentUrl } = await startPayment(deps, tx, {
    purpose: 'booking',
    agentId: order.agentId,
    reference: order.id,
    amount: amount + fee,
    currency: 'AED',
    description: `${bookingProduct(order.product).label} ${order.referenceNumber}`,
    siteOrigin: args.siteOrigin,
    successPath: args.pages.success(order.id),
    cancelPath: args.pages.failure(order.id),
  });
  await tx
    .update(bookingOrders)
    .set({ paymentId: payment.id, cardFee: fee })
    .where(eq(bookingOrders.id, order.id));
  return { paymentId: payment.id, paymentUrl, amount, feePercent, fee, total: amount + fee };
}

/**
 * Finishes a paid `processing` order: supplier calls for its supplier lines (outside any
 * transaction, the line id as idempotency key), then the capture transaction. Safe to run again and
 * from several nodes: suppliers answer the same booking, and the order lock lets one run settle.
 */
export async function completeBooking(
  deps: AppDeps,
  product: BookingProduct,
  orderId: string,
): Promise<void> {
  await faultPoint(deps, BOOKING_FAULTS.afterHold);
  const order = await findOrder(deps.database.db, orderId);
  if (order?.status !== 'processing') return;
  const outcomes = new Map<string, SupplierOutcome>();
  for (const line of await linesOfOrder(deps.database.db, orderId))
    if (line.status === 'pending' && needsSupplierCall(line))
      outcomes.set(line.id, await product.book(deps, order, line));
  await faultPoint(deps, BOOKING_FAULTS.afterSupplier);
  if (order.walletHoldId || !order.paidAt) {
    const result = await settleWalletOrder(deps, product, orderId, outcomes);
    if (result === 'hold-gone')
      await releaseOrder(deps, product, orderId, 'The payment hold ended before the booking completed.');
    return;
  }
  // Card-paid: the money is already revenue; apply outcomes and finish.
  await deps.database.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (locked?.status !== 'processing') return;
    await applyLineOutcomes(deps, tx, product, locked, await linesOfOrder(tx, orderId), outcomes);
    await finishOrder(deps, tx, product, orderId);
  });
}

/** Gives up a processing order: hold voided, supplier bookings cancelled, inventory back, order failed. */
export async function releaseOrder(
  deps: AppDeps,
  product: BookingProduct,
  orderId: string,
  reason: string,
): Promise<boolean> {
  const order = await findOrder(deps.database.db, orderId);
  if (order?.status !== 'processing') return false;
  for (const line of await linesOfOrder(deps.database.db, orderId))
    if (needsSupplierCall(line) && line.status !== 'failed')
      await product.cancelWithSupplier(deps, order, line, deps.clock.now()).catch(() => undefined);
  return deps.database.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (locked?.status !== 'processing') return false;
    await voidOrderHold(deps, tx, locked, reason);
    if (locked.paidAt && !locked.walletHoldId) {
      // Card-paid: the money comes back to the wallet.
      await refundLine(
        deps,
        tx,
        locked,
        (await linesOfOrder(tx, orderId))[0]!,
        locked.totalAgentPrice,
        reason,
      );
    }
    await endOpenLines(deps, tx, product, locked, 'failed', reason);
    await moveOrder(
      tx,
      orderId,
      ['processing'],
      { status: 'failed', statusReason: reason },
      { actor: SYSTEM, at: deps.clock.now() },
    );
    return true;
  });
}

/** A pay-later order after its create transaction: supplier lines are booked now, without money. */
export async function bookUnpaid(deps: AppDeps, product: BookingProduct, orderId: string): Promise<void> {
  const order = await findOrder(deps.database.db, orderId);
  if (order?.status !== 'unpaid') return;
  const outcomes = new Map<string, SupplierOutcome>();
  for (const line of await linesOfOrder(deps.database.db, orderId))
    if (line.status === 'pending' && needsSupplierCall(line))
      outcomes.set(line.id, await product.book(deps, order, line));
  await deps.database.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (locked?.status !== 'unpaid') return;
    const lines = await linesOfOrder(tx, orderId);
    await applyLineOutcomes(deps, tx, product, locked, lines, outcomes);
    const after = await linesOfOrder(tx, orderId);
    if (after.every((l) => l.status === 'failed'))
      await moveOrder(
        tx,
        orderId,
        ['unpaid'],
        {
          status: 'failed',
          statusReason: after[0]?.statusReason ?? 'The booking failed; nothing was charged.',
        },
        { actor: SYSTEM, at: deps.clock.now() },
      );
    else
      await mailAgent(
        tx,
        locked,
        `${product.label} ${locked.referenceNumber} is booked - pay by ${locked.payBy?.toISOString() ?? ''}`,
        `Your ${product.label.toLowerCase()} ${locked.referenceNumber} is booked unpaid. Pay it before ${locked.payBy?.toISOString() ?? ''} (UTC) or it is cancelled automatically.`,
      );
  });
}

/** The caller's order of this product; another agent's answers 404 like a missing one. */
export async function ownedOrder(
  deps: AppDeps,
  product: string,
  agentId: string | null,
  orderId: string,
): Promise<CoreOrder> {
  const order = await findOrder(deps.database.db, orderId);
  if (!order || order.product !== product || (agentId !== null && order.agentId !== agentId))
    throw notFound('Order');
  return order;
}

/**
 * Pays an unpaid pay-later order inside the caller's idempotent transaction: refused after `pay_by`.
 * Wallet: one debit with the order completed; card: a payment whose settler completes it.
 */
export async function payBooking(
  deps: AppDeps,
  tx: Tx,
  product: BookingProduct,
  args: {
    agentId: string;
    orderId: string;
    method: 'wallet' | 'card';
    siteOrigin?: string | null;
    pages?: CardPages;
  },
): Promise<{ status: 201; body: CreatedBooking }> {
  const first = await findOrder(tx, args.orderId);
  if (first?.agentId !== args.agentId || first.product !== product.product) throw notFound('Order');
  if (first.paymentId)
    await tx.execute(sql`select id from payments where id = ${first.paymentId} for update`);
  const order = (await lockOrder(tx, args.orderId))!;
  const now = deps.clock.now();
  if (order.status !== 'unpaid')
    throw new AppError('CONFLICT', `This booking cannot be paid: it is ${order.status.replace('_', ' ')}.`);
  if (!order.payBy || order.payBy <= now)
    throw new AppError(
      'CONFLICT',
      'The last date for payment has passed; this booking can no longer be paid.',
    );
  const lines = await linesOfOrder(tx, order.id);
  if (lines.some((l) => l.status === 'pending_supplier' || l.status === 'pending'))
    throw new AppError('CONFLICT', 'The booking is still waiting for the supplier; try again shortly.');
  if (args.method === 'card') {
    const feePercent = walletConfig(deps.env).cardFeePercent;
    if (order.paymentId) await abandonPayment(deps, tx, order.paymentId, 'Replaced by a new payment');
    const payment = await startCard(deps, tx, order, order.totalAgentPrice, feePercent, args);
    await addEvent(tx, {
      orderId: order.id,
      status: 'payment started',
      note: 'Card',
      actor: `agent:${args.agentId}`,
      at: now,
    });
    return { status: 201, body: { orderId: order.id, paymentMethod: 'card', payment } };
  }
  if (order.totalAgentPrice > 0)
    await walletService(deps).debit(
      {
        agentId: order.agentId,
        amount: order.totalAgentPrice,
        reference: order.referenceNumber,
        product: order.product,
        description: `${product.label} ${order.referenceNumber} (pay later)`,
        createdBy: `agent:${args.agentId}`,
      },
      tx,
    );
  await markPaid(deps, tx, product, order, 'wallet', `agent:${args.agentId}`);
  return { status: 201, body: { orderId: order.id, paymentMethod: 'wallet', payment: null } };
}

/** An unpaid order whose money arrived: completed, numbered, earnings recorded for its booked lines. */
async function markPaid(
  deps: AppDeps,
  tx: Tx,
  product: BookingProduct,
  order: CoreOrder,
  paidWith: 'wallet' | 'card',
  actor: string,
): Promise<void> {
  const at = deps.clock.now();
  const paid = await moveOrder(
    tx,
    order.id,
    ['unpaid'],
    {
      status: 'completed',
      paidAt: at,
      paidWith,
      completedAt: at,
      invoiceNumber: await nextInvoiceNumber(tx, `${product.referencePrefix}-${at.getUTCFullYear()}`),
    },
    { actor, at, note: `Paid by ${paidWith}` },
  );
  if (!paid) throw new AppError('CONFLICT', 'This booking was paid or cancelled meanwhile.');
  for (const line of await linesOfOrder(tx, order.id))
    if (line.status === 'booked' || line.status === 'confirmed')
      await recordLineEarning(deps, tx, paid, line);
  await mailAgent(
    tx,
    paid,
    `${product.label} ${paid.referenceNumber} is paid`,
    `Thank you: ${paid.referenceNumber} is paid.`,
  );
}

// ---------------------------------------------------------------- card settler

registerPaymentSettler('booking', {
  async succeeded(deps, tx, payment) {
    const order = await lockOrder(tx, payment.reference);
    if (!order) throw new AppError('CONFLICT', 'The booking of this payment does not exist');
    const product = bookingProduct(order.product);
    const at = deps.clock.now();
    if (order.paymentId !== payment.id || (order.status !== 'pending_payment' && order.status !== 'unpaid')) {
      // Too late (expired, cancelled, replaced): the money goes to the agent's wallet, never lost.
      await walletService(deps).credit(
        {
          agentId: order.agentId,
          amount: payment.amount,
          kind: 'refund',
          from: [{ account: 'gateway_clearing', amount: -payment.amount }],
          reference: order.referenceNumber,
          product: order.product,
          description: `Card payment for ${order.referenceNumber} arrived after it closed: credited to your wallet`,
        },
        tx,
      );
      return;
    }
    await takeCardPayment(tx, order, payment.amount, at, product.label);
    if (order.status === 'unpaid') {
      await markPaid(deps, tx, product, order, 'card', SYSTEM);
      return;
    }
    const processing = await moveOrder(
      tx,
      order.id,
      ['pending_payment'],
      { status: 'processing', paidAt: at, paidWith: 'card', holdExpiresAt: null },
      { actor: SYSTEM, at, note: 'Card payment received' },
    );
    const lines = await linesOfOrder(tx, order.id);
    // Own lines are settled now; supplier lines wait for completeBooking (no supplier call in here).
    if (processing && lines.every((l) => !needsSupplierCall(l))) {
      await applyLineOutcomes(deps, tx, product, processing, lines, new Map());
      await finishOrder(deps, tx, product, order.id);
    }
  },
  async failed(deps, tx, payment, reason) {
    const order = await lockOrder(tx, payment.reference);
    if (order?.status !== 'pending_payment' || order.paymentId !== payment.id) return;
    const product = bookingProduct(order.product);
    await endOpenLines(deps, tx, product, order, 'failed', `Card payment failed: ${reason}`);
    await moveOrder(
      tx,
      order.id,
      ['pending_payment'],
      { status: 'failed', statusReason: `The card payment failed: ${reason}. Nothing was charged.` },
      { actor: SYSTEM, at: deps.clock.now() },
    );
  },
});

// ---------------------------------------------------------------- cancellation

export interface CancelQuote {
  orderId: string;
  allowed: boolean;
  message: string | null;
  paid: number;
  fee: number;
  policyFee: number;
  supplierFee: number | null;
  refund: number;
}

const CANCELLABLE_LINES = ['booked', 'confirmed'] as const;
const isActive = (l: CoreLine) => (CANCELLABLE_LINES as readonly string[]).includes(l.status);

function pick(lines: CoreLine[], lineIds: readonly string[] | undefined): CoreLine[] {
  if (!lineIds) return lines;
  const chosen = lines.filter((l) => lineIds.includes(l.id));
  if (chosen.length !== lineIds.length) throw notFound('Order line');
  return chosen;
}

function cancelRefusal(order: CoreOrder, lines: CoreLine[]): string | null {
  if (order.status === 'cancelled') return 'This booking is already cancelled.';
  if (order.status !== 'completed' && order.status !== 'unpaid')
    return `This booking cannot be cancelled: it is ${order.status.replace('_', ' ')}.`;
  if (lines.some((l) => l.status === 'pending_supplier'))
    return 'The booking is still waiting for the supplier; try again shortly.';
  if (!lines.some((l) => (CANCELLABLE_LINES as readonly string[]).includes(l.status)))
    return 'Nothing left to cancel in this booking.';
  return null;
}

/** The cancellation simulation at this instant: fee = max(policy fee, supplier fee), never above the price. */
export async function quoteCancel(
  deps: AppDeps,
  product: BookingProduct,
  agentId: string | null,
  orderId: string,
  /** Only these lines (a passenger, a room); default every line of the order. */
  lineIds?: readonly string[],
): Promise<CancelQuote> {
  const order = await ownedOrder(deps, product.product, agentId, orderId);
  const lines = pick(await linesOfOrder(deps.database.db, orderId), lineIds);
  const now = deps.clock.now();
  const paid = isPaid(order) ? lines.filter(isActive).reduce((t, l) => t + l.agentPrice, 0) : 0;
  const refusal = cancelRefusal(order, lines);
  if (refusal)
    return {
      orderId,
      allowed: false,
      message: refusal,
      paid,
      fee: 0,
      policyFee: 0,
      supplierFee: null,
      refund: 0,
    };
  let policyFee = 0;
  let supplierFee: number | null = null;
  let fee = 0;
  for (const line of lines.filter((l) => (CANCELLABLE_LINES as readonly string[]).includes(l.status))) {
    const q = await product.quoteCancellation(deps, order, line, now);
    if (!q.cancellable)
      return {
        orderId,
        allowed: false,
        message: q.reason ?? 'This booking cannot be cancelled.',
        paid,
        fee: 0,
        policyFee: 0,
        supplierFee: null,
        refund: 0,
      };
    policyFee += q.policyFee;
    if (q.supplierFee != null) supplierFee = (supplierFee ?? 0) + q.supplierFee;
    fee += Math.min(line.agentPrice, Math.max(q.policyFee, q.supplierFee ?? 0));
  }
  const charged = isPaid(order) ? fee : 0;
  return {
    orderId,
    allowed: true,
    message: null,
    paid,
    fee: charged,
    policyFee,
    supplierFee,
    refund: paid - charged,
  };
}

/**
 * Cancels every active line: suppliers first (outside any transaction, idempotent), then one
 * transaction per order: fee by the policy now or the supplier's when higher, refund of the rest
 * through the ledger, inventory back, the parent's earning reversed, timeline and mail. A second
 * cancellation answers 409.
 */
export async function cancelBooking(
  deps: AppDeps,
  product: BookingProduct,
  idempotency: IdempotencyRequest,
  args: {
    agentId: string | null;
    orderId: string;
    remark: string;
    actor: string;
    /** Only these lines; the order ends cancelled once no line is left active. Default: every line. */
    lineIds?: readonly string[];
  },
): Promise<IdempotentAnswer<{ orderId: string; status: 'cancelled'; fee: number; refund: number }>> {
  // A replay answers what the first request did, even though the booking is cancelled by now.
  if (await isKnownKey(deps, idempotency)) return replayStored(deps, idempotency);
  const quote = await quoteCancel(deps, product, args.agentId, args.orderId, args.lineIds);
  const order = await ownedOrder(deps, product.product, args.agentId, args.orderId);
  if (!quote.allowed) throw new AppError('CONFLICT', quote.message ?? 'This booking cannot be cancelled.');
  const now = deps.clock.now();
  const supplierFees = new Map<string, number>();
  for (const line of pick(await linesOfOrder(deps.database.db, order.id), args.lineIds)) {
    if (!isActive(line)) continue;
    try {
      supplierFees.set(line.id, (await product.cancelWithSupplier(deps, order, line, now)).supplierFee);
    } catch (err) {
      throw new AppError(
        'UNAVAILABLE',
        `The supplier did not confirm the cancellation; nothing changed. ${err instanceof Error ? err.message : ''}`.trim(),
      );
    }
  }
  return runIdempotent(deps, idempotency, async (tx) => {
    const locked = await lockOrder(tx, order.id);
    if (!locked) throw notFound('Order');
    const lines = pick(await linesOfOrder(tx, order.id), args.lineIds);
    const refusal = cancelRefusal(locked, lines);
    if (refusal) throw new AppError('CONFLICT', refusal);
    const paid = isPaid(locked);
    let fee = 0;
    let refund = 0;
    for (const line of lines) {
      if (!(CANCELLABLE_LINES as readonly string[]).includes(line.status)) continue;
      const policy = policyFeeAt(line, now);
      const lineFee = paid ? Math.min(line.agentPrice, Math.max(policy, supplierFees.get(line.id) ?? 0)) : 0;
      const lineRefund = paid ? line.agentPrice - lineFee : 0;
      const moved = await moveLine(
        tx,
        line,
        CANCELLABLE_LINES,
        {
          status: 'cancelled',
          cancellationFee: lineFee,
          refundAmount: lineRefund,
          cancelledAt: now,
          statusReason: args.remark || null,
        },
        { actor: args.actor, at: now, note: args.remark || null },
      );
      if (!moved) continue;
      await product.release(deps, tx, locked, moved);
      if (paid) {
        await refundLine(deps, tx, locked, moved, lineRefund, `cancelled, fee ${lineFee / 100} AED`);
        await reverseLineEarning(deps, tx, locked, moved);
      }
      fee += lineFee;
      refund += lineRefund;
    }
    const left = (await linesOfOrder(tx, order.id)).filter(isActive);
    if (left.length === 0)
      await moveOrder(
        tx,
        order.id,
        ['completed', 'unpaid'],
        { status: 'cancelled', cancelledAt: now, statusReason: args.remark || null },
        { actor: args.actor, at: now, note: `Fee ${formatMoney(fee)}, refund ${formatMoney(refund)}` },
      );
    else
      await addEvent(tx, {
        orderId: order.id,
        status: 'partly cancelled',
        note: `Fee ${formatMoney(fee)}, refund ${formatMoney(refund)}`,
        actor: args.actor,
        at: now,
      });
    await mailAgent(
      tx,
      locked,
      `${product.label} ${locked.referenceNumber} is cancelled`,
      `Your booking ${locked.referenceNumber} is cancelled. Fee AED ${(fee / 100).toFixed(2)}, refunded AED ${(refund / 100).toFixed(2)}.`,
    );
    return { status: 200, body: { orderId: order.id, status: 'cancelled' as const, fee, refund } };
  });
}

// ---------------------------------------------------------------- admin confirmation

/** The company enters the hotel's (or operator's) confirmation number: booked -> confirmed, agent mailed. */
export async function confirmBookingLine(
  deps: AppDeps,
  reference: string,
  confirmationNumber: string,
  actor: string,
): Promise<CoreOrder> {
  const number = confirmationNumber.trim();
  if (!number) throw badRequest('Enter the confirmation number.');
  return deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(bookingOrders)
      .where(sql`upper(${bookingOrders.referenceNumber}) = upper(${reference})`);
    if (!row) throw notFound('Booking');
    const order = (await lockOrder(tx, row.id))!;
    if (order.status !== 'completed' && order.status !== 'unpaid')
      throw new AppError('CONFLICT', `This booking cannot be confirmed: it is ${order.status}.`);
    const lines = (await linesOfOrder(tx, order.id)).filter((l) => l.status === 'booked');
    if (lines.length === 0)
      throw new AppError('CONFLICT', 'Nothing waits for a confirmation number in this booking.');
    const at = deps.clock.now();
    for (const line of lines)
      await moveLine(
        tx,
        line,
        ['booked'],
        { status: 'confirmed', confirmationNumber: number },
        { actor, at, note: `Confirmation ${number}` },
      );
    await mailAgent(
      tx,
      order,
      `${bookingProduct(order.product).label} ${order.referenceNumber} is confirmed`,
      `The booking ${order.referenceNumber} (${order.title}) is confirmed. Confirmation number: ${number}.`,
    );
    return order;
  });
}

// ---------------------------------------------------------------- jobs

/** Unpaid card checkouts past their time: payment closed, inventory back, order expired. */
export async function expireCardCheckoutsOnce(deps: AppDeps, batch = 50): Promise<number> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const stale = await db
    .select({ id: bookingOrders.id, paymentId: bookingOrders.paymentId })
    .from(bookingOrders)
    .where(and(eq(bookingOrders.status, 'pending_payment'), lte(bookingOrders.holdExpiresAt, now)))
    .limit(batch);
  let n = 0;
  for (const s of stale)
    await db.transaction(async (tx) => {
      if (s.paymentId) await tx.execute(sql`select id from payments where id = ${s.paymentId} for update`);
      const order = await lockOrder(tx, s.id);
      if (order?.status !== 'pending_payment') return;
      const product = bookingProduct(order.product);
      await endOpenLines(deps, tx, product, order, 'expired', 'The payment was not completed in time.');
      await moveOrder(
        tx,
        order.id,
        ['pending_payment'],
        { status: 'expired', statusReason: 'The payment was not completed in time.' },
        { actor: SYSTEM, at: now },
      );
      if (s.paymentId) await abandonPayment(deps, tx, s.paymentId, 'The booking expired unpaid');
      n++;
    });
  return n;
}

/** Reminders sent this long before the last date for payment. */
export const PAY_LATER_REMINDER_MS = 24 * 60 * 60 * 1000;

/** One reminder per unpaid order (the conditional update of reminded_at is the claim). */
export async function remindUnpaidOnce(deps: AppDeps, batch = 100): Promise<number> {
  const now = deps.clock.now();
  const due = await queryRows<{ id: string }>(
    deps.database.db,
    sql`update booking_orders set reminded_at = ${now}
        where id in (select id from booking_orders where status = 'unpaid' and reminded_at is null
                       and pay_by <= ${new Date(now.getTime() + PAY_LATER_REMINDER_MS)} and pay_by > ${now}
                       order by pay_by limit ${batch} for update skip locked)
        returning id`,
  );
  for (const { id } of due) {
    const order = await findOrder(deps.database.db, id);
    if (!order) continue;
    const label = bookingProduct(order.product).label;
    await mailAgent(
      deps.database.db,
      order,
      `Reminder: pay ${label.toLowerCase()} ${order.referenceNumber} by ${order.payBy?.toISOString() ?? ''}`,
      `Your booking ${order.referenceNumber} (${order.title}) is unpaid. Pay it before ${order.payBy?.toISOString() ?? ''} (UTC) or it is cancelled automatically.`,
    );
  }
  return due.length;
}

/**
 * Unpaid pay-later orders whose last date for payment has come: each claimed for one node with
 * FOR UPDATE SKIP LOCKED, cancelled with its inventory back and the agent mailed, all in one
 * transaction; supplier bookings are cancelled after the commit (idempotent). Runs twice: cancels once.
 */
export async function cancelUnpaidDueOnce(deps: AppDeps, batch = 50): Promise<number> {
  const now = deps.clock.now();
  const cancelled: CoreOrder[] = [];
  await deps.database.db.transaction(async (tx) => {
    const due = await queryRows<{ id: string }>(
      tx,
      sql`select id from booking_orders where status = 'unpaid' and pay_by <= ${now}
          order by pay_by limit ${batch} for update skip locked`,
    );
    for (const { id } of due) {
      const order = await moveOrder(
        tx,
        id,
        ['unpaid'],
        { status: 'cancelled', cancelledAt: now, statusReason: 'Not paid by the last date for payment.' },
        { actor: SYSTEM, at: now, note: 'Cancelled automatically: unpaid at the last date for payment' },
      );
      if (!order) continue;
      const product = bookingProduct(order.product);
      await endOpenLines(deps, tx, product, order, 'cancelled', 'Not paid by the last date for payment.');
      await mailAgent(
        tx,
        order,
        `${product.label} ${order.referenceNumber} was cancelled: not paid`,
        `Your booking ${order.referenceNumber} (${order.title}) was not paid by ${order.payBy?.toISOString() ?? ''} and has been cancelled. Nothing was charged.`,
      );
      cancelled.push(order);
    }
  });
  for (const order of cancelled) {
    const product = bookingProduct(order.product);
    for (const line of await linesOfOrder(deps.database.db, order.id))
      if (needsSupplierCall(line))
        await product.cancelWithSupplier(deps, order, line, now).catch(() => undefined);
  }
  return cancelled.length;
}

/** Supplier lines left pending_supplier: the supplier is asked (`get`) and the line settled either way. */
export async function reconcilePendingSupplierOnce(
  deps: AppDeps,
  batch = 20,
  graceMs = 60_000,
): Promise<number> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const lines = await db
    .select()
    .from(bookingLines)
    .where(eq(bookingLines.status, 'pending_supplier'))
    .orderBy(asc(bookingLines.updatedAt))
    .limit(batch);
  let settled = 0;
  for (const line of lines) {
    const run = await deps.database.tryExclusive(`booking-reconcile:${line.id}`, async () => {
      const order = await findOrder(db, line.orderId);
      if (!order) return false;
      const product = bookingProduct(order.product);
      let outcome: SupplierOutcome | null;
      try {
        outcome = await product.get(deps, order, line);
      } catch {
        return false;
      }
      if (outcome === null) {
        // The supplier has no booking: after the grace period it never will (our reference is its key).
        if (now.getTime() - line.updatedAt.getTime() < graceMs) return false;
        outcome = { kind: 'rejected', reason: 'The supplier has no booking for it.' };
      }
      if (outcome.kind === 'timeout') return false;
      const final = outcome;
      await db.transaction(async (tx) => {
        const locked = await lockOrder(tx, order.id);
        if (!locked) return;
        const [current] = await tx.select().from(bookingLines).where(eq(bookingLines.id, line.id));
        if (current?.status !== 'pending_supplier') return;
        await applyOutcome(deps, tx, product, locked, current, final);
        const all = await linesOfOrder(tx, order.id);
        if (locked.status === 'completed' && all.every((l) => l.status === 'failed'))
          await moveOrder(
            tx,
            order.id,
            ['completed'],
            { status: 'failed', statusReason: 'The supplier could not book it; refunded.' },
            { actor: SYSTEM, at: now },
          );
      });
      return true;
    });
    if (run.ran && run.value) settled++;
  }
  return settled;
}

/** Card-paid orders whose supplier lines still wait (the settler cannot call suppliers). */
export async function completeCardPaidOnce(deps: AppDeps, batch = 20): Promise<number> {
  const rows = await deps.database.db
    .select({ id: bookingOrders.id, product: bookingOrders.product })
    .from(bookingOrders)
    .where(and(eq(bookingOrders.status, 'processing'), eq(bookingOrders.paidWith, 'card')))
    .limit(batch);
  for (const r of rows)
    await deps.database.tryExclusive(`booking-complete:${r.id}`, () =>
      completeBooking(deps, bookingProduct(r.product), r.id),
    );
  return rows.length;
}

/** The core's jobs for every registered product; each safe on any number of nodes. */
export function bookingCoreJobs(deps: AppDeps) {
  return [
    { name: 'booking-card-expiry', everyMs: 15_000, run: () => expireCardCheckoutsOnce(deps) },
    { name: 'booking-card-completion', everyMs: 5_000, run: () => completeCardPaidOnce(deps) },
    { name: 'booking-pay-later-reminders', everyMs: 10 * 60_000, run: () => remindUnpaidOnce(deps) },
    { name: 'booking-pay-later-cancel', everyMs: 60_000, run: () => cancelUnpaidDueOnce(deps) },
    { name: 'booking-supplier-reconciler', everyMs: 30_000, run: () => reconcilePendingSupplierOnce(deps) },
  ];
}
