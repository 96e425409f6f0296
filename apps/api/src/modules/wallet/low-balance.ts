import { eq } from 'drizzle-orm';
import { agents, type DbOrTx } from '@portal/db';
import { alertDue, availableFunds, formatMoney, lowBalanceState } from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { enqueueMail } from '../../lib/mail.ts';
import { walletConfig } from './wallet.config.ts';
import { moveLowBalanceLevel, type WalletRow } from './wallet.repository.ts';

/**
 * After any wallet change, inside its transaction: one mail when the available funds fall below a
 * deeper threshold than already announced; the level resets silently when funds recover, so the
 * next fall alerts again.
 */
export async function trackLowBalance(
  deps: AppDeps,
  tx: DbOrTx,
  agentId: string,
  row: WalletRow,
): Promise<void> {
  const available = availableFunds(row);
  const state = lowBalanceState(available, row.creditLimit, walletConfig(deps.env).lowBalancePercents);
  if (state.level === row.lowBalanceLevel) return;
  const moved = await moveLowBalanceLevel(tx, agentId, row.lowBalanceLevel, state.level);
  if (!moved || !alertDue(row.lowBalanceLevel, state) || state.threshold === null) return;
  const [agent] = await tx
    .select({ email: agents.email, name: agents.name })
    .from(agents)
    .where(eq(agents.id, agentId));
  if (!agent) return;
  await enqueueMail(tx, {
    to: agent.email,
    subject: `Low wallet balance: ${formatMoney(available)} available`,
    text: [
      `Dear ${agent.name},`,
      '',
      `The funds available in your wallet (balance plus unused credit) are ${formatMoney(available)},`,
      `below ${state.percent}% of your credit limit (${formatMoney(state.threshold)}).`,
      'Top up your wallet by card or bank transfer from the Wallet page to keep booking without interruption.',
    ].join('\n'),
  });
}
