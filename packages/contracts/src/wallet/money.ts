import { z } from 'zod';
import { checkMajorAmount, isWalletCurrency } from '@portal/domain';

/**
 * An amount typed by a person, in major units (AED): a number or decimal text, positive, at most
 * two decimals, at most 100 million. Parses to integer minor units (fils).
 */
export const majorAmountInput = z.union([z.number(), z.string().trim().min(1)]).transform((value, ctx) => {
  const check = checkMajorAmount(value);
  if (!check.ok) {
    ctx.addIssue({ code: 'custom', message: check.message });
    return z.NEVER;
  }
  return check.minor;
});

/** Only the wallet currency (AED) is accepted; defaults to it. */
export const walletCurrencyInput = z
  .string()
  .trim()
  .toUpperCase()
  .default('AED')
  .refine(isWalletCurrency, { message: 'Unknown currency: wallets are kept in AED' });

/** Amounts in answers: major units with two decimals, as numbers (e.g. 5000 or 12.5). */
export const majorAmount = z.number();

/** Money-moving calls require this header (8-128 characters of A-Z a-z 0-9 _ - : .). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_\-:.]{8,128}$/;
export const idempotencyHeaders = z.looseObject({
  [IDEMPOTENCY_HEADER]: z
    .string({ error: 'The Idempotency-Key header is required' })
    .regex(
      IDEMPOTENCY_KEY_PATTERN,
      'The Idempotency-Key header must be 8-128 characters of A-Z a-z 0-9 _ - : .',
    ),
});
