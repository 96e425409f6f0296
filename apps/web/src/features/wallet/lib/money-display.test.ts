import { describe, expect, it } from 'vitest';
import {
  formatAed,
  formatConverted,
  formatSignedAed,
  groupDigits,
  isBaseCurrency,
  majorToMinor,
} from './money-display';

describe('money display', () => {
  it('groups thousands and keeps two decimals', () => {
    expect(groupDigits('1234567.50')).toBe('1,234,567.50');
    expect(groupDigits('-1000.00')).toBe('-1,000.00');
    expect(groupDigits('999.99')).toBe('999.99');
    expect(formatAed(5000)).toBe('AED 5,000.00');
    expect(formatAed(12.5)).toBe('AED 12.50');
    expect(formatAed(0.1 + 0.2)).toBe('AED 0.30');
  });

  it('converts to the selected currency with the spec rule (amount x rate, two decimals)', () => {
    expect(formatConverted(1000, { isocode: 'USD', conversionRate: 0.2723 })).toBe('USD 272.30');
    expect(formatConverted(5500, { isocode: 'AED', conversionRate: 1 })).toBe('AED 5,500.00');
    expect(formatConverted(100, { isocode: 'USD', conversionRate: 0 })).toBe('-');
  });

  it('signs statement amounts', () => {
    expect(formatSignedAed(500)).toBe('+AED 500.00');
    expect(formatSignedAed(-120.4)).toBe('-AED 120.40');
    expect(formatSignedAed(0)).toBe('AED 0.00');
  });

  it('rounds major amounts to whole fils', () => {
    expect(majorToMinor(19.99)).toBe(1999);
    expect(majorToMinor(0.07)).toBe(7);
    expect(isBaseCurrency({ isocode: 'aed', conversionRate: 1 })).toBe(true);
    expect(isBaseCurrency({ isocode: 'USD', conversionRate: 0.27 })).toBe(false);
  });
});
