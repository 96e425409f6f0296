import { eq, sql } from 'drizzle-orm';
import { agents, companyBankAccounts, queryRows } from '@portal/db';
import type { AppDeps } from '../../deps.ts';
import { walletService } from './wallet.service.ts';

/** The company's accounts for bank-transfer deposits (spec section 1 company; fictitious numbers). */
export const COMPANY_BANKS = [
  {
    bankName: 'Emirates NBD',
    accountName: 'Desert Rose Tourism LLC',
    accountNumber: '1015 4432 7781 01',
    iban: 'AE16 0260 0010 1544 3277 810',
    swiftCode: 'EBILAEAD',
    branchName: 'Business Bay, Dubai',
    sortOrder: 1,
  },
  {
    bankName: 'Abu Dhabi Commercial Bank',
    accountName: 'Desert Rose Tourism LLC',
    accountNumber: '1200 3345 5610 02',
    iban: 'AE28 0030 0012 0033 4556 100',
    swiftCode: 'ADCBAEAA',
    branchName: 'Deira, Dubai',
    sortOrder: 2,
  },
] as const;

export const DEMO_WALLET = { email: 'reseller@demo.test', balance: 500_000, creditLimit: 200_000 } as const;

/**
 * Wallet reference data, and with `demo` the demo reseller's opening balance (AED 5,000.00, a
 * proper ledger entry) and credit limit (AED 2,000.00). Idempotent.
 */
export async function seedWallet(deps: AppDeps, options: { demo: boolean }): Promise<void> {
  const { db } = deps.database;
  await db
    .insert(companyBankAccounts)
    .values([...COMPANY_BANKS])
    .onConflictDoNothing();
  if (!options.demo) return;
  const [agent] = await db.select({ id: agents.id }).from(agents).where(eq(agents.email, DEMO_WALLET.email));
  if (!agent) return;
  await db.transaction(async (tx) => {
    // Serialises concurrent first starts of several nodes on the same database.
    await tx.execute(sql`select pg_advisory_xact_lock(72410003)`);
    const [opened] = await queryRows(
      tx,
      sql`select 1 from ledger_entries where agent_id = ${agent.id} and kind = 'opening_balance' limit 1`,
    );
    if (opened) return;
    const wallet = walletService(deps);
    await wallet.credit(
      {
        agentId: agent.id,
        amount: DEMO_WALLET.balance,
        kind: 'opening_balance',
        reference: 'OPENING',
        product: 'wallet',
        description: 'Opening balance',
        createdBy: 'system',
      },
      tx,
    );
    await wallet.setCreditLimit(agent.id, DEMO_WALLET.creditLimit, tx);
  });
}
