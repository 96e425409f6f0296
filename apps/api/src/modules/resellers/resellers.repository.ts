import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@portal/db';
import type { SubAgentRow, SubAgentsQuery } from '@portal/contracts';
import { major } from '../wallet/money-format.ts';

interface RawRow {
  id: string;
  agentCode: number | string;
  companyName: string;
  name: string;
  email: string;
  phoneNumber: string;
  city: string;
  status: SubAgentRow['status'];
  balance: number | string | null;
  createdAt: Date | string;
}

/** A LIKE pattern matching `text` literally anywhere (%, _ and \ escaped): no user regex reaches the database. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function whereOf(parentId: string, q: { search?: string | undefined; status?: string | undefined }): SQL {
  const parts: SQL[] = [sql`a.parent_id = ${parentId}`, sql`a.role = 'sub-agent'`];
  if (q.status) parts.push(sql`a.status = ${q.status}`);
  const search = q.search?.trim();
  if (search) {
    const like = containsPattern(search);
    const byCode = /^\d{1,9}$/.test(search) ? sql` or a.agent_code::text like ${`${search}%`}` : sql``;
    parts.push(sql`(a.name ilike ${like} or a.company_name ilike ${like} or a.email ilike ${like}${byCode})`);
  }
  return sql.join(parts, sql` and `);
}

/**
 * A reseller's sub-agents, newest first, with wallet balance, and the total count. Two small
 * queries rather than count(*) over (): the page reads only its rows through the parent index.
 */
export async function listSubAgents(
  db: DbOrTx,
  parentId: string,
  q: SubAgentsQuery & { skip: number; limit: number },
): Promise<{ rows: SubAgentRow[]; total: number }> {
  const where = whereOf(parentId, q);
  const rows = await queryRows<RawRow>(
    db,
    sql`select a.id, a.agent_code as "agentCode", a.company_name as "companyName", a.name, a.email,
        a.phone_number as "phoneNumber", a.city, a.status, w.balance, a.created_at as "createdAt"
      from agents a left join wallets w on w.agent_id = a.id
      where ${where} order by a.created_at desc, a.agent_code desc offset ${q.skip} limit ${q.limit}`,
  );
  const [count] = await queryRows<{ n: number | string }>(
    db,
    sql`select count(*) as n from agents a where ${where}`,
  );
  return {
    total: Number(count?.n ?? 0),
    rows: rows.map((r) => ({
      _id: r.id,
      agentCode: Number(r.agentCode),
      companyName: r.companyName,
      name: r.name,
      email: r.email,
      phoneNumber: r.phoneNumber,
      city: r.city,
      status: r.status,
      balance: major(r.balance),
      createdAt: new Date(r.createdAt).toISOString(),
    })),
  };
}
