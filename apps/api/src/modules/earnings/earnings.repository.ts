import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@portal/db';

export interface EarningRow {
  id: string;
  parentId: string;
  subAgentId: string;
  orderRef: string;
  lineRef: string;
  product: string | null;
  amount: number;
  /** VAT charged on the markup (not earned; shown beside the earning). */
  markupVat: number;
  releaseOn: string;
  status: 'pending' | 'released' | 'reversed';
}

const COLUMNS = sql`id, parent_id as "parentId", sub_agent_id as "subAgentId", order_ref as "orderRef",
  line_ref as "lineRef", product, amount, markup_vat as "markupVat", release_on::text as "releaseOn", status`;

// node-postgres answers bigint as text; PGlite as numbers.
const toRow = (raw: Record<string, unknown>): EarningRow => ({
  id: String(raw.id),
  parentId: String(raw.parentId),
  subAgentId: String(raw.subAgentId),
  orderRef: String(raw.orderRef),
  lineRef: String(raw.lineRef),
  product: typeof raw.product === 'string' ? raw.product : null,
  amount: Number(raw.amount),
  markupVat: Number(raw.markupVat ?? 0),
  releaseOn: String(raw.releaseOn),
  status: raw.status as EarningRow['status'],
});

export async function insertEarning(
  db: DbOrTx,
  row: Omit<EarningRow, 'id' | 'status'> & { recordEntryId: string; createdAt: Date },
): Promise<EarningRow | null> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`insert into parent_earnings (parent_id, sub_agent_id, order_ref, line_ref, product, amount, markup_vat,
        release_on, record_entry_id, created_at)
      values (${row.parentId}, ${row.subAgentId}, ${row.orderRef}, ${row.lineRef}, ${row.product},
        ${row.amount}::bigint, ${row.markupVat}::bigint, ${row.releaseOn}::date, ${row.recordEntryId}, ${row.createdAt})
      on conflict (line_ref) do nothing returning ${COLUMNS}`,
  );
  return rows[0] ? toRow(rows[0]) : null;
}

export async function findEarningByLine(db: DbOrTx, lineRef: string): Promise<EarningRow | null> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${COLUMNS} from parent_earnings where line_ref = ${lineRef}`,
  );
  return rows[0] ? toRow(rows[0]) : null;
}

/** Locks a line's earning row (if any) before its wallets: the money lock order, as the release job. */
export async function lockEarningOfLine(db: DbOrTx, lineRef: string): Promise<void> {
  await db.execute(sql`select id from parent_earnings where line_ref = ${lineRef} for update`);
}

/** Moves one earning out of `from` exactly once: the status guard makes racing callers lose. */
export async function transitionEarning(
  db: DbOrTx,
  lineRef: string,
  from: 'pending' | 'released',
  now: Date,
): Promise<EarningRow | null> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`update parent_earnings set status = 'reversed', reversed_at = ${now}
      where line_ref = ${lineRef} and status = ${from} returning ${COLUMNS}`,
  );
  return rows[0] ? toRow(rows[0]) : null;
}

/**
 * Claims due earnings for the release job: marked released in the claiming statement, rows taken
 * with FOR UPDATE SKIP LOCKED so two nodes never release the same earning.
 */
export async function claimDueEarnings(
  db: DbOrTx,
  today: string,
  now: Date,
  limit: number,
): Promise<EarningRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`update parent_earnings set status = 'released', released_at = ${now}
      where status = 'pending' and id in (select id from parent_earnings
        where status = 'pending' and release_on < ${today}::date
        order by release_on, id limit ${limit} for update skip locked)
      returning ${COLUMNS}`,
  );
  return rows.map(toRow).sort((a, b) => a.parentId.localeCompare(b.parentId));
}

export async function setEntry(
  db: DbOrTx,
  id: string,
  column: 'release' | 'reversal',
  entryId: string,
): Promise<void> {
  const target = column === 'release' ? sql`release_entry_id` : sql`reversal_entry_id`;
  await db.execute(sql`update parent_earnings set ${target} = ${entryId} where id = ${id}`);
}

export interface EarningFigures {
  /** Minor units. */
  pending: number;
  total: number;
  /** The VAT on the markups of those earnings (charged by the company, not earned). */
  pendingMarkupVat: number;
  totalMarkupVat: number;
}

/**
 * A parent's earnings on one sub-agent's bookings, summed from the ledger postings of the entries
 * the earning rows point at (the rows only link; the amounts come from the journal):
 * pending = the agent_earnings account; total = recorded minus reversed (pending + released).
 */
export async function earningFigures(
  db: DbOrTx,
  parentId: string,
  subAgentId: string,
): Promise<EarningFigures> {
  const [row] = await queryRows<{ pending: number | string | null; total: number | string | null }>(
    db,
    sql`select
        coalesce(sum(p.amount) filter (where p.account = 'agent_earnings'), 0) as pending,
        coalesce(sum(p.amount) filter (where p.entry_id = e.record_entry_id and p.account = 'agent_earnings'), 0)
          + coalesce(sum(p.amount) filter (where p.entry_id = e.reversal_entry_id), 0) as total
      from parent_earnings e
      join ledger_postings p on p.entry_id in (e.record_entry_id, e.release_entry_id, e.reversal_entry_id)
        and p.agent_id = ${parentId}
      where e.parent_id = ${parentId} and e.sub_agent_id = ${subAgentId}`,
  );
  const [vat] = await queryRows<{ pending: number | string | null; total: number | string | null }>(
    db,
    sql`select coalesce(sum(markup_vat) filter (where status = 'pending'), 0) as pending,
        coalesce(sum(markup_vat) filter (where status <> 'reversed'), 0) as total
      from parent_earnings where parent_id = ${parentId} and sub_agent_id = ${subAgentId}`,
  );
  return {
    pending: Number(row?.pending ?? 0),
    total: Number(row?.total ?? 0),
    pendingMarkupVat: Number(vat?.pending ?? 0),
    totalMarkupVat: Number(vat?.total ?? 0),
  };
}

/**
 * What left an agent's wallet as withdrawals: bank withdrawals and transfers back to the parent
 * (transfer_out; written as `withdrawal` before transfers had a kind of their own).
 */
export async function withdrawTotal(db: DbOrTx, agentId: string): Promise<number> {
  const [row] = await queryRows<{ total: number | string | null }>(
    db,
    sql`select coalesce(-sum(net_amount), 0) as total from ledger_entries
      where agent_id = ${agentId} and kind in ('withdrawal', 'transfer_out')`,
  );
  return Number(row?.total ?? 0);
}
