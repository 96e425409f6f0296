import { formatMoney, type Language } from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { enqueueMail } from '../../lib/mail.ts';
import { catalogues, t, tVerbatim, type MessageKey } from '../../lib/i18n/index.ts';
import { registerPaymentSettler } from '../payments/payments.registry.ts';
import { walletService } from '../wallet/wallet.service.ts';
import {
  agentEmail,
  bookingProduct,
  linesOfOrder,
  lockOrder,
  mailAgentIn,
  payBooking,
  type CoreOrder,
} from '../bookings/core/index.ts';
import type { Tx } from '@portal/db';
import type { PaymentRow } from '../payments/payments.repository.ts';
import { agencyOf, linkUrl, stateOf } from './payment-links.service.ts';
import { lockLink, orderIdOfLink, updateLink, type PaymentLinkRow } from './payment-links.repository.ts';
import { fulfilCartLink } from './payment-links.fulfil.ts';
import { deferredBooking } from './payment-links.deferred.ts';

/** Pays the booking from the agency's wallet in a savepoint: false (nothing of it kept) when it cannot be paid. */
async function payFromWallet(deps: AppDeps, tx: Tx, order: CoreOrder): Promise<boolean> {
  const lines = await linesOfOrder(tx, order.id);
  if (lines.some((l) => l.status === 'pending_supplier' || l.status === 'pending')) return false;
  try {
    await tx.transaction((sp) =>
      payBooking(deps, sp, bookingProduct(order.product), {
        agentId: order.agentId,
        orderId: order.id,
        method: 'wallet',
      }),
    );
    return true;
  } catch (err) {
    if (err instanceof AppError) return false;
    throw err;
  }
}

async function mailClientPaid(
  deps: AppDeps,
  tx: Tx,
  link: PaymentLinkRow,
  order: CoreOrder,
  booked: boolean,
) {
  if (!link.clientEmail) return;
  const agency = await agencyOf(tx, link.agentId);
  const amount = formatMoney(link.amount, link.currency);
  await enqueueMail(tx, {
    to: link.clientEmail,
    subject: t(agency.language, 'mail.paymentLink.paidSubject', { reference: link.reference }),
    text: [
      t(agency.language, 'mail.paymentLink.paidBody', {
        agency: agency.name,
        amount,
        booking: link.title || order.referenceNumber,
      }),
      booked
        ? tVerbatim(agency.language, 'mail.paymentLink.documents', {}, { url: linkUrl(deps, link.token) })
        : '',
    ]
      .filter(Boolean)
      .join('\n\n'),
  });
}

/**
 * A client's card payment of a link (purpose `payment_link`), settled once in the callback's
 * transaction. The whole amount comes into the agency's wallet from the gateway (a "Client payment"
 * line), then the booking is paid from the wallet at the agency's price as any pay-later booking: the
 * agency keeps its margin. A booking that can no longer be paid (cancelled, past its date, repriced)
 * leaves the money in the wallet, never lost, and the agency is told.
 */
/**
 * A cart or quotation link's card payment: the client's money comes into the agency's wallet now; the booking is
 * made after this transaction commits (supplier calls), through the booking core, paid from it.
 * A payment that is not the link's current one (a cancel or a new attempt closes the old payment, so
 * this is only a gateway's late surprise) stays in the wallet, as for booking links, and the agency
 * is told: money is never lost.
 */
async function settleCartPayment(deps: AppDeps, tx: Tx, payment: PaymentRow, link: PaymentLinkRow) {
  const payable = link.paymentId === payment.id && link.status === 'open';
  await walletService(deps).credit(
    {
      agentId: link.agentId,
      amount: payment.amount,
      kind: 'client_payment',
      from: [{ account: 'gateway_clearing', amount: -payment.amount }],
      reference: link.reference,
      product: deferredBooking(link).product.product,
      description: `Client payment ${link.reference} for ${link.title}`,
      createdBy: 'system',
    },
    tx,
  );
  if (!payable) {
    const to = await agentEmail(tx, link.agentId);
    const amount = formatMoney(payment.amount, payment.currency);
    const words = (language: Language) => {
      const params = { amount, reference: link.reference };
      return {
        subject: t(language, 'mail.paymentLink.agent.subject', params),
        text: t(language, 'mail.paymentLink.agent.closed', params),
      };
    };
    if (to) await enqueueMail(tx, { to, ...words('en'), localized: words });
    return;
  }
  await updateLink(tx, link.id, { status: 'paid', paidAt: deps.clock.now(), fulfilment: 'booking' });
}

registerPaymentSettler('payment_link', {
  async succeeded(deps, tx, payment) {
    const { orderId, source } = (await orderIdOfLink(tx, payment.reference)) ?? {};
    // A cart or quotation link has no booking yet: only the link is locked.
    if (source && source !== 'booking')
      return settleCartPayment(deps, tx, payment, (await lockLink(tx, payment.reference))!);
    if (!orderId) throw new AppError('CONFLICT', 'The payment link of this payment does not exist');
    const order = (await lockOrder(tx, orderId))!;
    const link = (await lockLink(tx, payment.reference))!;
    const payable = link.paymentId === payment.id && stateOf(deps, { link, order }) === 'open';
    await walletService(deps).credit(
      {
        agentId: link.agentId,
        amount: payment.amount,
        kind: 'client_payment',
        from: [{ account: 'gateway_clearing', amount: -payment.amount }],
        reference: link.reference,
        product: order.product,
        description: `Client payment ${link.reference} for ${order.referenceNumber}`,
        createdBy: 'system',
      },
      tx,
    );
    const booked = payable && (await payFromWallet(deps, tx, order));
    await updateLink(tx, link.id, { status: 'paid', paidAt: deps.clock.now() });
    const amount = formatMoney(payment.amount, payment.currency);
    await mailAgentIn(tx, order, (language) => {
      const params = {
        amount,
        reference: link.reference,
        booking: order.referenceNumber,
        status:
          `status.${order.status}` in catalogues[language]
            ? t(language, `status.${order.status}` as MessageKey)
            : order.status.replace('_', ' '),
      };
      return {
        subject: t(language, 'mail.paymentLink.agent.subject', params),
        text: t(
          language,
          booked ? 'mail.paymentLink.agent.paidBooking' : 'mail.paymentLink.agent.unpaidBooking',
          params,
        ),
      };
    });
    await mailClientPaid(deps, tx, link, order, booked);
  },
  // A declined card changes nothing: the link stays open for another try.
  async failed() {},
  async afterCommit(deps, payment) {
    await fulfilCartLink(deps, payment.reference);
  },
});
