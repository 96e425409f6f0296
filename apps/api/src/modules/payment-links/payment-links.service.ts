import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { paymentLinkPagePath, type CreatePaymentLinkBody, type PaymentLinkDto } from '@portal/contracts';
import { agents, type DbOrTx } from '@portal/db';
import {
  formatDateTime,
  formatMoney,
  paymentLinkDueAt,
  paymentLinkState,
  type Language,
} from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { enqueueMail } from '../../lib/mail.ts';
import { abandonPayment } from '../payments/payments.service.ts';
import { t, tVerbatim } from '../../lib/i18n/index.ts';
import { recordAudit, type ActingAs } from '../../audit/index.ts';
import { findOrder, linesOfOrder, newReference, orderFor, type CoreOrder } from '../bookings/core/index.ts';
import {
  cancelOpenLinkOf,
  insertLink,
  linkOfAgent,
  linksOf,
  updateLink,
  type LinkWithOrder,
  type NewPaymentLink,
  type PaymentLinkRow,
} from './payment-links.repository.ts';

/** The public address of the portal's pages (the link the client opens). */
export const portalOrigin = (deps: AppDeps) => new URL(deps.env.CLIENT_URL ?? deps.env.PUBLIC_URL).origin;

export const linkUrl = (deps: AppDeps, token: string) => `${portalOrigin(deps)}${paymentLinkPagePath(token)}`;

export function stateOf(deps: AppDeps, row: LinkWithOrder) {
  return paymentLinkState(row.link, row.order, deps.clock.now());
}

export function linkDto(deps: AppDeps, row: LinkWithOrder): PaymentLinkDto {
  const { link } = row;
  return {
    id: link.id,
    reference: link.reference,
    source: link.source,
    title: link.title || row.order?.referenceNumber || '',
    orderId: link.orderId,
    orderReference: row.order?.referenceNumber ?? null,
    url: linkUrl(deps, link.token),
    amount: link.amount,
    currency: link.currency,
    dueAt: link.dueAt.toISOString(),
    clientName: link.clientName,
    clientEmail: link.clientEmail,
    message: link.message,
    state: stateOf(deps, row),
    fulfilment: link.fulfilment,
    refundAmount: link.refundAmount,
    fulfilmentNote: link.fulfilmentNote,
    paidAt: link.paidAt?.toISOString() ?? null,
    createdAt: link.createdAt.toISOString(),
  };
}

/** The agency's own name and the language of what it hands its clients. */
export async function agencyOf(db: DbOrTx, agentId: string): Promise<{ name: string; language: Language }> {
  const [row] = await db
    .select({ name: agents.companyName, language: agents.clientLanguage })
    .from(agents)
    .where(eq(agents.id, agentId));
  return { name: row?.name ?? '', language: row?.language ?? 'en' };
}

/** A booking a client may be asked to pay: the agency's own, unpaid (pay later), nothing waiting for a supplier. */
export async function assertPayable(db: DbOrTx, order: CoreOrder, now: Date): Promise<void> {
  if (order.status !== 'unpaid')
    throw new AppError(
      'CONFLICT',
      `Only an unpaid (pay later) booking can be paid through a link; ${order.referenceNumber} is ${order.status.replace('_', ' ')}.`,
    );
  if (!order.payBy || order.payBy <= now)
    throw new AppError(
      'CONFLICT',
      'The last date for payment has passed; this booking can no longer be paid.',
    );
  const lines = await linesOfOrder(db, order.id);
  if (lines.some((l) => l.status === 'pending_supplier' || l.status === 'pending'))
    throw new AppError('CONFLICT', 'The booking is still waiting for the supplier; try again shortly.');
}

/** The mail that sends the client its link, in the agency's client language. */
export async function mailClient(deps: AppDeps, tx: DbOrTx, link: PaymentLinkRow): Promise<void> {
  if (!link.clientEmail) return;
  const agency = await agencyOf(tx, link.agentId);
  const tr = (key: Parameters<typeof t>[1], params: Record<string, string>) =>
    t(agency.language, key, params);
  const amount = formatMoney(link.amount, link.currency);
  await enqueueMail(tx, {
    to: link.clientEmail,
    subject: tr('mail.paymentLink.subject', { reference: link.reference, agency: agency.name }),
    text: [
      link.clientName ? t(agency.language, 'mail.greeting', { name: link.clientName }) : '',
      tr('mail.paymentLink.body', {
        agency: agency.name,
        amount,
        booking: link.title,
        due: formatDateTime(link.dueAt),
      }),
      link.message,
      tVerbatim(agency.language, 'mail.paymentLink.pay', {}, { url: linkUrl(deps, link.token) }),
    ]
      .filter(Boolean)
      .join('\n\n'),
  });
}

/**
 * A new link (an unguessable token, its reference), audited as made by `who` and mailed to the client,
 * in the caller's transaction: the one way a booking link or a cart link is issued.
 */
export async function issueLink(
  deps: AppDeps,
  tx: DbOrTx,
  who: ActingAs,
  issue: {
    values: Omit<NewPaymentLink, 'reference' | 'token'>;
    /** What the link sells, for the audit row (the order's or the cart's name). */
    what: Record<string, string>;
    reason?: string | null;
  },
): Promise<PaymentLinkDto> {
  const { values } = issue;
  const link = await insertLink(tx, {
    ...values,
    reference: newReference('PL'),
    token: randomBytes(32).toString('base64url'),
  });
  await recordAudit(tx, who, {
    kind: 'payment-link.create',
    object: { type: 'payment-link', id: link.id },
    agentId: values.agentId,
    after: {
      reference: link.reference,
      ...issue.what,
      amount: link.amount,
      dueAt: values.dueAt.toISOString(),
    },
    reason: issue.reason ?? null,
  });
  await mailClient(deps, tx, link);
  return linkDto(deps, (await linkOfAgent(tx, values.agentId, link.id))!);
}

/** Payment links of an agency (issue 39 §2): made, listed and cancelled by its users. */
export function paymentLinksService(deps: AppDeps) {
  const { db } = deps.database;

  async function create(who: ActingAs, agentId: string, userId: string | null, body: CreatePaymentLinkBody) {
    const now = deps.clock.now();
    return db.transaction(async (tx) => {
      // The agency's own booking only: a parent reseller may read a sub-agent's booking, never sell it.
      const order = orderFor(agentId, await findOrder(tx, body.orderId), 'write');
      await assertPayable(tx, order, now);
      const dueAt = paymentLinkDueAt(order.payBy!, body.dueDate, now);
      if (!dueAt) throw badRequest('The due date has passed', { dueDate: ['Choose today or a later day'] });
      const replaced = await cancelOpenLinkOf(tx, order.id, now);
      return issueLink(deps, tx, who, {
        values: {
          agentId,
          source: 'booking',
          orderId: order.id,
          title: order.title || order.referenceNumber,
          createdBy: userId,
          amount: order.totalSellPrice,
          agentPrice: order.totalAgentPrice,
          currency: order.currency,
          dueAt,
          clientName: body.clientName ?? '',
          clientEmail: body.clientEmail || null,
          message: body.message ?? '',
          createdAt: now,
        },
        what: { order: order.referenceNumber },
        reason: replaced ? 'Replaces the booking’s previous link' : null,
      });
    });
  }

  async function list(agentId: string, filter: Parameters<typeof linksOf>[2]) {
    return { links: (await linksOf(db, agentId, filter)).map((row) => linkDto(deps, row)) };
  }

  async function cancel(who: ActingAs, agentId: string, id: string) {
    return db.transaction(async (tx) => {
      const row = await linkOfAgent(tx, agentId, id);
      if (!row) throw notFound('Payment link');
      if (row.link.status !== 'open')
        throw new AppError('CONFLICT', `This link is already ${row.link.status}.`);
      // A cart or quotation link's payment still open is closed too: a late charge could book what was cancelled.
      if (row.link.source !== 'booking' && row.link.paymentId)
        await abandonPayment(deps, tx, row.link.paymentId, 'The payment link was cancelled');
      await updateLink(tx, id, { status: 'cancelled', cancelledAt: deps.clock.now() });
      await recordAudit(tx, who, {
        kind: 'payment-link.cancel',
        object: { type: 'payment-link', id },
        agentId,
        before: { status: 'open' },
        after: { status: 'cancelled' },
      });
      return linkDto(deps, (await linkOfAgent(tx, agentId, id))!);
    });
  }

  return { create, list, cancel };
}
