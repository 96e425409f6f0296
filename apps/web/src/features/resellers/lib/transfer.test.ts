import { describe, expect, it } from 'vitest';
import { checkCreditLimit, checkTransferAmount, transferFingerprint, transferLimitMinor } from './transfer';

describe('sub-agent transfers', () => {
  const sub = { balance: 80.5, pendingBalance: 30 };

  it('limits a transfer to the giver own unreserved money', () => {
    expect(transferLimitMinor('to-sub', { withdrawable: 1000 }, sub)).toBe(100_000);
    expect(transferLimitMinor('to-sub', undefined, sub)).toBeNull();
    expect(transferLimitMinor('from-sub', undefined, sub)).toBe(5050);
    expect(transferLimitMinor('from-sub', undefined, { balance: 10, pendingBalance: 20 })).toBe(0);
  });

  it('checks the typed amount', () => {
    expect(checkTransferAmount('', 100)).toEqual({ ok: false, message: 'Enter an amount' });
    expect(checkTransferAmount('1.234', null).ok).toBe(false);
    expect(checkTransferAmount('0', null).ok).toBe(false);
    expect(checkTransferAmount('100.01', 10_000)).toEqual({
      ok: false,
      message: 'The amount is more than the available AED 100.00',
    });
    expect(checkTransferAmount(' 100 ', 10_000)).toEqual({ ok: true, minor: 10_000, text: '100.00' });
    expect(checkTransferAmount('5', null)).toEqual({ ok: true, minor: 500, text: '5.00' });
    expect(checkTransferAmount('2000', 123_456)).toEqual({
      ok: false,
      message: 'The amount is more than the available AED 1,234.56',
    });
  });

  it('fingerprints the same request the same way', () => {
    const a = transferFingerprint('id', 'to-sub', 100, ' note ');
    expect(a).toBe(transferFingerprint('id', 'to-sub', 100, 'note'));
    expect(a).not.toBe(transferFingerprint('id', 'from-sub', 100, 'note'));
  });

  it('accepts zero as "remove" for the credit limit', () => {
    expect(checkCreditLimit('0.00')).toEqual({ ok: true, minor: 0, text: '0' });
    expect(checkCreditLimit('250.5')).toEqual({ ok: true, minor: 25_050, text: '250.50' });
    expect(checkCreditLimit('-3').ok).toBe(false);
    expect(checkCreditLimit('').ok).toBe(false);
  });
});
