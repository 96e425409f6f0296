import type { WalletBalanceAnswer, WalletSummaryAnswer } from '@portal/contracts';
import { MINIMUM_CARD_DEPOSIT_MINOR, walletBalanceAnswer } from '@portal/contracts';
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
import { walletService, type WalletService } from './wallet.service.ts';
import { answerMemo, type CachedAnswer } from '../../lib/cached-answer.ts';
import { thenMaybe, type MaybePromise } from '../../lib/maybe-promise.ts';

/** Spec section 7 answer; pendingBalance is the sum of pending holds. */
export function balanceAnswer(p: WalletPosition): WalletBalanceAnswer {
  return {
    balance: major(p.balance),
    pendingBalance: major(p.held),
    creditAmount: major(p.creditLimit),
    creditUsed: major(p.creditUsed),
  };
}

/**
 * Serialized once per position object: position-cache.ts answers the same object while it is current,
 * so a hot balance is neither mapped nor serialized again (ADR 0006, addendum "read path CPU"). Held
 * only as long as the position object is (the position cache bounds it).
 */
const balanceBytes = answerMemo<WalletPosition>(walletBalanceAnswer, balanceAnswer);

/** The balance answer (spec section 7), from memory and without a promise while current. */
export function walletBalance(wallet: WalletService, agentId: string): MaybePromise<CachedAnswer> {
  return thenMaybe(wallet.position(agentId), balanceBytes);
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
