import { MAX_MARKUP_PERCENT } from '@portal/domain';

// The back office settings' own checks before a request; the server checks the same again.

/** Checks a typed markup value as the server does; null when it is fine. */
export function markupValueProblem(type: string, text: string): string | null {
  const value = text.trim();
  if (!value) return 'Enter the markup';
  if (!/^\d+(\.\d+)?$/.test(value)) return 'The markup is a number, zero or more';
  const n = Number(value);
  if (type === 'percentage') {
    if (n > MAX_MARKUP_PERCENT) return `A percentage cannot exceed ${MAX_MARKUP_PERCENT}`;
    if (!/^\d+(\.\d{1,4})?$/.test(value)) return 'A percentage has at most 4 decimals';
    return null;
  }
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return 'An amount in AED has at most 2 decimals';
  return null;
}

/** Checks a typed rate as the server does (units of the currency for 1 AED); null when it is fine. */
export function rateProblem(text: string): string | null {
  const value = text.trim();
  if (!value) return 'Enter the new rate';
  if (!/^\d{1,10}(\.\d{1,8})?$/.test(value) || !(Number(value) > 0))
    return 'Give a positive number with at most 8 decimals';
  return null;
}
