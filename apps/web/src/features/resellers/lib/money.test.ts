import { describe, expect, it } from 'vitest';
import { formatAed, formatInCurrency, formatSignedAed, majorToMinor } from './money';

describe('sub-agent money display', () => {
  it('formats AED with grouping and two decimals', () => {
    expect(formatAed(0)).toBe('AED 0.00');
    expect(formatAed(1234567.5)).toBe('AED 1,234,567.50');
    expect(formatAed(-20.1)).toBe('AED -20.10');
    expect(majorToMinor(0.1 + 0.2)).toBe(30);
  });

  it('signs statement amounts', () => {
    expect(formatSignedAed(100)).toBe('+AED 100.00');
    expect(formatSignedAed(-100)).toBe('-AED 100.00');
    expect(formatSignedAed(0)).toBe('AED 0.00');
  });

  it('converts to the selected currency, and skips AED or a missing rate', () => {
    expect(formatInCurrency(1000, { isocode: 'USD', conversionRate: 0.2723 })).toBe('USD 272.30');
    expect(formatInCurrency(1000, { isocode: 'aed', conversionRate: 1 })).toBeNull();
    expect(formatInCurrency(1000, { isocode: 'EUR', conversionRate: null })).toBeNull();
  });
});
