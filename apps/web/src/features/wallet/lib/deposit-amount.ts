import { checkMajorAmount } from '@portal/domain';
import { minorToMajor } from '../../../lib/money';
import { currentLanguage, t, westernDigits } from '../../../lib/i18n';
import { formatsFor } from '../../../lib/use-formats';

/** Amounts in messages read as the page's, in the language the check runs in (as `t`). */
const formatAed = (major: number) => formatsFor(currentLanguage()).aed(major);

export type AmountInputCheck = { ok: true; minor: number } | { ok: false; message: string };

/**
 * An amount typed in AED: the same rule the server applies (positive, two decimals at most),
 * plus an optional minimum and maximum in minor units.
 */
export function checkAmountInput(
  text: string,
  limits: { minimumMinor?: number; maximumMinor?: number; maximumLabel?: 'withdraw' } = {},
): AmountInputCheck {
  // Arabic-Indic digits and the Arabic thousands and decimal separators read as Western ones.
  const trimmed = westernDigits(text).trim().replace(/[,٬]/g, '').replace(/٫/g, '.');
  if (!trimmed) return { ok: false, message: t('wallet.amount.enter', 'Enter an amount') };
  const check = checkMajorAmount(trimmed);
  if (!check.ok) return { ok: false, message: amountProblem(check.message) };
  if (limits.minimumMinor !== undefined && check.minor < limits.minimumMinor)
    return {
      ok: false,
      message: t('wallet.amount.minimum', 'The minimum is {amount}', {
        amount: formatAed(minorToMajor(limits.minimumMinor)),
      }),
    };
  if (limits.maximumMinor !== undefined && check.minor > limits.maximumMinor) {
    const amount = formatAed(minorToMajor(limits.maximumMinor));
    return {
      ok: false,
      message:
        limits.maximumLabel === 'withdraw'
          ? t('wallet.amount.maximumWithdraw', 'The most you can withdraw is {amount}', { amount })
          : t('wallet.amount.maximum', 'The most you can enter is {amount}', { amount }),
    };
  }
  return check;
}

/** The domain's amount rule (packages/domain wallet/amount.ts) in the reader's language. */
function amountProblem(english: string): string {
  switch (english) {
    case 'Enter a valid amount':
      return t('wallet.amount.valid', 'Enter a valid amount');
    case 'Enter an amount with at most two decimals':
      return t('wallet.amount.decimals', 'Enter an amount with at most two decimals');
    case 'The amount must be greater than zero':
      return t('wallet.amount.positive', 'The amount must be greater than zero');
    case 'The amount is too large':
      return t('wallet.amount.tooLarge', 'The amount is too large');
    default:
      return english;
  }
}
