import { eq } from 'drizzle-orm';
import { PAYMENT_LINK_PATHS, type PublicPaymentLinkAnswer } from '@portal/contracts';
import { agents, type Tx } from '@portal/db';
import type { Language, PaymentLinkState } from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { agentBranding } from '../../lib/documents/index.ts';
import { abandonPayment, startPayment } from '../payments/payments.service.ts';
import {
  bookingInvoicePdf,
  bookingProduct,
  bookingVoucherPdf,
  findOrder,
  linesOfOrder,
  lockOrder,
  type CoreLine,
} from '../bookings/core/index.ts';
import { agencyOf, assertPayable, stateOf } from './payment-links.service.ts';
import { deferredBooking, stillPriced } from './payment-links.deferred.ts';
import {
  linkByToken,
  lockLink,
  updateLink,
  type LinkWithOrder,
  type PaymentLinkRow,
} from './payment-links.repository.ts';

/** Why a link the client opens cannot be paid, in the client's words. */
export const NOT_PAYABLE: Record<Exclude<PaymentLinkState, 'open'>, string> = {
  paid: 'This link has already been paid.',
  cancelled: 'This link was cancelled by your travel agency.',
  expired: 'This link has expired; ask your travel agency for a new one.',
  price_changed: 'The price of this booking has changed; ask your travel agency for a new link.',
  closed: 'This booking can no longer be paid through this link; please contact your travel agency.',
  refunded: 'This link was paid, but the booking could not be made; the payment was refunded to your card.',
};

async function found(deps: AppDeps, token: string): Promise<LinkWithOrder> {
  const row = await linkByToken(deps.database.db, token);
  if (!row) throw notFound('Payment link');
  return row;
}

const dataUrl = (bytes: Buffer) =>
  `data:${bytes[0] === 0x89 ? 'image/png' : 'image/jpeg'};base64,${bytes.toString('base64')}`;

/** The instant the first cancellation fee starts on any line, if still ahead (fees are the agency's, never shown). */
function freeCancellationUntil(lines: Pick<CoreLine, 'cancellationPolicy'>[], now: Date): string | null {
  const starts = lines.flatMap((l) =>
    l.cancellationPolicy.filter((p) => p.fee > 0).map((p) => new Date(p.from)),
  );
  if (starts.length === 0) return null;
  const first = new Date(Math.min(...starts.map((d) => d.getTime())));
  return first > now ? first.toISOString() : null;
}

/**
 * The client's side of a link (issue 39 §2): no sign-in, the token is the key. It shows what is bought,
 * from whom and how much, and nothing else of the agency: no net price, wallet or other booking.
 */
export function publicPaymentLinks(deps: AppDeps) {
  const { db } = deps.database;

  async function view(token: string): Promise<PublicPaymentLinkAnswer> {
    const row = await found(deps, token);
    const { link } = row;
    const state = stateOf(deps, row);
    const [agent] = await db
      .select({
        name: agents.companyName,
        address: agents.address,
        city: agents.city,
        phone: agents.phoneNumber,
        email: agents.email,
        website: agents.website,
      })
      .from(agents)
      .where(eq(agents.id, link.agentId));
    const brand = await agentBranding(deps, link.agentId);
    const booking = await whatIsBought(row);
    return {
      reference: link.reference,
      state,
      amount: link.amount,
      currency: link.currency,
      dueAt: link.dueAt.toISOString(),
      clientName: link.clientName,
      message: link.message,
      agency: {
        name: agent?.name ?? '',
        logo: brand.logo ? dataUrl(brand.logo) : null,
        address: agent ? `${agent.address}, ${agent.city}` : '',
        phone: agent?.phone ?? '',
        email: agent?.email ?? '',
        website: agent?.website ?? null,
      },
      booking,
      documents:
        state === 'paid' && row.order?.status === 'completed'
          ? // A quotation's order has no voucher: operations send the confirmed services' vouchers.
            (link.source === 'quotation' ? (['invoice'] as const) : (['voucher', 'invoice'] as const)).map(
              (kind) => ({
                kind,
                path: PAYMENT_LINK_PATHS.document(token, kind),
              }),
            )
          : [],
    };
  }

  async function orderOf(orderId: string | null) {
    const order = orderId ? await findOrder(db, orderId) : null;
    if (!order) throw notFound('Payment link');
    return order;
  }

  /**
   * The booking's lines, or (a cart not booked yet, a quotation) what the link keeps: a quotation's
   * services stay listed once booked (its order has one line, the whole trip), under the order's reference.
   */
  async function whatIsBought(row: LinkWithOrder): Promise<PublicPaymentLinkAnswer['booking']> {
    const { link } = row;
    const now = deps.clock.now();
    if (!link.orderId || link.source === 'quotation') {
      const { leadName, lines } = deferredBooking(link).shown;
      const dates = lines.flatMap((l) => [l.serviceDate, l.serviceEndDate ?? l.serviceDate]).sort();
      return {
        reference: row.order?.referenceNumber ?? link.reference,
        title: link.title,
        leadName,
        serviceDate: dates[0]!,
        serviceEndDate: dates.length > 1 && dates.at(-1) !== dates[0] ? dates.at(-1)! : null,
        items: lines.map((l) => ({
          description: l.description,
          serviceDate: l.serviceDate,
          serviceEndDate: l.serviceEndDate ?? null,
        })),
        freeCancellationUntil: freeCancellationUntil(lines, now),
      };
    }
    const order = await orderOf(link.orderId);
    const lines = (await linesOfOrder(db, link.orderId)).filter(
      (l) => l.status !== 'failed' && l.status !== 'expired',
    );
    return {
      reference: order.referenceNumber,
      title: order.title,
      leadName: order.leadName,
      serviceDate: order.serviceDate,
      serviceEndDate: order.serviceEndDate,
      items: lines.map((l) => ({
        description: l.description,
        serviceDate: l.serviceDate,
        serviceEndDate: l.serviceEndDate,
      })),
      freeCancellationUntil: freeCancellationUntil(lines, now),
    };
  }

  /** Starts the client's card payment of the link's amount; a payment left open before is closed first. */
  async function pay(token: string, siteOrigin: string): Promise<{ paymentUrl: string }> {
    const { link } = await found(deps, token);
    if (link.source !== 'booking') return payCart(link, token, siteOrigin);
    return db.transaction(async (tx) => {
      // The core's lock order: the booking first, then its link.
      const order = await lockOrder(tx, link.orderId!);
      const locked = await lockLink(tx, link.id);
      if (!order || !locked) throw notFound('Payment link');
      const state = stateOf(deps, { link: locked, order });
      if (state !== 'open') throw new AppError('CONFLICT', NOT_PAYABLE[state]);
      await assertPayable(tx, order, deps.clock.now());
      return {
        paymentUrl: await startCard(tx, locked, order.title || order.referenceNumber, token, siteOrigin),
      };
    });
  }

  /** The card payment of a locked link (an earlier unfinished one abandoned), recorded on the link. */
  async function startCard(
    tx: Tx,
    locked: PaymentLinkRow,
    title: string,
    token: string,
    siteOrigin: string,
  ): Promise<string> {
    if (locked.paymentId) await abandonPayment(deps, tx, locked.paymentId, 'Replaced by a new payment');
    const { payment, paymentUrl } = await startPayment(deps, tx, {
      purpose: 'payment_link',
      agentId: locked.agentId,
      reference: locked.id,
      amount: locked.amount,
      currency: locked.currency,
      description: `${locked.reference}: ${title}`,
      siteOrigin,
      successPath: `/pay/${token}?paid=1`,
      cancelPath: `/pay/${token}`,
    });
    await updateLink(tx, locked.id, { paymentId: payment.id });
    return paymentUrl;
  }

  /**
   * A cart or quotation link: it is priced again (outside any transaction) before the card is charged;
   * a price that moved is recorded on the link (the agency sees `price_changed`) and nothing is charged.
   */
  async function payCart(
    link: PaymentLinkRow,
    token: string,
    siteOrigin: string,
  ): Promise<{ paymentUrl: string }> {
    const stateNow = stateOf(deps, { link, order: null });
    if (stateNow !== 'open') throw new AppError('CONFLICT', NOT_PAYABLE[stateNow]);
    // What is no longer sold (an activity withdrawn, a day closed) cannot be paid; the client is told so.
    const samePrice = await stillPriced(deps, link).catch((err: unknown) => {
      if (err instanceof AppError && err.status < 500) throw new AppError('CONFLICT', NOT_PAYABLE.closed);
      throw err;
    });
    const answer = await db.transaction(async (tx) => {
      const locked = await lockLink(tx, link.id);
      if (!locked) throw notFound('Payment link');
      const state = stateOf(deps, { link: locked, order: null });
      if (state !== 'open') throw new AppError('CONFLICT', NOT_PAYABLE[state]);
      if (!samePrice) {
        await updateLink(tx, locked.id, { priceChangedAt: deps.clock.now() });
        return { refused: NOT_PAYABLE.price_changed, paymentUrl: null };
      }
      return { refused: null, paymentUrl: await startCard(tx, locked, locked.title, token, siteOrigin) };
    });
    // The price change is committed first, then refused: the agency's list shows it at once.
    if (answer.paymentUrl === null) throw new AppError('CONFLICT', answer.refused);
    return { paymentUrl: answer.paymentUrl };
  }

  /** The client's voucher (no prices) or invoice (its own prices) once the link paid the booking. */
  async function document(token: string, kind: 'voucher' | 'invoice', requested?: Language) {
    const row = await found(deps, token);
    if (stateOf(deps, row) !== 'paid' || row.order?.status !== 'completed') throw notFound('Document');
    const { link } = row;
    const order = await orderOf(link.orderId);
    const product = bookingProduct(order.product);
    const language = requested ?? (await agencyOf(db, link.agentId)).language;
    return kind === 'voucher'
      ? bookingVoucherPdf(deps, product, link.agentId, order.id, 'client', language)
      : bookingInvoicePdf(deps, product, link.agentId, order.id, 'sell', language);
  }

  return { view, pay, document };
}
