import { sql, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { queryRows } from '@portal/db';
import {
  STATEMENT_TYPE_LABELS,
  type StatementType,
  type TransactionRow,
  type TransactionsAnswer,
  type TransactionsFilter,
} from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
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
  total: number | string;
}

function whereOf(agentId: string, f: TransactionsFilter): SQL {
  const parts: SQL[] = [sql`agent_id = ${agentId}`, sql`kind not in ('hold', 'hold_release')`];
  if (f.dateFrom) parts.push(sql`created_at >= ${dayStart(f.dateFrom)}`);
  if (f.dateTo) parts.push(sql`created_at < ${nextDayStart(f.dateTo)}`);
  if (f.product) parts.push(sql`product = ${f.product}`);
  if (f.type) parts.push(sql`kind = ${f.type}`);
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
  };
}

async function query(deps: AppDeps, agentId: string, f: TransactionsFilter, skip: number, limit: number) {
  // Each entry stores the wallet position right after it, so the running balance survives any filter.
  return queryRows<RawRow>(
    deps.database.db,
    sql`select id, seq, created_at as "createdAt", kind, product, reference, description, net_amount as "netAmount",
        balance_after as "balanceAfter", credit_used_after as "creditUsedAfter", count(*) over () as total
      from ledger_entries where ${whereOf(agentId, f)} order by seq desc offset ${skip} limit ${limit}`,
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
  const book = new ExcelJS.Workbook();
  book.created = deps.clock.now();
  const sheet = book.addWorksheet('Transactions');
  sheet.columns = [
    { header: 'No.', key: 'transactionNo', width: 10 },
    { header: 'Date (UTC)', key: 'date', width: 20 },
    { header: 'Type', key: 'type', width: 16 },
    { header: 'Product', key: 'product', width: 14 },
    { header: 'Reference', key: 'reference', width: 28 },
    { header: 'Description', key: 'description', width: 44 },
    { header: 'Debit (AED)', key: 'debit', width: 14 },
    { header: 'Credit (AED)', key: 'credit', width: 14 },
    { header: 'Balance (AED)', key: 'balance', width: 15 },
    { header: 'Credit used (AED)', key: 'creditUsed', width: 17 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) {
    sheet.addRow({
      ...r,
      date: new Date(r.createdAt),
      type: STATEMENT_TYPE_LABELS[r.type],
      product: r.product ?? '',
    });
  }
  for (const key of ['debit', 'credit', 'balance', 'creditUsed']) sheet.getColumn(key).numFmt = '#,##0.00';
  sheet.getColumn('date').numFmt = 'yyyy-mm-dd hh:mm';
  return Buffer.from(await book.xlsx.writeBuffer());
}
