import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import {
  admins,
  agents,
  companyBankAccounts,
  uploads,
  walletDeposits,
  type DbOrTx,
  type DepositStatus,
} from '@portal/db';
import { likePattern } from '../../lib/like-pattern.ts';

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

/** A listed deposit with its agent and, once resolved by staff, the admin's name. */
export type DepositListRow = DepositWithBank & {
  agentCode: number;
  agentCompany: string;
  resolverName: string | null;
};

export interface DepositFilter {
  agentId?: string;
  status?: DepositStatus;
  /** Agent code, company name, transfer reference or deposit number (back office). */
  search?: string;
  /** One deposit (the back office's answer after an action). */
  id?: string;
  skip: number;
  limit: number;
}

/** "admin:<id>" in resolved_by names the admin who confirmed or cancelled. */
const resolvedByAdmin = sql`${walletDeposits.resolvedBy} = 'admin:' || ${admins.id}::text`;

function searchCondition(text: string | undefined) {
  const search = text?.trim();
  if (!search) return undefined;
  const pattern = likePattern(search);
  return or(
    sql`${agents.agentCode}::text = ${search}`,
    sql`${walletDeposits.number}::text = ${search}`,
    sql`${agents.companyName} ilike ${pattern} escape '\\'`,
    sql`${walletDeposits.referenceNumber} ilike ${pattern} escape '\\'`,
  );
}

export async function listDeposits(
  db: DbOrTx,
  filter: DepositFilter,
): Promise<{ rows: DepositListRow[]; total: number }> {
  const where = and(
    filter.agentId ? eq(walletDeposits.agentId, filter.agentId) : undefined,
    filter.status ? eq(walletDeposits.status, filter.status) : undefined,
    filter.id ? eq(walletDeposits.id, filter.id) : undefined,
    searchCondition(filter.search),
  );
  const rows = await db
    .select({
      ...withBank,
      agentCode: agents.agentCode,
      agentCompany: agents.companyName,
      resolverName: admins.name,
    })
    .from(walletDeposits)
    .innerJoin(agents, eq(agents.id, walletDeposits.agentId))
    .leftJoin(companyBankAccounts, eq(companyBankAccounts.id, walletDeposits.companyBankId))
    .leftJoin(admins, resolvedByAdmin)
    .where(where)
    .orderBy(desc(walletDeposits.createdAt), desc(walletDeposits.number))
    .offset(filter.skip)
    .limit(filter.limit);
  const [total] = await db
    .select({ n: count() })
    .from(walletDeposits)
    .innerJoin(agents, eq(agents.id, walletDeposits.agentId))
    .where(where);
  return {
    rows: rows.map((r) => ({
      ...r.deposit,
      bankName: r.bankName,
      bankAccountNumber: r.bankAccountNumber,
      agentCode: r.agentCode,
      agentCompany: r.agentCompany,
      resolverName: r.resolverName,
    })),
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
