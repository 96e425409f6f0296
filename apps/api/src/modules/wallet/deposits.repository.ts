import { and, count, desc, eq } from 'drizzle-orm';
import { companyBankAccounts, uploads, walletDeposits, type DbOrTx, type DepositStatus } from '@portal/db';

export type DepositRow = typeof walletDeposits.$inferSelect;
export type DepositWithBank = DepositRow & { bankName: string | null; bankAccountNumber: string | null };

const withBank = {
  deposit: walletDeposits,
  bankName: companyBankAccounts.bankName,
  bankAccountNumber: companyBankAccounts.accountNumber,
};

export async function insertDeposit(
  db: DbOrTx,
  values: typeof walletDeposits.$inferInsert,
): Promise<DepositRow> {
  const [row] = await db.insert(walletDeposits).values(values).returning();
  if (!row) throw new Error('deposit not created');
  return row;
}

export async function linkPayment(db: DbOrTx, id: string, paymentId: string): Promise<void> {
  await db.update(walletDeposits).set({ paymentId }).where(eq(walletDeposits.id, id));
}

export async function findDeposit(db: DbOrTx, id: string, agentId?: string): Promise<DepositWithBank | null> {
  const where = agentId
    ? and(eq(walletDeposits.id, id), eq(walletDeposits.agentId, agentId))
    : eq(walletDeposits.id, id);
  const [row] = await db
    .select(withBank)
    .from(walletDeposits)
    .leftJoin(companyBankAccounts, eq(companyBankAccounts.id, walletDeposits.companyBankId))
    .where(where);
  return row ? { ...row.deposit, bankName: row.bankName, bankAccountNumber: row.bankAccountNumber } : null;
}

export async function listDeposits(
  db: DbOrTx,
  filter: { agentId?: string; status?: DepositStatus; skip: number; limit: number },
): Promise<{ rows: DepositWithBank[]; total: number }> {
  const where = and(
    filter.agentId ? eq(walletDeposits.agentId, filter.agentId) : undefined,
    filter.status ? eq(walletDeposits.status, filter.status) : undefined,
  );
  const rows = await db
    .select(withBank)
    .from(walletDeposits)
    .leftJoin(companyBankAccounts, eq(companyBankAccounts.id, walletDeposits.companyBankId))
    .where(where)
    .orderBy(desc(walletDeposits.createdAt), desc(walletDeposits.number))
    .offset(filter.skip)
    .limit(filter.limit);
  const [total] = await db.select({ n: count() }).from(walletDeposits).where(where);
  return {
    rows: rows.map((r) => ({ ...r.deposit, bankName: r.bankName, bankAccountNumber: r.bankAccountNumber })),
    total: total?.n ?? 0,
  };
}

/** The single transition out of `pending`; null when the deposit was resolved already. */
export async function resolveDeposit(
  db: DbOrTx,
  id: string,
  to: { status: 'confirmed' | 'cancelled' | 'failed'; reason?: string | null; by: string; at: Date },
  method?: 'card' | 'bank_transfer',
): Promise<DepositRow | null> {
  const [row] = await db
    .update(walletDeposits)
    .set({ status: to.status, reason: to.reason ?? null, resolvedBy: to.by, resolvedAt: to.at })
    .where(
      and(
        eq(walletDeposits.id, id),
        eq(walletDeposits.status, 'pending'),
        method ? eq(walletDeposits.method, method) : undefined,
      ),
    )
    .returning();
  return row ?? null;
}

export async function setDepositEntry(db: DbOrTx, id: string, entryId: string): Promise<void> {
  await db.update(walletDeposits).set({ entryId }).where(eq(walletDeposits.id, id));
}

export async function listCompanyBanks(db: DbOrTx) {
  return db
    .select()
    .from(companyBankAccounts)
    .where(eq(companyBankAccounts.active, true))
    .orderBy(companyBankAccounts.sortOrder, companyBankAccounts.bankName);
}

export async function activeBankExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: companyBankAccounts.id })
    .from(companyBankAccounts)
    .where(and(eq(companyBankAccounts.id, id), eq(companyBankAccounts.active, true)));
  return Boolean(row);
}

export async function insertReceipt(
  db: DbOrTx,
  values: {
    agentId: string;
    mime: string;
    size: number;
    storageName: string;
    originalName: string;
    at: Date;
  },
): Promise<string> {
  const [row] = await db
    .insert(uploads)
    .values({
      ownerAgentId: values.agentId,
      purpose: 'deposit_receipt',
      mime: values.mime,
      size: values.size,
      storageName: values.storageName,
      originalName: values.originalName,
      createdAt: values.at,
    })
    .returning({ id: uploads.id });
  if (!row) throw new Error('receipt not stored');
  return row.id;
}

export async function findUpload(db: DbOrTx, id: string) {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
  return row ?? null;
}
