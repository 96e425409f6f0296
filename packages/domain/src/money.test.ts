import { describe, expect, it } from 'vitest';
import { formatMinor, percentOf, roundHalfUp, sumMinor, toMinor } from './money.ts';

describe('money', () => {
  it('parses major amounts into minor units without float drift', () => {
    expect(toMinor('0.1')).toBe(10);
    expect(toMinor(19.99)).toBe(1999);
    expect(toMinor('1000')).toBe(100000);
    expect(toMinor('-2.05')).toBe(-205);
  });
  it('refuses more than two decimals or garbage', () => {
    expect(() => toMinor('1.005')).toThrow(RangeError);
    expect(() => toMinor('abc')).toThrow(RangeError);
    expect(() => toMinor('1e3')).toThrow(RangeError);
  });
  it('formats with exactly two decimals', () => {
    expect(formatMinor(5)).toBe('0.05');
    expect(formatMinor(123456)).toBe('1234.56');
    expect(formatMinor(-7)).toBe('-0.07');
  });
  it('rounds half away from zero', () => {
    expect(roundHalfUp(2.5)).toBe(3);
    expect(roundHalfUp(-2.5)).toBe(-3);
    expect(roundHalfUp(2.4999)).toBe(2);
    expect(percentOf(1005, 50)).toBe(503);
  });
  it('sums rounded lines', () => {
    expect(sumMinor([percentOf(333, 10), percentOf(333, 10)])).toBe(66);
  });
});
