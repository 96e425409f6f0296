import { checkMajorAmount, formatMinor } from '@portal/domain';
import type { WalletBalanceAnswer, WalletSummaryAnswer } from '@portal/contracts';
import { t, westernDigits } from '../../../lib/i18n';
import { formatAedMinor, majorToMinor } from '../../../lib/money';

export type TransferDirection = 'to-sub' | 'from-sub';

/**
 * The most a transfer may move, in fils: only the giver's own money not reserved by holds (credit
 * is never transferred). To the sub-agent: the parent's withdrawable funds; back: the sub-agent's
 * balance minus its pending holds.
 */
export function transferLimitMinor(
  direction: TransferDirection,
  parent: Pick<WalletSummaryAnswer, 'withdrawable'> | undefined,
  subAgent: Pick<WalletBalanceAnswer, 'balance' | 'pendingBalance'>,
): number | null {
  if (direction === 'to-sub') return parent ? Math.max(0, majorToMinor(parent.withdrawable)) : null;
  return Math.max(0, majorToMinor(subAgent.balance) - majorToMinor(subAgent.pendingBalance));
}

export type AmountCheck = { ok: true; minor: number; text: string } | { ok: false; message: string };

/** The typed amount against the contract's rule and the giver's funds (null limit: not known yet). */
export function checkTransferAmount(typed: string, limitMinor: number | null): AmountCheck {
  const text = westernDigits(typed);
  if (!text.trim()) return { ok: false, message: t('transfer.enterAmount', 'Enter an amount') };
  const check = checkMajorAmount(text.trim());
  if (!check.ok) return check;
  if (limitMinor !== null && check.minor > limitMinor) {
    return {
      ok: false,
      message: t('transfer.moreThanAvailable', 'The amount is more than the available {available}', {
        available: formatAedMinor(limitMinor),
      }),
    };
  }
  return { ok: true, minor: check.minor, text: formatMinor(check.minor) };
}

/** Identifies one transfer request, so a retry after an unknown outcome reuses its Idempotency-Key. */
export function transferFingerprint(
  subAgentId: string,
  direction: TransferDirection,
  minor: number,
  note: string,
): string {
  return JSON.stringify([subAgentId, direction, minor, note.trim()]);
}

/** Credit limit input: 0 removes the line; otherwise a positive amount with at most two decimals. */
export function checkCreditLimit(text: string): AmountCheck {
  const value = westernDigits(text).trim();
  if (!value)
    return { ok: false, message: t('transfer.enterCreditLimit', 'Enter a credit limit (0 removes it)') };
  if (/^0*(\.0*)?$/.test(value)) return { ok: true, minor: 0, text: '0' };
  const check = checkMajorAmount(value);
  if (!check.ok) return check;
  return { ok: true, minor: check.minor, text: formatMinor(check.minor) };
}
