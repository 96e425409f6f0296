import { checkMajorAmount } from '@portal/domain';
import { formatAed, minorToMajor } from '../../../lib/money';

export type AmountInputCheck = { ok: true; minor: number } | { ok: false; message: string };

/**
 * An amount typed in AED: the same rule the server applies (positive, two decimals at most),
 * plus an optional minimum and maximum in minor units.
 */
export function checkAmountInput(
  text: string,
  limits: { minimumMinor?: number; maximumMinor?: number; maximumLabel?: string } = {},
): AmountInputCheck {
  const trimmed = text.trim().replace(/,/g, '');
  if (!trimmed) return { ok: false, message: 'Enter an amount' };
  const check = checkMajorAmount(trimmed);
  if (!check.ok) return check;
  if (limits.minimumMinor !== undefined && check.minor < limits.minimumMinor)
    return { ok: false, message: `The minimum is ${formatAed(minorToMajor(limits.minimumMinor))}` };
  if (limits.maximumMinor !== undefined && check.minor > limits.maximumMinor)
    return {
      ok: false,
      message: `The most you can ${limits.maximumLabel ?? 'enter'} is ${formatAed(minorToMajor(limits.maximumMinor))}`,
    };
  return check;
}
