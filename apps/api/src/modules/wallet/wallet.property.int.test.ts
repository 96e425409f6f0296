import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyPayment,
  applyTopUp,
  availableFunds,
  positionViolations,
  withdrawableFunds,
  type WalletPosition,
} from '@portal/domain';
import { fixedClock } from '../../lib/clock.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { expireHoldsOnce } from './wallet.jobs.ts';
import { walletService } from './wallet.service.ts';
import { createWalletAgent, ledgerViolations } from './wallet.testing.ts';

const clock = fixedClock('2026-04-01T06:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ clock });
});
afterAll(() => t.close());

const amount = fc.integer({ min: 1, max: 60_000 });
const command = fc.oneof(
  fc.record({ op: fc.constant('topUp' as const), amount }),
  fc.record({ op: fc.constant('debit' as const), amount }),
  fc.record({ op: fc.constant('refund' as const), amount }),
  fc.record({ op: fc.constant('limit' as const), amount: fc.integer({ min: 0, max: 100_000 }) }),
  fc.record({
    op: fc.constant('hold' as const),
    amount,
    withdrawal: fc.boolean(),
    ttl: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({ op: fc.constant('capture' as const), pick: fc.nat(), part: fc.integer({ min: 1, max: 100 }) }),
  fc.record({ op: fc.constant('void' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('expire' as const), minutes: fc.integer({ min: 1, max: 3 }) }),
);

interface ModelHold {
  id: string;
  amount: number;
  withdrawal: boolean;
  expiresAt: number;
  open: boolean;
}

/**
 * Random sequences of wallet operations against the real service and database, mirrored by the
 * pure domain rules: the database must agree with the model after every step, and the ledger must
 * stay balanced with every wallet equal to the sum of its postings.
 */
describe('wallet properties on the real service', () => {
  it('random sequences keep every invariant', async () => {
    const wallet = walletService(t.deps);
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 14 }), async (commands) => {
        const agent = await createWalletAgent(t.deps);
        let model: WalletPosition = { balance: 0, creditLimit: 0, creditUsed: 0, held: 0 };
        const holds: ModelHold[] = [];
        const move = { agentId: agent.id, reference: 'P', description: 'property' };
        const openHolds = () => holds.filter((h) => h.open);
        for (const c of commands) {
          const now = clock.now().getTime();
          if (c.op === 'topUp' || c.op === 'refund') {
            const r =
              c.op === 'topUp'
                ? await wallet.credit({ ...move, amount: c.amount, kind: 'bank_deposit' })
                : await wallet.refund({ ...move, amount: c.amount });
            model = applyTopUp(model, c.amount);
            expect(r.position).toEqual(model);
          } else if (c.op === 'debit') {
            const next = applyPayment(model, c.amount);
            const r = await wallet.debit({ ...move, amount: c.amount }).catch((e: { code?: string }) => e);
            if (next) {
              expect(r).toHaveProperty('position', next);
              model = next;
            } else expect(r).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
          } else if (c.op === 'limit') {
            model = { ...model, creditLimit: c.amount };
            expect(await wallet.setCreditLimit(agent.id, c.amount)).toEqual(model);
          } else if (c.op === 'hold') {
            const fits = c.withdrawal
              ? withdrawableFunds(model) >= c.amount
              : availableFunds(model) >= c.amount;
            const expiresAt = now + c.ttl * 60_000;
            const r = await wallet
              .hold({
                ...move,
                amount: c.amount,
                purpose: c.withdrawal ? 'withdrawal' : 'booking',
                expiresAt: new Date(expiresAt),
              })
              .catch((e: { code?: string }) => e);
            if (fits && 'holdId' in r) {
              model = { ...model, held: model.held + c.amount };
              holds.push({ id: r.holdId, amount: c.amount, withdrawal: c.withdrawal, expiresAt, open: true });
              expect(r.position).toEqual(model);
            } else expect([fits, r]).toMatchObject([false, { code: 'INSUFFICIENT_FUNDS' }]);
          } else if (c.op === 'capture' || c.op === 'void') {
            const h = holds[c.pick % Math.max(holds.length, 1)];
            if (!h) continue;
            const live = h.open && h.expiresAt > now;
            if (c.op === 'void') {
              const r = await wallet.void(h.id).catch((e: { status?: number }) => e);
              if (h.open) {
                h.open = false;
                model = { ...model, held: model.held - h.amount };
                expect(r).toHaveProperty('position', model);
              } else expect(r).toMatchObject({ status: 409 });
              continue;
            }
            const take = Math.max(1, Math.floor((h.amount * c.part) / 100));
            const released = { ...model, held: model.held - h.amount };
            const canPay = !h.withdrawal || released.balance >= take;
            const r = await wallet.capture(h.id, { amount: take }).catch((e: { status?: number }) => e);
            if (live && canPay) {
              const { fromBalance, fromCredit } = {
                fromBalance: Math.min(released.balance, take),
                fromCredit: take - Math.min(released.balance, take),
              };
              model = {
                ...released,
                balance: released.balance - fromBalance,
                creditUsed: released.creditUsed + fromCredit,
              };
              h.open = false;
              expect(r).toHaveProperty('position', model);
            } else {
              expect(r).toMatchObject({ status: live ? 400 : 409 });
            }
          } else {
            clock.advance(c.minutes * 60_000);
            await expireHoldsOnce(t.deps, 1000);
            for (const h of openHolds())
              if (h.expiresAt <= clock.now().getTime()) {
                h.open = false;
                model = { ...model, held: model.held - h.amount };
              }
          }
          expect(positionViolations(model)).toEqual([]);
          expect(await wallet.position(agent.id)).toEqual(model);
        }
        expect(await ledgerViolations(t.deps.database.db)).toEqual([]);
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
