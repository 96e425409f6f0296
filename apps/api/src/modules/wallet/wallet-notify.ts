import { eq } from 'drizzle-orm';
import { agents, type DbOrTx } from '@portal/db';
import { notify } from '../notifications/notify.ts';

/**
 * A wallet change the agency hears of (issue 36): a notification in the change's transaction, and the
 * mail it always had ("Dear ...") when the user takes this kind by mail.
 */
export async function notifyAgent(
  tx: DbOrTx,
  at: Date,
  n: {
    agentId: string;
    kind: 'deposit_resolved' | 'withdrawal_paid' | 'credit_limit_changed';
    source: string;
    subject: string;
    lines: string[];
  },
): Promise<void> {
  const [agent] = await tx.select({ name: agents.name }).from(agents).where(eq(agents.id, n.agentId));
  if (!agent) return;
  await notify(
    tx,
    {
      agentId: n.agentId,
      kind: n.kind,
      source: n.source,
      title: n.subject,
      body: n.lines.join(' '),
      product: 'wallet',
      orderId: null,
      mail: { subject: n.subject, text: [`Dear ${agent.name},`, '', ...n.lines].join('\n') },
    },
    at,
  );
}
