import { eq } from 'drizzle-orm';
import { agents, type DbOrTx } from '@portal/db';
import { formatDate, formatMoney, type Language } from '@portal/domain';
import { t } from '../../lib/i18n/index.ts';
import { enqueueMail } from '../../lib/mail.ts';
import type { LineWithNames, OrderRow } from './orders.repository.ts';

const GONE: readonly LineWithNames['status'][] = ['failed', 'expired'];

/**
 * The order confirmation to the buying agent, written to the outbox in the transaction that
 * completes the order (so it goes out once, and only if the order really completed). The total is
 * what the agent paid for the lines that went through (card fee included), as on the agent invoice.
 */
export async function enqueueOrderConfirmation(
  tx: DbOrTx,
  order: OrderRow,
  lines: LineWithNames[],
): Promise<void> {
  const [agent] = await tx
    .select({ email: agents.email, name: agents.name })
    .from(agents)
    .where(eq(agents.id, order.agentId));
  if (!agent) return;
  const kept = lines.filter((l) => !GONE.includes(l.status)).sort((a, b) => a.lineNo - b.lineNo);
  const failed = lines.filter((l) => GONE.includes(l.status));
  const total = kept.reduce((sum, l) => sum + l.agentPrice, 0) + order.cardFee;
  // In the agency owner's language (issue 35); the attractions' names as the operator gives them.
  const content = (language: Language) => {
    const lineText = (l: LineWithNames) =>
      t(language, 'mail.attractionOrder.line', {
        number: l.lineNo,
        title: l.attractionTitle,
        activity: l.activityName,
        date: `${formatDate(l.serviceDate)}${l.slot ? ` ${l.slot.startTime}` : ''}`,
        guests: t(language, 'mail.attractionOrder.guests', {
          adults: l.adults,
          children: l.children,
          infants: l.infants,
        }),
        price: formatMoney(l.agentPrice),
        status: t(language, `status.${l.status}`),
      });
    return {
      subject: t(language, 'mail.attractionOrder.subject', { reference: order.referenceNumber }),
      text: [
        t(language, 'mail.greeting', { name: agent.name }),
        '',
        t(language, 'mail.attractionOrder.text', {
          reference: order.referenceNumber,
          agentReference: order.agentReferenceNumber,
        }),
        t(language, 'mail.leadTraveller', { name: order.leadName }),
        '',
        ...kept.map(lineText),
        ...(failed.length > 0
          ? ['', t(language, 'mail.attractionOrder.notBooked'), ...failed.map(lineText)]
          : []),
        '',
        ...(order.cardFee > 0
          ? [t(language, 'mail.attractionOrder.cardFee', { amount: formatMoney(order.cardFee) })]
          : []),
        t(language, 'mail.attractionOrder.total', { amount: formatMoney(total) }),
        '',
        t(language, 'mail.attractionOrder.documents'),
      ].join('\n'),
    };
  };
  await enqueueMail(tx, { to: agent.email, ...content('en'), localized: content });
}
