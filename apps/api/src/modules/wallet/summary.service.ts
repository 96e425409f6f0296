import type { WalletBalanceAnswer, WalletSummaryAnswer } from '@portal/contracts';
import { MINIMUM_CARD_DEPOSIT_MINOR } from '@portal/contracts';
import {
  availableFunds,
  lowBalanceState,
  roundHalfUp,
  withdrawableFunds,
  type WalletPosition,
} from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { major } from './money-format.ts';
import { walletConfig } from './wallet.config.ts';
import { walletService } from './wallet.service.ts';

/** Spec section 7 answer; pendingBalance is the sum of pending holds. */
export function balanceAnswer(p: WalletPosition): WalletBalanceAnswer {
  return {
    balance: major(p.balance),
    pendingBalance: major(p.held),
    creditAmount: major(p.creditLimit),
    creditUsed: major(p.creditUsed),
  };
}

export async function walletBalance(deps: AppDeps, agentId: string): Promise<WalletBalanceAnswer> {
  return balanceAnswer(await walletService(deps).position(agentId));
}

export async function walletSummary(deps: AppDeps, agentId: string): Promise<WalletSummaryAnswer> {
  const p = await walletService(deps).position(agentId);
  const { lowBalancePercents, cardFeePercent } = walletConfig(deps.env);
  const available = availableFunds(p);
  const low = lowBalanceState(available, p.creditLimit, lowBalancePercents);
  return {
    ...balanceAnswer(p),
    currency: 'AED',
    available: major(available),
    withdrawable: major(withdrawableFunds(p)),
    lowBalance:
      low.threshold !== null && low.percent !== null
        ? { threshold: major(low.threshold), percent: low.percent, available: major(available) }
        : null,
    thresholds:
      p.creditLimit > 0
        ? lowBalancePercents.map((percent) => ({
            percent,
            amount: major(roundHalfUp((p.creditLimit * percent) / 100)),
          }))
        : [],
    cardFeePercent,
    minimumCardDeposit: major(MINIMUM_CARD_DEPOSIT_MINOR),
  };
}
