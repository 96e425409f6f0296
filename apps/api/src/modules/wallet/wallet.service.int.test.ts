import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, queryRows } from '@portal/db';
import { fixedClock } from '../../lib/clock.ts';
import { AppError } from '../../lib/app-error.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { expireHoldsOnce } from './wallet.jobs.ts';
import { walletService, type WalletService } from './wallet.service.ts';
import { createWalletAgent, ledgerViolations } from './wallet.testing.ts';

const clock = fixedClock('2026-03-01T08:00:00Z');
let t: TestApp;
let wallet: WalletService;
beforeAll(async () => {
  t = await buildTestApp({ clock });
  wallet = walletService(t.deps);
});
afterAll(() => t.close());

const move = { reference: 'T-1', description: 'test' };

describe('wallet service', () => {
  it('pays from the balance first, then credit; a top-up repays credit first', async () => {
    const a = await createWalletAgent(t.deps, { balance: 30_000, creditLimit: 100_000 });
    const paid = await wallet.debit({ ...move, agentId: a.id, amount: 100_000 });
    expect(paid.position).toEqual({ balance: 0, creditLimit: 100_000, creditUsed: 70_000, held: 0 });
    const topped = await wallet.credit({ ...move, agentId: a.id, amount: 80_000, kind: 'bank_deposit' });
    expect(topped.position).toEqual({ balance: 10_000, creditLimit: 100_000, creditUsed: 0, held: 0 });
    expect(await ledgerViolations(t.deps.database.db)).toEqual([]);
  });

  it('refuses a payment beyond the available funds and moves nothing', async () => {
    const a = await createWalletAgent(t.deps, { balance: 10_000, creditLimit: 5_000 });
    await expect(wallet.debit({ ...move, agentId: a.id, amount: 15_001 })).rejects.toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      status: 400,
    });
    expect(await wallet.position(a.id)).toEqual({
      balance: 10_000,
      creditLimit: 5_000,
      creditUsed: 0,
      held: 0,
    });
  });

  it.each([0, -5, 1.5, Number.NaN, 1e15])('refuses the amount %s', async (amount) => {
    const a = await createWalletAgent(t.deps, { balance: 10_000 });
    await expect(wallet.debit({ ...move, agentId: a.id, amount })).rejects.toBeInstanceOf(AppError);
    await expect(wallet.credit({ ...move, agentId: a.id, amount })).rejects.toMatchObject({ status: 400 });
    expect((await wallet.position(a.id)).balance).toBe(10_000);
  });

  it('holds reserve funds; a hold resolves exactly once', async () => {
    const a = await createWalletAgent(t.deps, { balance: 50_000 });
    const h = await wallet.hold({
      ...move,
      agentId: a.id,
      amount: 20_000,
      purpose: 'booking',
      expiresAt: new Date(clock.now().getTime() + 60_000),
    });
    expect(h.position.held).toBe(20_000);
    await expect(wallet.debit({ ...move, agentId: a.id, amount: 30_001 })).rejects.toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
    });
    const captured = await wallet.capture(h.holdId, { amount: 15_000 });
    expect(captured.position).toEqual({ balance: 35_000, creditLimit: 0, creditUsed: 0, held: 0 });
    await expect(wallet.capture(h.holdId)).rejects.toMatchObject({ status: 409 });
    await expect(wallet.void(h.holdId)).rejects.toMatchObject({ status: 409 });
    expect(await ledgerViolations(t.deps.database.db)).toEqual([]);
  });

  it('racing capture and void: exactly one wins', async () => {
    const a = await createWalletAgent(t.deps, { balance: 50_000 });
    const h = await wallet.hold({
      ...move,
      agentId: a.id,
      amount: 10_000,
      purpose: 'booking',
      expiresAt: null,
    });
    const results = await Promise.allSettled([
      wallet.capture(h.holdId),
      wallet.void(h.holdId),
      wallet.capture(h.holdId),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const p = await wallet.position(a.id);
    expect(p.held).toBe(0);
    expect([40_000, 50_000]).toContain(p.balance);
  });

  it('expired holds are voided by the job and can no longer be captured', async () => {
    const a = await createWalletAgent(t.deps, { balance: 50_000 });
    const h = await wallet.hold({
      ...move,
      agentId: a.id,
      amount: 10_000,
      purpose: 'booking',
      expiresAt: new Date(clock.now().getTime() + 60_000),
    });
    clock.advance(61_000);
    await expect(wallet.capture(h.holdId)).rejects.toMatchObject({ message: 'The hold has expired' });
    expect(await expireHoldsOnce(t.deps)).toBeGreaterThanOrEqual(1);
    expect(await expireHoldsOnce(t.deps)).toBe(0);
    expect(await wallet.position(a.id)).toMatchObject({ balance: 50_000, held: 0 });
    const [row] = await queryRows<{ status: string }>(
      t.deps.database.db,
      sql`select status from wallet_holds where id = ${h.holdId}`,
    );
    expect(row?.status).toBe('expired');
    expect(await ledgerViolations(t.deps.database.db)).toEqual([]);
  });

  it('a withdrawal hold may only use own money, never credit', async () => {
    const a = await createWalletAgent(t.deps, { balance: 10_000, creditLimit: 100_000 });
    await expect(
      wallet.hold({ ...move, agentId: a.id, amount: 10_001, purpose: 'withdrawal', expiresAt: null }),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    const h = await wallet.hold({
      ...move,
      agentId: a.id,
      amount: 10_000,
      purpose: 'withdrawal',
      expiresAt: null,
    });
    // the agent spends its balance meanwhile (credit covers the payment): the withdrawal can no longer be paid out
    await wallet.debit({ ...move, agentId: a.id, amount: 50_000 });
    await expect(wallet.capture(h.holdId)).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect((await wallet.position(a.id)).held).toBe(10_000);
  });

  it('the database refuses unbalanced entries and any change to the journal', async () => {
    const { db } = t.deps.database;
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(
          sql`insert into ledger_entries (id, kind, reference, description, created_by) values ('00000000-0000-4000-8000-00000000000a', 'adjustment', 'X', 'x', 'test')`,
        );
        await tx.execute(
          sql`insert into ledger_postings (entry_id, account, amount) values ('00000000-0000-4000-8000-00000000000a', 'adjustments', 5), ('00000000-0000-4000-8000-00000000000a', 'company_revenue', -4)`,
        );
      }),
    ).rejects.toThrow();
    await expect(db.execute(sql`update ledger_postings set amount = amount + 1`)).rejects.toThrow();
    await expect(db.execute(sql`delete from ledger_entries`)).rejects.toThrow();
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('mails one low-balance alert per threshold crossed, again only after recovery', async () => {
    const a = await createWalletAgent(t.deps, { balance: 0, creditLimit: 100_000 });
    const mails = async () =>
      (await t.deps.database.db.select().from(mailOutbox)).filter(
        (m) => m.to === a.email && m.subject.startsWith('Low wallet'),
      );
    await wallet.debit({ ...move, agentId: a.id, amount: 50_000 }); // 500 available: above 40%
    expect(await mails()).toHaveLength(0);
    await wallet.debit({ ...move, agentId: a.id, amount: 20_000 }); // 300: below 40%
    await wallet.debit({ ...move, agentId: a.id, amount: 1_000 }); // still the same level
    expect(await mails()).toHaveLength(1);
    await wallet.debit({ ...move, agentId: a.id, amount: 15_000 }); // 150: below 20%
    expect(await mails()).toHaveLength(2);
    await wallet.credit({ ...move, agentId: a.id, amount: 86_000 }); // back to 1,010 available
    await wallet.debit({ ...move, agentId: a.id, amount: 80_000 }); // 210: below 40% again
    expect(await mails()).toHaveLength(3);
  });
});
