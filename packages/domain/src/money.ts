/** Amounts are integers in minor units (fils for AED). */
export type Minor = number;

export const BASE_CURRENCY = 'AED';
export const MINOR_PER_MAJOR = 100;
/** Largest amount a single money movement may carry (100 million AED), far below 2^53. */
export const MAX_MINOR: Minor = 100_000_000 * MINOR_PER_MAJOR;

export function isMinor(value: unknown): value is Minor {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/** Major units (e.g. 12.5 or "12.50") to minor units; rejects more than two decimals. */
export function toMinor(major: number | string): Minor {
  const text = typeof major === 'number' ? major.toString() : major.trim();
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new RangeError(`Not an amount with at most two decimals: ${text}`);
  const [, sign, whole = '0', frac = ''] = match;
  const minor = Number(whole) * MINOR_PER_MAJOR + Number(frac.padEnd(2, '0'));
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Amount too large: ${text}`);
  return sign ? -minor : minor;
}

export function toMajor(minor: Minor): number {
  return minor / MINOR_PER_MAJOR;
}

/** "1234.50" - fixed two decimals, no grouping; exact for any safe integer. */
export function formatMinor(minor: Minor): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const whole = Math.floor(abs / MINOR_PER_MAJOR);
  const frac = String(abs % MINOR_PER_MAJOR).padStart(2, '0');
  return `${sign}${whole}.${frac}`;
}

/** Round half away from zero to an integer: the per-line rounding rule. */
export function roundHalfUp(value: number): number {
  const rounded = Math.round(Math.abs(value) + Number.EPSILON * Math.abs(value));
  return value < 0 ? -rounded : rounded;
}

/** Percentage of an amount in minor units, rounded per line. */
export function percentOf(minor: Minor, percent: number): Minor {
  return roundHalfUp((minor * percent) / 100);
}

/** Sum of already rounded lines. */
export function sumMinor(lines: readonly Minor[]): Minor {
  return lines.reduce((total, line) => total + line, 0);
}
