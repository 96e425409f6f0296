import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '@portal/db';
import {
  STATEMENT_TYPE_LABELS,
  type StatementType,
  type TransactionRow,
  type TransactionsAnswer,
  type TransactionsFilter,
} from '@portal/contracts';
import { SHEET_DATE_TIME_FORMAT, SHEET_MONEY_FORMAT, wallClockDate } from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { sheetBuffer } from '../../lib/spreadsheet.ts';
import { iso, major } from './money-format.ts';

/** Company days are Asia/Dubai (UTC+4, no daylight saving). */
const DUBAI_OFFSET = '+04:00';
const dayStart = (date: string) => new Date(`${date}T00:00:00${DUBAI_OFFSET}`);
const nextDayStart = (date: string) => new Date(dayStart(date).getTime() + 24 * 3600 * 1000);
export const SHEET_ROW_LIMIT = 10_000;

interface RawRow {
  id: string;
  seq: number | string;
  createdAt: Date | string;
  kind: StatementType;
  product: string | null;
  reference: string;
  description: string;
  netAmount: number | string;
  balanceAfter: number | string | null;
  creditUsedAfter: number | string | null;
  userName: string | null;
  total: number | string;
  creditNoteId: string | null;
  creditNoteNumber: string | null;
}

/**
 * What a line is. Entries name it by their kind; entries written before card and bank deposits,
 * sub-agent transfers and credit lines had kinds of their own are read by their reference and
 * description (journal entries are immutable, so they are classified here, not rewritten). The
 * pending-hold memo entries stay out, except a sub-agent credit line's (reference CRL-...), which
 * changes what the parent can spend.
 */
const TYPE = sql.raw(`case
  when kind = 'deposit' and reference like 'TRF-%' then 'transfer_in'
  when kind = 'deposit' and description like 'Card deposit%' then 'card_deposit'
  when kind = 'deposit' and description like 'Bank transfer deposit%' then 'bank_deposit'
  when kind = 'withdrawal' and reference like 'TRF-%' then 'transfer_out'
  when kind in ('hold', 'hold_release') and reference like 'CRL-%' then 'credit_limit'
  else kind end`);

/**
 * The reference a line shows. Withdrawals paid out before staff gave the bank's payment reference carry
 * their hold's `withdrawal:<id>`; they show the withdrawal's bank reference or number instead.
 */
const REFERENCE = sql.raw(`case
  when kind = 'withdrawal' and reference like 'withdrawal:%' then coalesce(
    (select coalesce(w.payment_reference, 'WDR-' || w.number) from wallet_withdrawals w
      where w.id::text = substr(ledger_entries.reference, 12)), reference)
  else reference end`);

function whereOf(agentId: string, f: TransactionsFilter): SQL {
  const parts: SQL[] = [
    sql`agent_id = ${agentId}`,
    sql`(kind not in ('hold', 'hold_release') or reference like 'CRL-%')`,
  ];
  if (f.dateFrom) parts.push(sql`created_at >= ${dayStart(f.dateFrom)}`);
  if (f.dateTo) parts.push(sql`created_at < ${nextDayStart(f.dateTo)}`);
  if (f.product) parts.push(sql`product = ${f.product}`);
  if (f.type) parts.push(sql`${TYPE} = ${f.type}`);
  if (f.reference) parts.push(sql`reference ilike ${`%${f.reference.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  return sql.join(parts, sql` and `);
}

function toRow(r: RawRow): TransactionRow {
  const net = Number(r.netAmount);
  return {
    id: r.id,
    transactionNo: Number(r.seq),
    createdAt: iso(r.createdAt) ?? '',
    type: r.kind,
    product: r.product,
    reference: r.reference,
    description: r.description,
    amount: major(net),
    debit: major(Math.max(-net, 0)),
    credit: major(Math.max(net, 0)),
    balance: major(r.balanceAfter),
    creditUsed: major(r.creditUsedAfter),
    creditNote:
      r.creditNoteId && r.creditNoteNumber ? { id: r.creditNoteId, number: r.creditNoteNumber } : null,
    user: r.userName,
  };
}

/** The statement's rows exactly as the screen lists them (newest first), for its documents. */
export async function statementRows(
  deps: AppDeps,
  agentId: string,
  f: TransactionsFilter,
  limit = SHEET_ROW_LIMIT,
): Promise<TransactionRow[]> {
  return (await query(deps, agentId, f, 0, limit)).map(toRow);
}

/** The wallet balance at an instant (the last entry before it; 0 before the first), minor units. */
export async function balanceAt(deps: AppDeps, agentId: string, before: Date | null): Promise<number> {
  const [row] = await queryRows<{ balance: number | string | null }>(
    deps.database.db,
    sql`select balance_after as balance from ledger_entries
      where agent_id = ${agentId} and balance_after is not null
        ${before ? sql`and created_at < ${before}` : sql``}
      order by seq desc limit 1`,
  );
  return Number(row?.balance ?? 0);
}

export { dayStart, nextDayStart };

async function query(deps: AppDeps, agentId: string, f: TransactionsFilter, skip: number, limit: number) {
  // Each entry stores the wallet position right after it, so the running balance survives any filter.
  return queryRows<RawRow>(
    deps.database.db,
    sql`select ledger_entries.id, seq, created_at as "createdAt", ${TYPE} as kind, product, ${REFERENCE} as reference, description, net_amount as "netAmount",
        balance_after as "balanceAfter", credit_used_after as "creditUsedAfter", (select u.name from agency_users u where u.id = ledger_entries.user_id) as "userName",
        count(*) over () as total,
        cn.id as "creditNoteId", cn.number as "creditNoteNumber"
      from ledger_entries
      left join lateral (select id, number from booking_credit_notes n where n.ledger_entry_id = ledger_entries.id
        order by n.number limit 1) cn on true
      where ${whereOf(agentId, f)} order by seq desc offset ${skip} limit ${limit}`,
  );
}

/** The agent's statement, newest first, with the running balance and credit used after each row. */
export async function statementOf(
  deps: AppDeps,
  agentId: string,
  q: TransactionsFilter & { skip: number; limit: number },
): Promise<TransactionsAnswer> {
  const rows = await query(deps, agentId, q, q.skip, q.limit);
  let totalCount = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && q.skip > 0) {
    const [count] = await queryRows<{ n: number | string }>(
      deps.database.db,
      sql`select count(*) as n from ledger_entries where ${whereOf(agentId, q)}`,
    );
    totalCount = Number(count?.n ?? 0);
  }
  return { transactions: rows.map(toRow), totalCount, skip: q.skip, limit: q.limit };
}

/** The statement as an Excel workbook (at most SHEET_ROW_LIMIT rows, newest first). */
export async function statementSheet(deps: AppDeps, agentId: string, f: TransactionsFilter): Promise<Buffer> {
  const rows = (await query(deps, agentId, f, 0, SHEET_ROW_LIMIT)).map(toRow);
  const money = SHEET_MONEY_FORMAT;
  return sheetBuffer({
    name: 'Transactions',
    created: deps.clock.now(),
    columns: [
      { header: 'No.', key: 'transactionNo', width: 10 },
      { header: 'Date (Dubai time)', key: 'date', width: 20, numFmt: SHEET_DATE_TIME_FORMAT },
      { header: 'Type', key: 'type', width: 20 },
      { header: 'Product', key: 'product', width: 14 },
      { header: 'Reference', key: 'reference', width: 28 },
      { header: 'Description', key: 'description', width: 44 },
      { header: 'Debit (AED)', key: 'debit', width: 14, numFmt: money },
      { header: 'Credit (AED)', key: 'credit', width: 14, numFmt: money },
      { header: 'Balance (AED)', key: 'balance', width: 15, numFmt: money },
      { header: 'Credit used (AED)', key: 'creditUsed', width: 17, numFmt: money },
      { header: 'User', key: 'user', width: 22 },
    ],
    rows: rows.map((r) => ({
      ...r,
      date: wallClockDate(r.createdAt),
      type: STATEMENT_TYPE_LABELS[r.type],
      product: r.product ?? '',
      user: r.user ?? '',
    })),
  });
}
