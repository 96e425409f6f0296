import { describe, expect, it } from 'vitest';
import {
  assertBalanced,
  creditLimitPostings,
  holdPostings,
  holdReleasePostings,
  paymentPostings,
  sumPostings,
  toCompany,
  topUpPostings,
} from './postings.ts';

const A = '00000000-0000-4000-8000-000000000001';

describe('ledger postings', () => {
  it('a payment moves the balance part and the credit part to the counterparts', () => {
    const lines = paymentPostings(A, { fromBalance: 300, fromCredit: 700 }, toCompany(1000));
    expect(lines).toEqual([
      { account: 'agent_wallet', agentId: A, amount: -300 },
      { account: 'agent_credit', agentId: A, amount: -700 },
      { account: 'company_revenue', amount: 1000 },
    ]);
  });

  it('drops zero split parts', () => {
    const lines = paymentPostings(
      A,
      { fromBalance: 1000, fromCredit: 0 },
      toCompany(1000, 'supplier_payable'),
    );
    expect(lines).toHaveLength(2);
  });

  it('a card top-up with a fee balances: clearing pays amount plus fee', () => {
    const lines = topUpPostings(A, { repaysCredit: 200, toBalance: 800 }, [
      { account: 'gateway_clearing', amount: -1030 },
      { account: 'company_revenue', amount: 30 },
    ]);
    expect(sumPostings(lines)).toBe(0);
  });

  it('holds and their release are mirror memo entries', () => {
    expect(sumPostings([...holdPostings(A, 50), ...holdReleasePostings(A, 50)])).toBe(0);
  });

  it('a credit-limit change is a memo pair carrying the difference, down as well as up', () => {
    expect(creditLimitPostings(A, 200_000)).toEqual([
      { account: 'agent_credit_limit', agentId: A, amount: 200_000 },
      { account: 'credit_limits_control', amount: -200_000 },
    ]);
    expect(creditLimitPostings(A, -50_000)[0]).toEqual({
      account: 'agent_credit_limit',
      agentId: A,
      amount: -50_000,
    });
    expect(() => creditLimitPostings(A, 0)).toThrow();
  });

  it('refuses unbalanced, fractional or single-line entries', () => {
    expect(() => assertBalanced([{ account: 'company_revenue', amount: 5 }])).toThrow();
    expect(() =>
      assertBalanced([
        { account: 'company_revenue', amount: 5 },
        { account: 'adjustments', amount: -4 },
      ]),
    ).toThrow(/off by 1/);
    expect(() =>
      assertBalanced([
        { account: 'company_revenue', amount: 0.5 },
        { account: 'adjustments', amount: -0.5 },
      ]),
    ).toThrow(/invalid amount/);
    expect(() => paymentPostings(A, { fromBalance: 100, fromCredit: 0 }, toCompany(99))).toThrow();
  });
});
