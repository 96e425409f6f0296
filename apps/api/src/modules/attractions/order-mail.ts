import { eq } from 'drizzle-orm';
import { agents, type DbOrTx } from '@portal/db';
import { formatDate, formatMoney } from '@portal/domain';
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
  const lineText = (l: LineWithNames) => {
    const pax = `${l.adults} adult(s), ${l.children} child(ren), ${l.infants} infant(s)`;
    return `${l.lineNo}. ${l.attractionTitle} - ${l.activityName}, ${formatDate(l.serviceDate)}${l.slot ? ` ${l.slot.startTime}` : ''}, ${pax}: ${formatMoney(l.agentPrice)} (${l.status.replace('_', ' ')})`;
  };
  await enqueueMail(tx, {
    to: agent.email,
    subject: `Order ${order.referenceNumber} confirmed`,
    text: [
      `Dear ${agent.name},`,
      '',
      `Your attraction order ${order.referenceNumber} (your reference ${order.agentReferenceNumber}) is complete.`,
      `Lead traveller: ${order.leadName}`,
      '',
      ...kept.map(lineText),
      ...(failed.length > 0 ? ['', 'Not booked (refunded):', ...failed.map(lineText)] : []),
      '',
      ...(order.cardFee > 0 ? [`Card fee: ${formatMoney(order.cardFee)}`] : []),
      `Total: ${formatMoney(total)}`,
      '',
      'Tickets, vouchers and the invoice are under Orders in the portal.',
    ].join('\n'),
  });
}
