import { roundHalfUp, type Minor } from '../money.ts';

/** Default alert thresholds, in percent of the credit limit, highest first. */
export const DEFAULT_LOW_BALANCE_PERCENTS: readonly number[] = [40, 20];

export interface LowBalanceState {
  /** How many thresholds the available funds are below (0 = none). */
  level: number;
  /** The lowest threshold crossed, in minor units, or null. */
  threshold: Minor | null;
  percent: number | null;
}

/** Parses "40,20" into distinct percentages in (0, 100], highest first. */
export function parseThresholdPercents(text: string): number[] {
  const values = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map(Number);
  if (values.some((v) => !Number.isFinite(v) || v <= 0 || v > 100))
    throw new RangeError(`Low-balance thresholds must be percentages in (0, 100]: ${text}`);
  return [...new Set(values)].sort((a, b) => b - a);
}

/**
 * Where the available funds stand against the thresholds (percent of the credit limit).
 * A wallet without a credit limit has no thresholds.
 */
export function lowBalanceState(
  available: Minor,
  creditLimit: Minor,
  percents: readonly number[] = DEFAULT_LOW_BALANCE_PERCENTS,
): LowBalanceState {
  let state: LowBalanceState = { level: 0, threshold: null, percent: null };
  if (creditLimit <= 0) return state;
  percents.forEach((percent, i) => {
    const threshold = roundHalfUp((creditLimit * percent) / 100);
    if (available < threshold) state = { level: i + 1, threshold, percent };
  });
  return state;
}

/** A mail is due only when funds fall to a deeper level than the one already announced. */
export function alertDue(announcedLevel: number, current: LowBalanceState): boolean {
  return current.level > announcedLevel;
}
