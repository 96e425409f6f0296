import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  applyPayment,
  applyTopUp,
  availableFunds,
  paymentSplitFromAfter,
  positionViolations,
  splitPayment,
  splitTopUp,
  topUpSplitFromAfter,
  withdrawableFunds,
  type WalletPosition,
} from './funds.ts';

const pos = (p: Partial<WalletPosition>): WalletPosition => ({
  balance: 0,
  creditLimit: 0,
  creditUsed: 0,
  held: 0,
  ...p,
});

describe('wallet funds', () => {
  it('available = balance + limit - used - held', () => {
    expect(availableFunds(pos({ balance: 500, creditLimit: 1000, creditUsed: 0, held: 200 }))).toBe(1300);
    expect(availableFunds(pos({ creditLimit: 1000, creditUsed: 1200 }))).toBe(-200);
  });

  it('a payment takes the balance first, then credit', () => {
    expect(splitPayment(300, 1000)).toEqual({ fromBalance: 300, fromCredit: 700 });
    expect(splitPayment(3000, 1000)).toEqual({ fromBalance: 1000, fromCredit: 0 });
    expect(applyPayment(pos({ balance: 300, creditLimit: 1000 }), 1000)).toEqual(
      pos({ balance: 0, creditLimit: 1000, creditUsed: 700 }),
    );
  });

  it('refuses a payment beyond the available funds or a non-positive one', () => {
    expect(applyPayment(pos({ balance: 300, creditLimit: 100, held: 50 }), 351)).toBeNull();
    expect(applyPayment(pos({ balance: 300 }), 0)).toBeNull();
    expect(applyPayment(pos({ balance: 300, creditLimit: 100, held: 50 }), 350)).not.toBeNull();
  });

  it('a top-up repays credit first', () => {
    expect(splitTopUp(700, 1000)).toEqual({ repaysCredit: 700, toBalance: 300 });
    expect(applyTopUp(pos({ creditLimit: 1000, creditUsed: 700 }), 500)).toEqual(
      pos({ creditLimit: 1000, creditUsed: 200 }),
    );
  });

  it('withdrawable funds never include credit and leave holds covered', () => {
    expect(withdrawableFunds(pos({ balance: 500, creditLimit: 1000, held: 200 }))).toBe(300);
    expect(withdrawableFunds(pos({ creditLimit: 1000, held: 200 }))).toBe(0);
  });

  it('reports broken positions', () => {
    expect(positionViolations(pos({ balance: 1, creditUsed: 1 }))).toHaveLength(1);
    expect(positionViolations(pos({ held: -1 }))).toEqual(['held is negative']);
    expect(positionViolations(pos({ balance: 0.5 }))).toEqual(['balance is not an integer amount']);
  });

  const amount = fc.integer({ min: 1, max: 1_000_000 });
  const op = fc.oneof(
    fc.record({ kind: fc.constant('pay' as const), amount }),
    fc.record({ kind: fc.constant('topup' as const), amount }),
    fc.record({ kind: fc.constant('limit' as const), amount: fc.integer({ min: 0, max: 1_000_000 }) }),
  );

  it('any sequence keeps the invariants and the splits are recoverable from the result', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), (ops) => {
        let w = pos({});
        for (const o of ops) {
          if (o.kind === 'pay') {
            const next = applyPayment(w, o.amount);
            if (next) {
              expect(paymentSplitFromAfter(next, o.amount)).toEqual(splitPayment(w.balance, o.amount));
              expect(availableFunds(next)).toBeGreaterThanOrEqual(0);
              w = next;
            }
          } else if (o.kind === 'topup') {
            const next = applyTopUp(w, o.amount);
            expect(topUpSplitFromAfter(next, o.amount)).toEqual(splitTopUp(w.creditUsed, o.amount));
            w = next;
          } else {
            w = { ...w, creditLimit: o.amount };
          }
          expect(positionViolations(w)).toEqual([]);
        }
      }),
    );
  });
});
