import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@portal/db';

/**
 * The reports' reads (issue 36 section 2), on the tables the lists and the statement read: the daily
 * sales rollup for sales, booking_orders and its lines for cancellations and pay later, and
 * parent_earnings (the sub-agent markup the statement credits) for earnings. Money in minor units.
 */

export interface ReportScope {
  /** The agency asking. */
  agentId: string;
  from: string;
  to: string;
  product?: string | undefined;
  /** A reseller narrowing to one of its sub-agents. */
  subAgentId?: string | undefined;
  /** One agency user (who booked). */
  userId?: string | undefined;
}

export type Cell = string | number | null;
export type RawRow = Record<string, Cell>;

const startOf = (day: string) => new Date(`${day}T00:00:00+04:00`);
const endOf = (day: string) => new Date(startOf(day).getTime() + 86_400_000);
/** Booking days in the company zone, as the order lists count them. */
const dayText = (column: SQL) => sql`((${column} at time zone 'UTC') + interval '4 hours')::date::text`;

/** Whose rows: the agency's own, or (resellers) one sub-agent's; `alias` is the table's. */
function whose(alias: string, s: ReportScope): SQL {
  const a = sql.raw(alias);
  return s.subAgentId
    ? sql`${a}.agent_id = ${s.subAgentId} and ${a}.parent_id = ${s.agentId}`
    : sql`${a}.agent_id = ${s.agentId}`;
}
function narrowing(alias: string, s: ReportScope): SQL {
  const a = sql.raw(alias);
  return sql`${s.product ? sql`and ${a}.product = ${s.product}` : sql``}
    ${s.userId ? sql`and ${a}.booked_by = ${s.userId}` : sql``}`;
}
const rollupRange = (s: ReportScope) => sql`d.day >= ${s.from} and d.day <= ${s.to}`;
const numbers = (rows: RawRow[], keys: string[]) =>
  rows.map((r) => {
    const out: RawRow = { ...r };
    for (const k of keys) out[k] = r[k] === null ? 0 : Number(r[k]);
    return out;
  });

const ROLLUP_SUMS = sql`sum(d.bookings)::int as bookings, sum(d.sell)::bigint as sell,
  sum(d.net)::bigint as net, (sum(d.sell) - sum(d.net))::bigint as markup,
  sum(d.cancelled)::int as cancelled, sum(d.fees)::bigint as fees`;
const ROLLUP_KEYS = ['bookings', 'sell', 'net', 'markup', 'cancelled', 'fees'];

/** Per booking day (or month) and product: the dashboard's own figures. */
export async function salesByProduct(db: DbOrTx, s: ReportScope, bucket: 'day' | 'month') {
  const period = bucket === 'day' ? sql`d.day::text` : sql`to_char(date_trunc('month', d.day), 'YYYY-MM-DD')`;
  const rows = await queryRows<RawRow>(
    db,
    sql`select ${period} as period, d.product, ${ROLLUP_SUMS}
      from booking_sales_daily d where ${whose('d', s)} and ${rollupRange(s)} ${narrowing('d', s)}
      group by 1, 2 having sum(d.bookings) <> 0 or sum(d.cancelled) <> 0 order by 1, 2`,
  );
  return numbers(rows, ROLLUP_KEYS);
}

/** Per agency user who booked (null: before the agency had users). */
export async function salesByUser(db: DbOrTx, s: ReportScope) {
  const rows = await queryRows<RawRow>(
    db,
    sql`select coalesce(min(u.name), 'Before agency users') as "user", ${ROLLUP_SUMS}
      from booking_sales_daily d left join agency_users u on u.id = d.booked_by
      where ${whose('d', s)} and ${rollupRange(s)} ${narrowing('d', s)}
      group by d.booked_by having sum(d.bookings) <> 0 or sum(d.cancelled) <> 0
      order by sum(d.sell) desc, 1`,
  );
  return numbers(rows, ROLLUP_KEYS);
}

/** A reseller's sub-agents: what each booked (its agent price) and the agency's earning on it. */
export async function salesBySubAgent(db: DbOrTx, s: ReportScope) {
  const rows = await queryRows<RawRow>(
    db,
    sql`select min(a.company_name) as "subAgent", min(a.agent_code) as code, sum(d.bookings)::int as bookings,
        sum(d.net)::bigint as value, sum(d.parent_earning)::bigint as earnings, sum(d.cancelled)::int as cancelled
      from booking_sales_daily d join agents a on a.id = d.agent_id
      where d.parent_id = ${s.agentId} ${s.subAgentId ? sql`and d.agent_id = ${s.subAgentId}` : sql``}
        and ${rollupRange(s)} ${narrowing('d', s)}
      group by d.agent_id having sum(d.bookings) <> 0 or sum(d.cancelled) <> 0
      order by sum(d.parent_earning) desc, 1`,
  );
  return numbers(rows, ['bookings', 'value', 'earnings', 'cancelled']);
}

/** Where each live order goes: the hotel's city, the attraction's destination, the ticket's city... */
const DESTINATION = sql`coalesce(
  (select c.name from hotel_booking_details h join hotels ho on ho.id = h.hotel_id
    join hotel_cities c on c.id = ho.city_id where h.order_id = o.id limit 1),
  (select de.name from attraction_booking_lines b join attractions att on att.id = b.attraction_id
    join destinations de on de.id = att.destination_id where b.order_id = o.id limit 1),
  (select se.to_city from a2a_passengers p join a2a_tickets t on t.id = p.ticket_id
    join a2a_sectors se on se.id = t.sector_id where p.order_id = o.id limit 1),
  (select ip.destination from insurance_policies ip join booking_lines l on l.id = ip.line_id
    where l.order_id = o.id limit 1),
  (select co.name from visa_applications va join visa_types vt on vt.id = va.visa_type_id
    join countries co on co.isocode = vt.country_isocode where va.booking_order_id = o.id limit 1),
  'Not given')`;

export async function salesByDestination(db: DbOrTx, s: ReportScope) {
  const rows = await queryRows<RawRow>(
    db,
    sql`select ${DESTINATION} as destination, o.product, count(*)::int as bookings,
        sum(o.total_sell_price)::bigint as sell, sum(o.total_agent_price)::bigint as net,
        (sum(o.total_sell_price) - sum(o.total_agent_price))::bigint as markup
      from booking_orders o
      where ${whose('o', s)} and o.status in ('processing', 'unpaid', 'completed')
        and o.created_at >= ${startOf(s.from)} and o.created_at < ${endOf(s.to)} ${narrowing('o', s)}
      group by 1, 2 order by sum(o.total_sell_price) desc, 1, 2`,
  );
  return numbers(rows, ['bookings', 'sell', 'net', 'markup']);
}

/** Orders cancelled in the period (by the day they were cancelled), with what was kept and refunded. */
export async function cancellations(db: DbOrTx, s: ReportScope) {
  const rows = await queryRows<RawRow>(
    db,
    sql`select o.reference_number as reference, o.product, o.lead_name as lead, ${dayText(sql`o.created_at`)} as booked,
        ${dayText(sql`o.cancelled_at`)} as "cancelledOn", o.total_agent_price::bigint as price,
        coalesce(sum(l.cancellation_fee), 0)::bigint as fee, coalesce(sum(l.refund_amount), 0)::bigint as refund
      from booking_orders o join booking_lines l on l.order_id = o.id
      where ${whose('o', s)} and o.status = 'cancelled'
        and o.cancelled_at >= ${startOf(s.from)} and o.cancelled_at < ${endOf(s.to)} ${narrowing('o', s)}
      group by o.id order by o.cancelled_at, o.reference_number`,
  );
  return numbers(rows, ['price', 'fee', 'refund']);
}

/** The sub-agent markup a reseller earned (parent_earnings), recorded in the period, with its state. */
export async function subAgentEarnings(db: DbOrTx, s: ReportScope) {
  const rows = await queryRows<RawRow>(
    db,
    sql`select ${dayText(sql`e.created_at`)} as recorded, a.company_name as "subAgent", e.order_ref as reference,
        e.product, e.status, e.release_on::text as "releaseOn", e.amount::bigint as amount
      from parent_earnings e join agents a on a.id = e.sub_agent_id
      where e.parent_id = ${s.agentId} ${s.subAgentId ? sql`and e.sub_agent_id = ${s.subAgentId}` : sql``}
        ${s.product ? sql`and e.product = ${s.product}` : sql``}
        and e.created_at >= ${startOf(s.from)} and e.created_at < ${endOf(s.to)}
      order by e.created_at, e.order_ref, e.line_ref`,
  );
  return numbers(rows, ['amount']);
}

/** Pay-later orders booked in the period: unpaid ones with their last date for payment, paid ones when. */
export async function payLater(db: DbOrTx, s: ReportScope) {
  const rows = await queryRows<RawRow>(
    db,
    sql`select o.reference_number as reference, o.product, o.lead_name as lead, ${dayText(sql`o.created_at`)} as booked,
        o.status, to_char(o.pay_by at time zone 'Asia/Dubai', 'YYYY-MM-DD HH24:MI') as "payBy",
        ${dayText(sql`o.paid_at`)} as "paidOn", o.total_agent_price::bigint as price,
        (case when o.status = 'unpaid' then o.total_agent_price else 0 end)::bigint as due
      from booking_orders o
      where ${whose('o', s)} and o.payment_method = 'pay_later'
        and o.created_at >= ${startOf(s.from)} and o.created_at < ${endOf(s.to)} ${narrowing('o', s)}
      order by (o.status = 'unpaid') desc, o.pay_by nulls last, o.created_at`,
  );
  return numbers(rows, ['price', 'due']);
}
