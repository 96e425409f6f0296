import { describe, expect, it } from 'vitest';
import { convertCurrency, convertMinor } from './currency.ts';

const usd = { isocode: 'USD', conversionRate: 0.2723 };

describe('convertCurrency (spec section 5)', () => {
  it('returns 0 when the amount, isocode or rate is missing', () => {
    expect(convertCurrency(undefined, usd)).toBe(0);
    expect(convertCurrency(null, usd)).toBe(0);
    expect(convertCurrency(10, { conversionRate: 1 })).toBe(0);
    expect(convertCurrency(10, { isocode: 'USD' })).toBe(0);
    expect(convertCurrency(10, undefined)).toBe(0);
  });
  it('multiplies by the rate and shows 2 decimals', () => {
    expect(convertCurrency(100, usd)).toBe('27.23');
    expect(convertCurrency(1, { isocode: 'AED', conversionRate: 1 })).toBe('1.00');
  });
  it('optionally appends the isocode', () => {
    expect(convertCurrency(100, usd, true)).toBe('27.23 USD');
  });
  it('converts minor units the same way', () => {
    expect(convertMinor(10000, usd, true)).toBe('27.23 USD');
    expect(convertMinor(undefined, usd)).toBe(0);
  });
});
