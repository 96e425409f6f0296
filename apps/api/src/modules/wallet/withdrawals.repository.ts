import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import { admins, agents, walletWithdrawals, type DbOrTx, type WithdrawalStatus } from '@portal/db';
import { likePattern } from '../../lib/like-pattern.ts';

export type WithdrawalRow = typeof walletWithdrawals.$inferSelect;

export async function insertWithdrawal(
  db: DbOrTx,
  values: typeof walletWithdrawals.$inferInsert,
): Promise<WithdrawalRow> {
  const [row] = await db.insert(walletWithdrawals).values(values).returning();
  if (!row) throw new Error('withdrawal not created');
  return row;
}

export async function findWithdrawal(
  db: DbOrTx,
  id: string,
  agentId?: string,
): Promise<WithdrawalRow | null> {
  const where = agentId
    ? and(eq(walletWithdrawals.id, id), eq(walletWithdrawals.agentId, agentId))
    : eq(walletWithdrawals.id, id);
  const [row] = await db.select().from(walletWithdrawals).where(where);
  return row ?? null;
}

/** A listed withdrawal with its agent and, once resolved by staff, the admin's name. */
export type WithdrawalListRow = WithdrawalRow & {
  agentCode: number;
  agentCompany: string;
  resolverName: string | null;
};

export interface WithdrawalFilter {
  agentId?: string;
  status?: WithdrawalStatus;
  /** Agent code, company name, bank, account holder or withdrawal number (back office). */
  search?: string;
  /** One withdrawal (the back office's answer after an action). */
  id?: string;
  skip: number;
  limit: number;
}

function searchCondition(text: string | undefined) {
  const search = text?.trim();
  if (!search) return undefined;
  const pattern = likePattern(search);
  return or(
    sql`${agents.agentCode}::text = ${search}`,
    sql`${walletWithdrawals.number}::text = ${search}`,
    sql`${agents.companyName} ilike ${pattern} escape '\\'`,
    sql`${walletWithdrawals.bankName} ilike ${pattern} escape '\\'`,
    sql`${walletWithdrawals.accountHolderName} ilike ${pattern} escape '\\'`,
  );
}

export async function listWithdrawals(
  db: DbOrTx,
  filter: WithdrawalFilter,
): Promise<{ rows: WithdrawalListRow[]; total: number }> {
  const where = and(
    filter.agentId ? eq(walletWithdrawals.agentId, filter.agentId) : undefined,
    filter.status ? eq(walletWithdrawals.status, filter.status) : undefined,
    filter.id ? eq(walletWithdrawals.id, filter.id) : undefined,
    searchCondition(filter.search),
  );
  const rows = await db
    .select({
      withdrawal: walletWithdrawals,
      agentCode: agents.agentCode,
      agentCompany: agents.companyName,
      resolverName: admins.name,
    })
    .from(walletWithdrawals)
    .innerJoin(agents, eq(agents.id, walletWithdrawals.agentId))
    .leftJoin(admins, sql`${walletWithdrawals.resolvedBy} = 'admin:' || ${admins.id}::text`)
    .where(where)
    .orderBy(desc(walletWithdrawals.createdAt), desc(walletWithdrawals.number))
    .offset(filter.skip)
    .limit(filter.limit);
  const [total] = await db
    .select({ n: count() })
    .from(walletWithdrawals)
    .innerJoin(agents, eq(agents.id, walletWithdrawals.agentId))
    .where(where);
  return {
    rows: rows.map((r) => ({
      ...r.withdrawal,
      agentCode: r.agentCode,
      agentCompany: r.agentCompany,
      resolverName: r.resolverName,
    })),
    total: total?.n ?? 0,
  };
}

/** The single transition out of `pending`. */
export async function resolveWithdrawal(
  db: DbOrTx,
  id: string,
  to: {
    status: 'confirmed' | 'cancelled';
    reason?: string | null;
    paymentReference?: string | null;
    by: string;
    at: Date;
  },
): Promise<WithdrawalRow | null> {
  const [row] = await db
    .update(walletWithdrawals)
    .set({
      status: to.status,
      reason: to.reason ?? null,
      paymentReference: to.paymentReference ?? null,
      resolvedBy: to.by,
      resolvedAt: to.at,
    })
    .where(and(eq(walletWithdrawals.id, id), eq(walletWithdrawals.status, 'pending')))
    .returning();
  return row ?? null;
}

export async function setWithdrawalEntry(db: DbOrTx, id: string, entryId: string): Promise<void> {
  await db.update(walletWithdrawals).set({ entryId }).where(eq(walletWithdrawals.id, id));
}
