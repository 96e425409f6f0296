import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '@portal/db';
import type { ActivityQuery, ActivityRowDto } from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import { sheetBuffer } from '../../lib/spreadsheet.ts';

interface Row {
  at: Date | string;
  user_id: string | null;
  user_name: string | null;
  kind: string;
  object_type: string;
  object_id: string;
  reference: string | null;
  detail: string | null;
  total: number | string;
}

/** Dubai midnight of a YYYY-MM-DD date (the company's zone). */
const dubaiDay = (date: string) => sql`(${date}::date::timestamp at time zone 'Asia/Dubai')`;

/**
 * Every change the agency's users made (issue 32 section 2): its audit rows (markups, wallet requests,
 * transfers, users, settings) and its orders' events, newest first, by user, kind and Dubai date.
 */
function activitySql(agentId: string, q: Omit<ActivityQuery, 'page' | 'limit'>, page: SQL): SQL {
  const filters: SQL[] = [sql`true`];
  if (q.userId) filters.push(sql`x.user_id = ${q.userId}::uuid`);
  if (q.kind) filters.push(sql`x.kind like ${`${q.kind}%`}`);
  if (q.fromDate) filters.push(sql`x.at >= ${dubaiDay(q.fromDate)}`);
  if (q.toDate) filters.push(sql`x.at < ${dubaiDay(q.toDate)} + interval '1 day'`);
  return sql`
    select x.*, count(*) over () as total from (
      select a.at, a.actor_id as user_id, a.actor_name as user_name, a.kind, a.object_type, a.object_id,
        null::text as reference, a.reason as detail
      from audit_events a
      where a.agent_id = ${agentId}::uuid and a.actor_kind in ('agency', 'api-key')
      union all
      select e.at, e.user_id, coalesce(u.name, 'API key ' || k.name), 'booking.' || e.status, o.product,
        o.id::text, o.reference_number, coalesce(e.note, o.title)
      from booking_events e
      join booking_orders o on o.id = e.order_id
      left join agency_users u on u.id = e.user_id
      -- An API key books as a user of its own (issue 39).
      left join api_keys k on k.id = e.user_id
      where o.agent_id = ${agentId}::uuid and e.user_id is not null
    ) x
    where ${sql.join(filters, sql` and `)}
    order by x.at desc, x.kind
    ${page}`;
}

const dtoOf = (r: Row): ActivityRowDto => ({
  at: new Date(r.at).toISOString(),
  userId: r.user_id,
  userName: r.user_name ?? 'A former user',
  kind: r.kind,
  objectType: r.object_type,
  objectId: r.object_id,
  reference: r.reference,
  detail: r.detail,
});

export function activityService(deps: AppDeps) {
  const { db } = deps.database;
  return {
    async list(agentId: string, q: ActivityQuery) {
      const rows = await queryRows<Row>(
        db,
        activitySql(agentId, q, sql`limit ${q.limit} offset ${(q.page - 1) * q.limit}`),
      );
      return { activity: rows.map(dtoOf), total: Number(rows[0]?.total ?? 0) };
    },
    async sheet(agentId: string, q: ActivityQuery): Promise<Buffer> {
      const rows = (await queryRows<Row>(db, activitySql(agentId, q, sql`limit 10000`))).map(dtoOf);
      return sheetBuffer({
        name: 'Activity',
        columns: [
          { header: 'When', key: 'at', width: 22 },
          { header: 'User', key: 'userName', width: 24 },
          { header: 'What', key: 'kind', width: 24 },
          { header: 'Reference', key: 'reference', width: 18 },
          { header: 'Object', key: 'objectType', width: 14 },
          { header: 'Detail', key: 'detail', width: 40 },
        ],
        rows: rows.map((r) => ({
          at: new Date(r.at),
          userName: r.userName,
          kind: r.kind,
          reference: r.reference,
          objectType: r.objectType,
          detail: r.detail,
        })),
        created: deps.clock.now(),
      });
    },
  };
}
