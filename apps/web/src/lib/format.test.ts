import { describe, expect, it } from 'vitest';
import {
  formatAed,
  formatAedMinor,
  formatConverted,
  formatInCurrency,
  formatPrice,
  formatSignedAed,
  groupDigits,
  isBaseCurrency,
  majorToMinor,
} from './format';

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
    expect(formatAedMinor(200_000)).toBe('AED 2,000.00');
  });
});

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

describe('dates on screens', () => {
  it('read DD/MM/YYYY and 24-hour Dubai time, like the documents', async () => {
    const { formatDate, formatDateTime } = await import('./format');
    expect(formatDate('2026-04-05')).toBe('05/04/2026');
    expect(formatDateTime('2026-04-05T20:15:00.000Z')).toBe('06/04/2026 00:15');
  });
});
