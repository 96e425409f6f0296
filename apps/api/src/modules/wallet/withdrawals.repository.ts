import { and, count, desc, eq } from 'drizzle-orm';
import { walletWithdrawals, type DbOrTx, type WithdrawalStatus } from '@portal/db';

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

export async function listWithdrawals(
  db: DbOrTx,
  filter: { agentId?: string; status?: WithdrawalStatus; skip: number; limit: number },
): Promise<{ rows: WithdrawalRow[]; total: number }> {
  const where = and(
    filter.agentId ? eq(walletWithdrawals.agentId, filter.agentId) : undefined,
    filter.status ? eq(walletWithdrawals.status, filter.status) : undefined,
  );
  const rows = await db
    .select()
    .from(walletWithdrawals)
    .where(where)
    .orderBy(desc(walletWithdrawals.createdAt), desc(walletWithdrawals.number))
    .offset(filter.skip)
    .limit(filter.limit);
  const [total] = await db.select({ n: count() }).from(walletWithdrawals).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The single transition out of `pending`. */
export async function resolveWithdrawal(
  db: DbOrTx,
  id: string,
  to: { status: 'confirmed' | 'cancelled'; reason?: string | null; by: string; at: Date },
): Promise<WithdrawalRow | null> {
  const [row] = await db
    .update(walletWithdrawals)
    .set({ status: to.status, reason: to.reason ?? null, resolvedBy: to.by, resolvedAt: to.at })
    .where(and(eq(walletWithdrawals.id, id), eq(walletWithdrawals.status, 'pending')))
    .returning();
  return row ?? null;
}

export async function setWithdrawalEntry(db: DbOrTx, id: string, entryId: string): Promise<void> {
  await db.update(walletWithdrawals).set({ entryId }).where(eq(walletWithdrawals.id, id));
}
