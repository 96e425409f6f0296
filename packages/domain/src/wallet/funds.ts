import type { Minor } from '../money.ts';

/**
 * The money position of one agent's wallet, all in minor units.
 * Invariants: every field >= 0, and `balance` and `creditUsed` are never both positive
 * (a payment empties the balance before it draws credit; a top-up repays credit before it
 * adds to the balance). `creditUsed` may exceed `creditLimit` only after the company lowered
 * the limit; nothing the agent does can push it there.
 */
export interface WalletPosition {
  balance: Minor;
  creditLimit: Minor;
  creditUsed: Minor;
  held: Minor;
}

export const EMPTY_POSITION: WalletPosition = { balance: 0, creditLimit: 0, creditUsed: 0, held: 0 };

/** balance + credit limit - credit used - pending holds (negative only after a limit cut). */
export function availableFunds(w: WalletPosition): Minor {
  return w.balance + w.creditLimit - w.creditUsed - w.held;
}

/**
 * What an agent may withdraw: its own money not reserved by holds. Holds count against the
 * balance first, so credit can never be taken out as cash.
 */
export function withdrawableFunds(w: WalletPosition): Minor {
  return Math.max(0, w.balance - w.held);
}

export interface PaymentSplit {
  fromBalance: Minor;
  fromCredit: Minor;
}

/** A payment takes from the balance first, then from credit. */
export function splitPayment(balance: Minor, amount: Minor): PaymentSplit {
  const fromBalance = Math.min(Math.max(balance, 0), amount);
  return { fromBalance, fromCredit: amount - fromBalance };
}

export interface TopUpSplit {
  repaysCredit: Minor;
  toBalance: Minor;
}

/** A top-up (deposit, refund, credit) repays credit used first, then adds to the balance. */
export function splitTopUp(creditUsed: Minor, amount: Minor): TopUpSplit {
  const repaysCredit = Math.min(Math.max(creditUsed, 0), amount);
  return { repaysCredit, toBalance: amount - repaysCredit };
}

/**
 * The split of a payment recovered from the position after it. Exact because balance and
 * credit used are never both positive: the net position before was (balance - creditUsed) + amount.
 */
export function paymentSplitFromAfter(after: Pick<WalletPosition, 'balance' | 'creditUsed'>, amount: Minor) {
  const balanceBefore = Math.max(after.balance - after.creditUsed + amount, 0);
  return splitPayment(balanceBefore, amount);
}

/** Same for a top-up: the net position before was (balance - creditUsed) - amount. */
export function topUpSplitFromAfter(after: Pick<WalletPosition, 'balance' | 'creditUsed'>, amount: Minor) {
  const creditUsedBefore = Math.max(after.creditUsed - after.balance + amount, 0);
  return splitTopUp(creditUsedBefore, amount);
}

/** Applies a payment if the funds allow it; null when they do not (nothing changes). */
export function applyPayment(w: WalletPosition, amount: Minor): WalletPosition | null {
  if (amount <= 0 || availableFunds(w) < amount) return null;
  const { fromBalance, fromCredit } = splitPayment(w.balance, amount);
  return { ...w, balance: w.balance - fromBalance, creditUsed: w.creditUsed + fromCredit };
}

export function applyTopUp(w: WalletPosition, amount: Minor): WalletPosition {
  const { repaysCredit, toBalance } = splitTopUp(w.creditUsed, amount);
  return { ...w, creditUsed: w.creditUsed - repaysCredit, balance: w.balance + toBalance };
}

/** Violated invariants of a position, empty when it is sound. */
export function positionViolations(w: WalletPosition): string[] {
  const out: string[] = [];
  for (const [k, v] of Object.entries(w)) {
    if (!Number.isSafeInteger(v)) out.push(`${k} is not an integer amount`);
    else if (v < 0) out.push(`${k} is negative`);
  }
  if (w.balance > 0 && w.creditUsed > 0) out.push('balance and credit used are both positive');
  return out;
}
