import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { agents, type DbOrTx } from '@portal/db';
import { alertDue, availableFunds, formatMoney, lowBalanceState, type Language } from '@portal/domain';
import { t } from '../../lib/i18n/index.ts';
import type { AppDeps } from '../../deps.ts';
import { notify } from '../notifications/notify.ts';
import { walletConfig } from './wallet.config.ts';
import { moveLowBalanceLevel, type WalletRow } from './wallet.repository.ts';

/**
 * After any wallet change, inside its transaction: one notification (and its mail) when the available funds fall below a
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
  const [agent] = await tx.select({ name: agents.name }).from(agents).where(eq(agents.id, agentId));
  if (!agent) return;
  const threshold = state.threshold;
  const content = (language: Language) => {
    const params = {
      name: agent.name,
      available: formatMoney(available),
      percent: state.percent,
      threshold: formatMoney(threshold),
    };
    return {
      subject: t(language, 'mail.lowBalance.subject', params),
      text: [
        t(language, 'mail.greeting', params),
        '',
        t(language, 'mail.lowBalance.available', params),
        t(language, 'mail.lowBalance.below', params),
        t(language, 'mail.lowBalance.topUp'),
      ].join('\n'),
    };
  };
  // A notification (issue 36) whose mail is this one, sent when the user takes low balance by mail.
  const at = deps.clock.now();
  await notify(
    tx,
    {
      agentId,
      kind: 'low_balance',
      // Once per fall: the conditional level move above is in this transaction; each fall is its own.
      source: `low-balance:${state.level}:${randomUUID()}`,
      title: `Low balance: ${formatMoney(available)} available`,
      body: `Your available funds (${formatMoney(available)}) are below ${formatMoney(threshold)}. Top up your wallet to keep booking.`,
      product: 'wallet',
      orderId: null,
      mail: { ...content('en'), localized: content },
    },
    at,
  );
}
