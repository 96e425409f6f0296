import { percentOf, type Minor } from '../money.ts';
import { COMPANY_ZONE, zonedDateTimeToInstant } from '../plain-date.ts';

export const CANCELLATION_TYPES = ['non-refundable', 'free', 'fee'] as const;
export type CancellationType = (typeof CANCELLATION_TYPES)[number];

/**
 * non-refundable: never cancellable by the agent; free: full refund until `hoursBefore` the service
 * starts; fee: cancellable until `hoursBefore` with a fee, flat per line (minor units) or a
 * percentage of the amount paid. After the deadline no policy allows a cancellation.
 */
export type CancellationPolicy =
  | { type: 'non-refundable' }
  | { type: 'free'; hoursBefore: number }
  | { type: 'fee'; hoursBefore: number; feeType: 'flat' | 'percentage'; feeValue: number };

export interface CancellationInput {
  policy: CancellationPolicy;
  /** What the buyer paid for the line (its agent price), minor units. */
  amount: Minor;
  /** Service date (yyyy-mm-dd) and start time (HH:mm, company zone; start of day when unknown). */
  serviceDate: string;
  serviceTime?: string | null | undefined;
  now: Date;
  zone?: string;
}

export interface CancellationQuote {
  allowed: boolean;
  fee: Minor;
  refund: Minor;
  /** Last instant a cancellation is accepted; null for non-refundable lines. */
  deadline: Date | null;
  /** Why it is not allowed, for the agent. */
  message: string | null;
}

export function quoteCancellation(input: CancellationInput): CancellationQuote {
  const { policy, amount } = input;
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new RangeError('amount must be a whole, non-negative amount');
  if (policy.type === 'non-refundable') {
    return {
      allowed: false,
      fee: amount,
      refund: 0,
      deadline: null,
      message: 'This booking is non-refundable.',
    };
  }
  if (!Number.isFinite(policy.hoursBefore) || policy.hoursBefore < 0) {
    throw new RangeError('hoursBefore must be zero or more');
  }
  const start = zonedDateTimeToInstant(
    input.serviceDate,
    input.serviceTime ?? '00:00',
    input.zone ?? COMPANY_ZONE,
  );
  const deadline = new Date(start.getTime() - policy.hoursBefore * 3_600_000);
  const fee = policy.type === 'free' ? 0 : feeFor(policy, amount);
  if (input.now.getTime() > deadline.getTime()) {
    return {
      allowed: false,
      fee: amount,
      refund: 0,
      deadline,
      message:
        policy.hoursBefore > 0
          ? `Cancellation was possible until ${policy.hoursBefore} hours before the service.`
          : 'Cancellation was possible only until the service started.',
    };
  }
  return { allowed: true, fee, refund: amount - fee, deadline, message: null };
}

function feeFor(policy: Extract<CancellationPolicy, { type: 'fee' }>, amount: Minor): Minor {
  if (!Number.isFinite(policy.feeValue) || policy.feeValue < 0)
    throw new RangeError('fee must be zero or more');
  if (policy.feeType === 'flat') {
    if (!Number.isSafeInteger(policy.feeValue))
      throw new RangeError('a flat fee is a whole amount in minor units');
    return Math.min(policy.feeValue, amount);
  }
  return Math.min(percentOf(amount, policy.feeValue), amount);
}
