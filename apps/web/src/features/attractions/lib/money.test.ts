import { describe, expect, it } from 'vitest';
import { formatAed, formatPrice, groupDigits } from './money';

describe('price display', () => {
  it('groups thousands and keeps the sign', () => {
    expect(groupDigits('1234567.50')).toBe('1,234,567.50');
    expect(groupDigits('-1000.00')).toBe('-1,000.00');
    expect(groupDigits('999.99')).toBe('999.99');
  });

  it('converts minor AED with the selected rate and two decimals', () => {
    expect(formatPrice(17_900, { isocode: 'AED', conversionRate: 1 })).toBe('AED 179.00');
    expect(formatPrice(17_900, { isocode: 'USD', conversionRate: 0.2723 })).toBe('USD 48.74');
    expect(formatPrice(1_000_000_00, { isocode: 'INR', conversionRate: 22.7 })).toBe('INR 22,700,000.00');
  });

  it('shows a dash when the amount or the rate is missing (spec section 5 gives 0)', () => {
    expect(formatPrice(null, { isocode: 'AED', conversionRate: 1 })).toBe('-');
    expect(formatPrice(100, { isocode: 'AED', conversionRate: 0 })).toBe('-');
  });

  it('formats wallet charges in AED', () => {
    expect(formatAed(200_000)).toBe('AED 2,000.00');
  });
});
