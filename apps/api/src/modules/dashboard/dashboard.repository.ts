import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@portal/db';
import { addDays } from '@portal/domain';

/**
 * The dashboard's figures, read from the tables the order lists read (booking_orders and its lines),
 * with the order lists' own date rule: booking day = created_at in the company zone (UTC+4, no DST).
 * Sales figures come from booking_sales_daily, the rollup of those orders kept by triggers in each
 * booking's transaction (migration 0036): always equal to aggregating the orders themselves.
 */

/** Orders that are sales: what the lists show as processing, unpaid or completed. */
export const LIVE_STATUSES = ['processing', 'unpaid', 'completed'] as const;
const LIVE = sql.raw(`('processing', 'unpaid', 'completed')`);

export interface SalesBucketRow {
  period: string;
  product: string;
  bookings: number;
  sell: number;
  net: number;
  cancelled: number;
  fees: number;
}

type Num = number | string | null;
const n = (v: Num) => Number(v ?? 0);

export async function salesBuckets(
  db: DbOrTx,
  agentId: string,
  range: { from: string; to: string },
  bucket: 'day' | 'month',
): Promise<SalesBucketRow[]> {
  // From the daily rollup (booking_sales_daily, kept by triggers in each booking's transaction): at
  // most a row per day, product and user instead of one per order, so two years stay fast.
  const period = bucket === 'day' ? sql`d.day::text` : sql`to_char(date_trunc('month', d.day), 'YYYY-MM-DD')`;
  const rows = await queryRows<Record<keyof SalesBucketRow, Num>>(
    db,
    sql`select ${period} as period, d.product, sum(d.bookings) as bookings, sum(d.sell)::bigint as sell,
        sum(d.net)::bigint as net, sum(d.cancelled) as cancelled, sum(d.fees)::bigint as fees
      from booking_sales_daily d
      where d.agent_id = ${agentId} and d.day >= ${range.from} and d.day <= ${range.to}
      group by 1, 2 having sum(d.bookings) <> 0 or sum(d.cancelled) <> 0
      order by 1, 2`,
  );
  return rows.map((r) => ({
    period: dayOf(r.period),
    product: String(r.product),
    bookings: n(r.bookings),
    sell: n(r.sell),
    net: n(r.net),
    cancelled: n(r.cancelled),
    fees: n(r.fees),
  }));
}

/** A `timestamp without time zone` as node-postgres (Date in local time) or PGlite answer it. */
function dayOf(value: Date | string | Num): string {
  if (value instanceof Date)
    return `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, '0')}-${String(value.getDate()).padStart(2, '0')}`;
  return String(value).slice(0, 10);
}

export interface SubAgentRow {
  agentId: string;
  name: string;
  bookings: number;
  value: number;
  earnings: number;
}

/** A reseller's sub-agents' live orders booked in the period and the parent's earning on them. */
export async function subAgentSales(
  db: DbOrTx,
  parentId: string,
  range: { from: string; to: string },
): Promise<SubAgentRow[]> {
  const rows = await queryRows<Record<keyof SubAgentRow, Num>>(
    db,
    sql`select d.agent_id as "agentId", min(a.company_name) as name, sum(d.bookings) as bookings,
        sum(d.net)::bigint as value, sum(d.parent_earning)::bigint as earnings
      from booking_sales_daily d join agents a on a.id = d.agent_id
      where d.parent_id = ${parentId} and d.day >= ${range.from} and d.day <= ${range.to}
      group by d.agent_id having sum(d.bookings) > 0 order by earnings desc, name`,
  );
  return rows.map((r) => ({
    agentId: String(r.agentId),
    name: String(r.name),
    bookings: n(r.bookings),
    value: n(r.value),
    earnings: n(r.earnings),
  }));
}

export interface UserSalesRow {
  /** The agency user (agency_users.id); null for orders booked before the agency had users. */
  userId: string | null;
  name: string | null;
  bookings: number;
  sell: number;
  net: number;
}

/** The agency's live sales of the period per agency user who booked them (issue 36: per user). */
export async function userSales(
  db: DbOrTx,
  agentId: string,
  range: { from: string; to: string },
): Promise<UserSalesRow[]> {
  const rows = await queryRows<Record<keyof UserSalesRow, Num>>(
    db,
    sql`select d.booked_by as "userId", min(u.name) as name, sum(d.bookings) as bookings,
        sum(d.sell)::bigint as sell, sum(d.net)::bigint as net
      from booking_sales_daily d left join agency_users u on u.id = d.booked_by
      where d.agent_id = ${agentId} and d.day >= ${range.from} and d.day <= ${range.to}
      group by d.booked_by having sum(d.bookings) > 0
      order by sum(d.sell) - sum(d.net) desc, name nulls last`,
  );
  return rows.map((r) => ({
    userId: r.userId === null ? null : String(r.userId),
    name: r.name === null ? null : String(r.name),
    bookings: n(r.bookings),
    sell: n(r.sell),
    net: n(r.net),
  }));
}

export interface DeadlineDbRow {
  kind: string;
  at: Date | string;
  orderId: string;
  product: string;
  referenceNumber: string;
  title: string;
  leadName: string;
  amount: Num;
  targetId: string;
  status: string;
}

const ORDER_COLUMNS = sql`o.id as "orderId", o.product, o.reference_number as "referenceNumber", o.title,
  o.lead_name as "leadName", o.total_agent_price as amount, o.status`;

/**
 * Deadlines between `now` and `until`, soonest first: each kind is one indexed read of the agent's
 * orders (unpaid by pay_by, live by service date) so the answer stays fast with many bookings.
 */
export async function deadlinesOf(
  db: DbOrTx,
  agentId: string,
  now: Date,
  until: Date,
  today: string,
  lastDay: string,
  limit: number,
): Promise<DeadlineDbRow[]> {
  return queryRows<DeadlineDbRow>(
    db,
    sql`(select 'pay_later' as kind, o.pay_by as at, o.id as "targetId", ${ORDER_COLUMNS}
        from booking_orders o
        where o.agent_id = ${agentId} and o.status = 'unpaid' and o.pay_by > ${now} and o.pay_by <= ${until})
      union all
      (select 'free_cancellation', d.at, o.id, ${ORDER_COLUMNS}
        from booking_orders o
        cross join lateral (select min((jsonb_path_query_first(l.cancellation_policy,
            '$[*] ? (@.fee > 0).from') #>> '{}')::timestamptz) as at
          from booking_lines l where l.order_id = o.id and l.status in ('booked', 'confirmed')) d
        where o.agent_id = ${agentId} and o.status in ${LIVE} and o.service_date >= ${today}
          and d.at > ${now} and d.at <= ${until})
      union all
      (select 'a2a_change', min(t.departure_at - make_interval(hours => t.deadline_hours)), o.id, ${ORDER_COLUMNS}
        from booking_orders o
        join a2a_passengers p on p.order_id = o.id
        join a2a_tickets t on t.id = p.ticket_id
        where o.agent_id = ${agentId} and o.product = 'a2a' and o.status in ${LIVE}
          and o.service_date >= ${today} and o.service_date <= ${addDays(lastDay, 30)}
          and t.departure_at - make_interval(hours => t.deadline_hours) > ${now}
          and t.departure_at - make_interval(hours => t.deadline_hours) <= ${until}
        group by o.id)
      union all
      (select case when o.product = 'hotel' then 'check_in' else 'departure' end,
          (o.service_date::text || 'T00:00:00+04:00')::timestamptz, o.id, ${ORDER_COLUMNS}
        from booking_orders o
        where o.agent_id = ${agentId} and o.product in ('hotel', 'a2a', 'flight') and o.status in ${LIVE}
          and o.service_date >= ${today} and o.service_date <= ${lastDay})
      union all
      (select 'visa_reapply', vt.status_changed_at, a.id, ${ORDER_COLUMNS}
        from visa_applications a
        join visa_travellers vt on vt.application_id = a.id
        join booking_orders o on o.id = a.booking_order_id
        where a.agent_id = ${agentId} and vt.status = 'rejected' and a.travel_date >= ${today})
      order by at, "referenceNumber" limit ${limit}`,
  );
}

export interface MoneyRow {
  depositCount: Num;
  depositAmount: Num;
  withdrawalCount: Num;
  withdrawalAmount: Num;
  earningsWaiting: Num;
  unpaidCount: Num;
  unpaidAmount: Num;
}

export async function moneyFigures(db: DbOrTx, agentId: string): Promise<MoneyRow> {
  const [row] = await queryRows<MoneyRow>(
    db,
    sql`select
      (select count(*) from wallet_deposits where agent_id = ${agentId} and status = 'pending') as "depositCount",
      (select coalesce(sum(amount), 0)::bigint from wallet_deposits where agent_id = ${agentId} and status = 'pending') as "depositAmount",
      (select count(*) from wallet_withdrawals where agent_id = ${agentId} and status = 'pending') as "withdrawalCount",
      (select coalesce(sum(amount), 0)::bigint from wallet_withdrawals where agent_id = ${agentId} and status = 'pending') as "withdrawalAmount",
      (select coalesce(sum(amount), 0)::bigint from parent_earnings where parent_id = ${agentId} and status = 'pending') as "earningsWaiting",
      (select count(*) from booking_orders where agent_id = ${agentId} and status = 'unpaid') as "unpaidCount",
      (select coalesce(sum(total_agent_price), 0)::bigint from booking_orders where agent_id = ${agentId} and status = 'unpaid') as "unpaidAmount"`,
  );
  return row!;
}
