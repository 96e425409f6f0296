import { eq } from 'drizzle-orm';
import { paymentLinks, type Tx } from '@portal/db';
import { formatMoney, type Language } from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { requestFingerprint } from '../../lib/idempotency.ts';
import { enqueueMail } from '../../lib/mail.ts';
import { t, tVerbatim, translator } from '../../lib/i18n/index.ts';
import { requirePaymentGateway } from '../../suppliers/payment-gateway/index.ts';
import { walletService } from '../wallet/wallet.service.ts';
import { agentEmail, createBooking, linesOfOrder, lockOrder } from '../bookings/core/index.ts';
import { deferredBooking, linkBuyer } from './payment-links.deferred.ts';
import { lockLink, unsettledCartLinks, updateLink, type PaymentLinkRow } from './payment-links.repository.ts';
import { agencyOf, linkUrl } from './payment-links.service.ts';

async function findLink(deps: AppDeps, id: string): Promise<PaymentLinkRow | null> {
  const [row] = await deps.database.db.select().from(paymentLinks).where(eq(paymentLinks.id, id));
  return row ?? null;
}

/**
 * The link's booking (a cart, a quotation) through the booking core, paid from the wallet the
 * client's money came into. Keyed on the link: a second run (a retried callback, the sweep) answers
 * the same booking, never a second one. Answers the order made, or why none could be.
 */
async function bookDeferred(
  deps: AppDeps,
  link: PaymentLinkRow,
): Promise<{ orderId: string } | { reason: string }> {
  const booking = deferredBooking(link);
  try {
    const answer = await createBooking(
      deps,
      booking.product,
      {
        scope: `payment-link:${link.id}`,
        key: link.id,
        fingerprint: requestFingerprint('POST', 'payment-link-booking', booking.fingerprint),
      },
      {
        buyer: await linkBuyer(deps.database.db, link),
        input: booking.input,
        paymentMethod: 'wallet',
        expectedPrice: link.agentPrice,
        agentReferenceNumber: booking.agentReferenceNumber,
        lead: booking.lead,
      },
    );
    if (answer.status === 201) return { orderId: (answer.body as { orderId: string }).orderId };
    return { reason: (answer.body as { error?: string }).error ?? 'The booking could not be made.' };
  } catch (err) {
    if (err instanceof AppError && err.status < 500) return { reason: err.message };
    throw err;
  }
}

/** Mails the agency and the client what came of a paid cart or quotation link. */
async function mailOutcome(deps: AppDeps, tx: Tx, link: PaymentLinkRow, booked: string | null) {
  const paid = formatMoney(link.amount, link.currency);
  const back = formatMoney(link.refundAmount, link.currency);
  const to = await agentEmail(tx, link.agentId);
  if (to) {
    const words = (language: Language) => {
      const tr = translator(language);
      const params = {
        amount: paid,
        reference: link.reference,
        booking: booked,
        reason: link.fulfilmentNote,
      };
      return {
        subject: tr('mail.paymentLink.agent.subject', params),
        text: booked
          ? tr('mail.paymentLink.agent.booked', params) +
            (link.refundAmount > 0
              ? ` ${tr('mail.paymentLink.agent.partRefunded', { ...params, amount: back })}`
              : '')
          : tr('mail.paymentLink.agent.notBooked', params),
      };
    };
    await enqueueMail(tx, { to, ...words('en'), localized: words });
  }
  if (!link.clientEmail) return;
  const agency = await agencyOf(tx, link.agentId);
  const tr = (key: Parameters<typeof t>[1], params: Record<string, string>) =>
    t(agency.language, key, params);
  await enqueueMail(tx, {
    to: link.clientEmail,
    subject: tr('mail.paymentLink.paidSubject', { reference: link.reference }),
    text: [
      booked
        ? tr('mail.paymentLink.paidBody', { agency: agency.name, amount: paid, booking: link.title })
        : tr('mail.paymentLink.refundedBody', { agency: agency.name, amount: paid, booking: link.title }),
      booked && link.refundAmount > 0 ? tr('mail.paymentLink.partRefunded', { amount: back }) : '',
      booked
        ? tVerbatim(agency.language, 'mail.paymentLink.documents', {}, { url: linkUrl(deps, link.token) })
        : '',
    ]
      .filter(Boolean)
      .join('\n\n'),
  });
}

/**
 * Settles what the booking made of a paid cart link, once (under the link's lock): booked, or what
 * could not be booked taken back from the wallet for the client's card (an adjustment towards the
 * gateway clearing account, so the money stays exact). A booking still waiting for its supplier is
 * left for a later run.
 */
async function settleOutcome(
  deps: AppDeps,
  linkId: string,
  outcome: { orderId: string } | { reason: string },
): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const order = 'orderId' in outcome ? await lockOrder(tx, outcome.orderId) : null;
    const link = (await lockLink(tx, linkId))!;
    if (link.fulfilment !== 'booking') return;
    if (order && order.status !== 'completed' && order.status !== 'failed') {
      if (!link.orderId) await updateLink(tx, link.id, { orderId: order.id });
      return;
    }
    const lines = order ? await linesOfOrder(tx, order.id) : [];
    const failed = lines.filter((l) => l.status === 'failed');
    const booked = order?.status === 'completed';
    const refund = booked
      ? Math.min(
          link.amount,
          failed.reduce((s, l) => s + l.sellPrice, 0),
        )
      : link.amount;
    const note =
      'reason' in outcome
        ? outcome.reason
        : (failed[0]?.statusReason ?? order?.statusReason ?? (refund > 0 ? 'The supplier refused it.' : ''));
    if (refund > 0)
      await walletService(deps).debit(
        {
          agentId: link.agentId,
          amount: refund,
          kind: 'adjustment',
          to: [{ account: 'gateway_clearing', amount: refund }],
          reference: link.reference,
          product: deferredBooking(link).product.product,
          description: `Client payment ${link.reference} refunded to the client's card: ${note}`,
          createdBy: 'system',
        },
        tx,
      );
    const set = {
      orderId: order?.id ?? null,
      fulfilment: booked ? ('booked' as const) : ('refunded' as const),
      fulfilmentNote: refund > 0 ? note : '',
      refundAmount: refund,
    };
    await updateLink(tx, link.id, set);
    await mailOutcome(deps, tx, { ...link, ...set }, booked ? order.referenceNumber : null);
  });
}

/** Asks the gateway for a link's refund (outside any transaction; the link id names the refund). */
async function refundToCard(deps: AppDeps, linkId: string): Promise<void> {
  const link = await findLink(deps, linkId);
  if (!link || link.refundAmount <= 0 || link.refundedAt || !link.paymentId) return;
  const { refundId } = await requirePaymentGateway(deps).refund({
    paymentId: link.paymentId,
    amount: link.refundAmount,
    currency: link.currency,
    refundRef: link.id,
  });
  await updateLink(deps.database.db, link.id, { refundedAt: deps.clock.now(), gatewayRefundId: refundId });
}

/**
 * After a cart or quotation link's payment settled: the booking is made through the booking core,
 * what could not be booked is refunded to the card. Safe to run again and on several nodes (one at a
 * time per link).
 */
export async function fulfilCartLink(deps: AppDeps, linkId: string): Promise<void> {
  await deps.database.tryExclusive(`payment-link:${linkId}`, async () => {
    const link = await findLink(deps, linkId);
    if (!link || link.source === 'booking' || link.status !== 'paid') return;
    if (link.fulfilment === 'booking') await settleOutcome(deps, link.id, await bookDeferred(deps, link));
    await refundToCard(deps, link.id);
  });
}

/** The sweep behind the callback's own run: cart and quotation links paid but not settled (a crash, a supplier wait, a gateway down). */
export async function fulfilCartLinksOnce(deps: AppDeps, batch = 20): Promise<number> {
  const ids = await unsettledCartLinks(deps.database.db, batch);
  for (const id of ids) await fulfilCartLink(deps, id);
  return ids.length;
}

export function paymentLinkJobs(deps: AppDeps) {
  return [{ name: 'payment-link-fulfilment', everyMs: 30_000, run: () => fulfilCartLinksOnce(deps) }];
}
