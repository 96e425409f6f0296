import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { bookingLines, bookingOrders, idempotencyKeys, type BookingPaymentMethod, type Tx } from '@portal/db';
import { expectedPriceMatches, formatMinor, percentOf } from '@portal/domain';
import type { AppDeps } from '../../../deps.ts';
import { AppError, badRequest, conflict, notFound } from '../../../lib/app-error.ts';
import { faultPoint } from '../../../lib/faults.ts';
import { runIdempotent, type IdempotencyRequest, type IdempotentAnswer } from '../../../lib/idempotency.ts';
import { registerPaymentSettler } from '../../payments/payments.registry.ts';
import { abandonPayment, startPayment } from '../../payments/payments.service.ts';
import { walletConfig } from '../../wallet/wallet.config.ts';
import { walletService } from '../../wallet/wallet.service.ts';
import { t } from '../../../lib/i18n/index.ts';
import {
  applyLineOutcomes,
  BOOKING_FAULTS,
  endOpenLines,
  finishOrder,
  mailAgentIn,
  recordLineEarning,
  refundLine,
  settleWalletOrder,
  takeCardPayment,
  voidOrderHold,
  needsSupplierCall,
} from './money.ts';
import {
  bookingProduct,
  type BookingProduct,
  type Buyer,
  type CoreOrder,
  type PricedBooking,
  type SupplierOutcome,
} from './product.ts';
import { productIn, unpaidBookedMail } from './mails.ts';
import { admitPayLater } from './pay-later.ts';
import { assertWithinApiKeyCaps } from './api-key-caps.ts';
import { orderFor, type OrderAsker } from './branch-view.ts';
import type { Access } from '../../../policy/index.ts';
import {
  addEvent,
  findOrder,
  freeReference,
  isUniqueViolation,
  linesOfOrder,
  lockOrder,
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

/**
 * A user's per-booking wallet limit (issue 32), checked once here for every product: above it the
 * booking is refused before anything is held or charged (pay later stays open where the rate allows).
 */
export function assertWithinBookingLimit(limit: number | null, total: number): void {
  if (limit === null || total <= limit) return;
  throw new AppError(
    'FORBIDDEN',
    `This booking costs AED ${formatMinor(total)}, above your limit of AED ${formatMinor(limit)} per booking paid from the wallet. Nothing was charged: book it to pay later where the rate allows, or ask your agency's owner.`,
  );
}

/** The actor of what the core does by itself (jobs, settlers). */
export const SYSTEM = 'system';
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
export function replayStored<T>(
  deps: AppDeps,
  idempotency: IdempotencyRequest,
): Promise<IdempotentAnswer<T>> {
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
  const sellTotal = sum(lines, 'sellPrice');
  if (
    !product.priceChanged &&
    !expectedPriceMatches(
      args.expectedPrice,
      { agentPrice: total, sellPrice: sellTotal },
      args.buyer.seesNetPrices ?? true,
    )
  )
    return {
      status: 409,
      body: {
        error: 'The price has changed since you saw it. Please review the new price and confirm.',
        status: 409,
        code: 'PRICE_CHANGED',
        expectedPrice: args.expectedPrice,
        agentPrice: total,
        sellPrice: sellTotal,
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
  if (args.paymentMethod === 'wallet') assertWithinBookingLimit(args.buyer.bookingLimit ?? null, total);
  await assertWithinApiKeyCaps(tx, args.buyer.userId, total, now);
  const payLater =
    args.paymentMethod === 'pay_later'
      ? await admitPayLater(deps, tx, args.buyer.agentId, total, priced.payLaterUntil!)
      : null;

  const feePercent = walletConfig(deps.env).cardFeePercent;
  const cardFee = args.paymentMethod === 'card' ? percentOf(total, feePercent) : 0;
  const orderId = randomUUID();
  const referenceNumber = priced.reference ?? newReference(product.referencePrefix);
  if (priced.reference) await freeReference(tx, priced.reference);
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
      bookedBy: args.buyer.userId ?? null,
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
      payBy: payLater?.payBy ?? null,
      serviceDate: first.serviceDate,
      serviceEndDate: first.serviceEndDate ?? null,
      title: priced.title,
      searchText: priced.searchText.toLowerCase(),
      createdAt: now,
      updatedAt: now,
    });
  } catch (err) {
    if (isUniqueViolation(err, 'booking_orders_reference_number_unique'))
      throw conflict(`${referenceNumber} is already paid or its payment is running; nothing was charged`);
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
    note: payLater ? (payLater.notice ?? 'Booked to pay later') : null,
    actor: `agent:${args.buyer.agentId}`,
    userId: args.buyer.userId ?? null,
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
          userId: args.buyer.userId ?? null,
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
    if (locked.paidAt) {
      // Card-paid or captured: what was paid and not refunded yet comes back to the wallet.
      const lines = await linesOfOrder(tx, orderId);
      const unrefunded = lines.reduce((s, l) => s + l.agentPrice - (l.refundAmount ?? 0), 0);
      await refundLine(deps, tx, locked, lines[0]!, unrefunded, reason);
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
    else {
      await mailAgentIn(
        tx,
        locked,
        unpaidBookedMail({ product, reference: locked.referenceNumber, payBy: locked.payBy }),
      );
    }
  });
}

/**
 * The caller's order of this product; another agent's answers 404 like a missing one. With
 * access 'read' and a reseller caller, a sub-agent's order too (masked: the branch view).
 */
export async function ownedOrder(
  deps: AppDeps,
  product: string,
  asker: OrderAsker,
  orderId: string,
  access: Access = 'write',
): Promise<CoreOrder> {
  const order = await findOrder(deps.database.db, orderId);
  return orderFor(asker, order?.product === product ? order : null, access);
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
    /** The agency user paying, and its per-booking wallet limit (minor units; null: none). */
    userId?: string | null;
    bookingLimit?: number | null;
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
      userId: args.userId ?? null,
      at: now,
    });
    return { status: 201, body: { orderId: order.id, paymentMethod: 'card', payment } };
  }
  assertWithinBookingLimit(args.bookingLimit ?? null, order.totalAgentPrice);
  if (order.totalAgentPrice > 0)
    await walletService(deps).debit(
      {
        agentId: order.agentId,
        amount: order.totalAgentPrice,
        reference: order.referenceNumber,
        product: order.product,
        description: `${product.label} ${order.referenceNumber} (pay later)`,
        createdBy: `agent:${args.agentId}`,
        userId: args.userId ?? null,
      },
      tx,
    );
  await markPaid(deps, tx, product, order, 'wallet', `agent:${args.agentId}`, args.userId ?? null);
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
  userId: string | null = null,
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
    { actor, at, note: `Paid by ${paidWith}`, userId },
  );
  if (!paid) throw new AppError('CONFLICT', 'This booking was paid or cancelled meanwhile.');
  for (const line of await linesOfOrder(tx, order.id))
    if (line.status === 'booked' || line.status === 'confirmed')
      await recordLineEarning(deps, tx, paid, line);
  await mailAgentIn(tx, paid, (language) => {
    const params = { product: productIn(language, product), reference: paid.referenceNumber };
    return {
      subject: t(language, 'mail.booking.paid.subject', params),
      text: t(language, 'mail.booking.paid.text', params),
    };
  });
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
