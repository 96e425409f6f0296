import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@portal/db';
import { addDays } from '@portal/domain';

/**
 * The dashboard's figures, read from the tables the order lists read (booking_orders and its lines),
 * with the order lists' own date rule: booking day = created_at in the company zone (UTC+4, no DST).
 * Shaped by a `who` condition so a per-user dimension (agency users, created_by) fits in later.
 */

/** Orders that are sales: what the lists show as processing, unpaid or completed. */
export const LIVE_STATUSES = ['processing', 'unpaid', 'completed'] as const;
const LIVE = sql.raw(`('processing', 'unpaid', 'completed')`);
const dubaiMidnight = (day: string) => new Date(`${day}T00:00:00+04:00`);
const nextDubaiMidnight = (day: string) => new Date(dubaiMidnight(day).getTime() + 86_400_000);

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
  // Grouped on the timestamp itself (formatting 50,000 rows to text first doubles the time); the fees
  // of cancelled orders are a second read of the few cancelled ones, so the main one stays an
  // index-only scan of booking_orders_agent_time.
  const unit = sql.raw(bucket === 'day' ? `'day'` : `'month'`);
  const period = sql`date_trunc(${unit}, (o.created_at at time zone 'UTC') + interval '4 hours')`;
  const inRange = sql`o.agent_id = ${agentId}
    and o.created_at >= ${dubaiMidnight(range.from)} and o.created_at < ${nextDubaiMidnight(range.to)}`;
  const [rows, fees] = await Promise.all([
    queryRows<Record<keyof SalesBucketRow, Num | Date>>(
      db,
      sql`select ${period} as period, o.product,
          count(*) filter (where o.status in ${LIVE}) as bookings,
          coalesce(sum(o.total_sell_price) filter (where o.status in ${LIVE}), 0)::bigint as sell,
          coalesce(sum(o.total_agent_price) filter (where o.status in ${LIVE}), 0)::bigint as net,
          count(*) filter (where o.status = 'cancelled') as cancelled
        from booking_orders o
        where ${inRange} and o.status in ('processing', 'unpaid', 'completed', 'cancelled')
        group by 1, 2`,
    ),
    queryRows<{ period: Date | string; product: string; fees: Num }>(
      db,
      sql`select ${period} as period, o.product, coalesce(sum(l.cancellation_fee), 0)::bigint as fees
        from booking_orders o join booking_lines l on l.order_id = o.id
        where ${inRange} and o.status = 'cancelled'
        group by 1, 2`,
    ),
  ]);
  const key = (p: Date | string | Num, product: unknown) => `${dayOf(p)} ${String(product)}`;
  const feeOf = new Map(fees.map((f) => [key(f.period, f.product), n(f.fees)]));
  return rows
    .map((r) => ({
      period: dayOf(r.period as Date | string),
      product: String(r.product),
      bookings: n(r.bookings as Num),
      sell: n(r.sell as Num),
      net: n(r.net as Num),
      cancelled: n(r.cancelled as Num),
      fees: feeOf.get(key(r.period, r.product)) ?? 0,
    }))
    .sort((a, b) => a.period.localeCompare(b.period) || a.product.localeCompare(b.product));
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
    sql`select o.agent_id as "agentId", min(a.company_name) as name, count(*) as bookings,
        sum(o.total_agent_price)::bigint as value, sum(o.total_parent_earning)::bigint as earnings
      from booking_orders o join agents a on a.id = o.agent_id
      where o.parent_id = ${parentId} and o.status in ${LIVE}
        and o.created_at >= ${dubaiMidnight(range.from)} and o.created_at < ${nextDubaiMidnight(range.to)}
      group by o.agent_id order by earnings desc, name`,
  );
  return rows.map((r) => ({
    agentId: String(r.agentId),
    name: String(r.name),
    bookings: n(r.bookings),
    value: n(r.value),
    earnings: n(r.earnings),
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
