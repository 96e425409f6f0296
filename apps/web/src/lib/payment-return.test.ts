import { describe, expect, it } from 'vitest';
import { readReturnPath, readTopUpAmount, topUpAmountMinor, topUpPath } from './payment-return';

describe('payment return paths', () => {
  it('accepts only the pages a payment may come back to', () => {
    expect(readReturnPath('?return=%2Fattractions%2Fpayment')).toBe('/attractions/payment');
    expect(readReturnPath('?return=https%3A%2F%2Fevil.example')).toBeNull();
    expect(readReturnPath('?return=%2F%2Fevil.example')).toBeNull();
    expect(readReturnPath('')).toBeNull();
  });

  it('builds the top-up link for a shortfall, never below the minimum card deposit', () => {
    expect(topUpAmountMinor(5)).toBe(1_000);
    expect(topUpAmountMinor(123_456)).toBe(123_456);
    expect(topUpPath(123_456, '/attractions/payment')).toBe(
      '/wallet?topup=1234.56&return=%2Fattractions%2Fpayment#add-funds',
    );
    expect(topUpPath(100, null)).toBe(`/wallet?topup=${(topUpAmountMinor(100) / 100).toFixed(2)}#add-funds`);
  });

  it('reads only plain amounts from the link', () => {
    expect(readTopUpAmount('?topup=1234.56')).toBe('1234.56');
    expect(readTopUpAmount('?topup=1e9')).toBe('');
    expect(readTopUpAmount('?topup=<b>')).toBe('');
  });
});
