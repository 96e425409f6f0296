import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { agents, quotationAmendments, quotations, type DbOrTx } from '@portal/db';
import { nextInvoiceNumber } from '../bookings/core/repository.ts';
import { likePattern } from '../../lib/like-pattern.ts';

export type QuotationRow = typeof quotations.$inferSelect;
export type AmendmentRow = typeof quotationAmendments.$inferSelect;

/** "QTN-2026-000001": readable, one series per year, no gaps on commit. */
export const nextQuotationNumber = (db: DbOrTx, year: number) => nextInvoiceNumber(db, `QTN-${year}`);

export async function insertQuotation(
  db: DbOrTx,
  row: typeof quotations.$inferInsert,
): Promise<QuotationRow> {
  const [inserted] = await db.insert(quotations).values(row).returning();
  return inserted!;
}

export async function insertAmendment(
  db: DbOrTx,
  row: typeof quotationAmendments.$inferInsert,
): Promise<AmendmentRow> {
  const [inserted] = await db.insert(quotationAmendments).values(row).returning();
  return inserted!;
}

/** Locks the quotation for a new amendment or a confirmation (amendment numbers stay one after another). */
export async function lockQuotation(db: DbOrTx, where: SQL): Promise<QuotationRow | null> {
  const [row] = await db.select().from(quotations).where(where).for('update');
  return row ?? null;
}

export const byNumber = (quotationNumber: string) =>
  sql`upper(${quotations.quotationNumber}) = upper(${quotationNumber})`;
export const byId = (id: string) => eq(quotations.id, id);

export async function findQuotation(db: DbOrTx, where: SQL) {
  const [row] = await db.select().from(quotations).where(where);
  return row ?? null;
}

export async function findAmendment(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ amendment: quotationAmendments, quotation: quotations })
    .from(quotationAmendments)
    .innerJoin(quotations, eq(quotations.id, quotationAmendments.quotationId))
    .where(eq(quotationAmendments.id, id));
  return row ?? null;
}

export function amendmentsOf(db: DbOrTx, quotationId: string) {
  return db
    .select()
    .from(quotationAmendments)
    .where(eq(quotationAmendments.quotationId, quotationId))
    .orderBy(asc(quotationAmendments.amendmentNo));
}

export interface ListFilter {
  /** The quotations of these agents (the caller, a reseller's sub-agents, or one agent for the admin). */
  agentScope: SQL | undefined;
  dateFrom?: string | undefined;
  /** Inclusive day. */
  dateTo?: string | undefined;
  quotationNumber?: string | undefined;
  /** Only the quotations this agency user made ("Booked by", issue 32). */
  bookedBy?: string | undefined;
  skip: number;
  limit: number;
}

/** A page of quotations, newest first, with the amendment the list shows (confirmed, else latest). */
export async function listQuotations(db: DbOrTx, f: ListFilter) {
  const conditions: SQL[] = [];
  if (f.agentScope) conditions.push(f.agentScope);
  const day = sql`(${quotations.createdAt} at time zone 'Asia/Dubai')::date`;
  if (f.dateFrom) conditions.push(sql`${day} >= ${f.dateFrom}::date`);
  if (f.dateTo) conditions.push(sql`${day} <= ${f.dateTo}::date`);
  if (f.bookedBy) conditions.push(eq(quotations.bookedBy, f.bookedBy));
  if (f.quotationNumber) {
    const like = likePattern(f.quotationNumber);
    conditions.push(
      or(ilike(quotations.quotationNumber, like), ilike(quotations.agentQuotationNumber, like))!,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const shown = sql`coalesce(${quotations.confirmedAmendmentId}, ${quotations.latestAmendmentId})`;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        quotation: quotations,
        amendment: quotationAmendments,
        agent: {
          id: agents.id,
          name: agents.name,
          companyName: agents.companyName,
          agentCode: agents.agentCode,
        },
      })
      .from(quotations)
      .innerJoin(quotationAmendments, eq(quotationAmendments.id, shown))
      .innerJoin(agents, eq(agents.id, quotations.agentId))
      .where(where)
      .orderBy(desc(quotations.createdAt), desc(quotations.quotationNumber))
      .offset(f.skip)
      .limit(f.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(quotations)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** The agent and, for a reseller, its sub-agents. */
export const ownOrSubAgents = (agentId: string) =>
  or(
    eq(quotations.agentId, agentId),
    sql`${quotations.agentId} in (select id from ${agents} where ${agents.parentId} = ${agentId})`,
  );

/** An agent for the admin list: its id or its agent code. */
export const agentFilter = (agent: string) =>
  /^\d+$/.test(agent)
    ? sql`${quotations.agentId} in (select id from ${agents} where ${agents.agentCode} = ${Number(agent)})`
    : /^[0-9a-f-]{36}$/i.test(agent)
      ? eq(quotations.agentId, agent)
      : sql`false`;
