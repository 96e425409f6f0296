import type { WalletBalanceAnswer } from '@portal/contracts';
import { majorToMinor, minorToMajor } from '../../../lib/money';
import { t } from '../../../lib/i18n';

export type FundsKey = 'available' | 'balance' | 'pending' | 'creditLimit' | 'creditUsed';

export interface FundsFigure {
  key: FundsKey;
  label: string;
  /** AED major units. */
  amount: number;
  hint: string;
}

/** balance + credit limit - credit used - pending holds, computed in minor units (exact). */
export function availableOf(w: WalletBalanceAnswer): number {
  const minor =
    majorToMinor(w.balance) +
    majorToMinor(w.creditAmount) -
    majorToMinor(w.creditUsed) -
    majorToMinor(w.pendingBalance);
  return minorToMajor(minor);
}

/** Credit still unused, never below zero (a lowered limit can leave credit used above it). */
export function creditLeftOf(w: WalletBalanceAnswer): number {
  return minorToMajor(Math.max(0, majorToMinor(w.creditAmount) - majorToMinor(w.creditUsed)));
}

/** Share of the credit limit in use, 0-100 (0 without a limit). */
export function creditUsePercent(w: WalletBalanceAnswer): number {
  const limit = majorToMinor(w.creditAmount);
  if (limit <= 0) return 0;
  return Math.min(100, Math.round((majorToMinor(w.creditUsed) / limit) * 100));
}

/** The figures of the wallet overview, available first because it is what a booking may spend. */
export function fundsFigures(w: WalletBalanceAnswer & { available?: number }): FundsFigure[] {
  return [
    {
      key: 'available',
      label: t('wallet.funds.available', 'Available to spend'),
      amount: w.available ?? availableOf(w),
      hint: t('wallet.funds.availableHint', 'Balance + credit limit - credit used - pending'),
    },
    {
      key: 'balance',
      label: t('wallet.funds.balance', 'Balance'),
      amount: w.balance,
      hint: t('wallet.funds.balanceHint', 'Your own money in the wallet'),
    },
    {
      key: 'pending',
      label: t('wallet.funds.pending', 'Pending (held)'),
      amount: w.pendingBalance,
      hint: t('wallet.funds.pendingHint', 'Reserved for bookings in progress and withdrawal requests'),
    },
    {
      key: 'creditLimit',
      label: t('wallet.funds.creditLimit', 'Credit limit'),
      amount: w.creditAmount,
      hint: t('wallet.funds.creditLimitHint', 'Set by the company'),
    },
    {
      key: 'creditUsed',
      label: t('wallet.funds.creditUsed', 'Credit used'),
      amount: w.creditUsed,
      hint: t('wallet.funds.creditUsedHint', 'Repaid first by your next deposit'),
    },
  ];
}
