import { describe, expect, it } from 'vitest';
import { availableOf, creditLeftOf, creditUsePercent, fundsFigures } from './funds';

const wallet = { balance: 0, pendingBalance: 150.25, creditAmount: 2000, creditUsed: 499.9 };

describe('available funds', () => {
  it('is balance + credit limit - credit used - pending, exact in fils', () => {
    expect(availableOf(wallet)).toBe(1349.85);
    expect(availableOf({ balance: 0.1, pendingBalance: 0, creditAmount: 0.2, creditUsed: 0 })).toBe(0.3);
  });

  it('can be negative after the company lowers the limit', () => {
    expect(availableOf({ balance: 0, pendingBalance: 0, creditAmount: 100, creditUsed: 300 })).toBe(-200);
    expect(creditLeftOf({ balance: 0, pendingBalance: 0, creditAmount: 100, creditUsed: 300 })).toBe(0);
  });

  it('gives the share of credit in use', () => {
    expect(creditUsePercent(wallet)).toBe(25);
    expect(creditUsePercent({ ...wallet, creditAmount: 0 })).toBe(0);
    expect(creditUsePercent({ ...wallet, creditUsed: 5000 })).toBe(100);
  });

  it('lists available first and prefers the server figure', () => {
    const figures = fundsFigures({ ...wallet, available: 1000 });
    expect(figures.map((f) => f.key)).toEqual([
      'available',
      'balance',
      'pending',
      'creditLimit',
      'creditUsed',
    ]);
    expect(figures[0]?.amount).toBe(1000);
    expect(fundsFigures(wallet)[0]?.amount).toBe(1349.85);
  });
});
