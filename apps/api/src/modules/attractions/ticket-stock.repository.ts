import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@portal/db';
import { LOW_TICKET_STOCK } from '@portal/domain';
import type { TicketStockRow } from '@portal/contracts';

interface StockSqlRow {
  activityId: string;
  attractionId: string;
  attractionTitle: string;
  activityName: string;
  isActive: boolean;
  adult: number;
  child: number;
  infant: number;
  common: number;
  reserved: number;
  sold: number;
  nextExpiry: string | null;
}

/**
 * E-ticket stock of the company's own ticket-type activities (not API-connected): available counts
 * what checkout can still claim on `today` or later (tickets/reserveTickets reads the same rows).
 */
export async function ticketStock(
  db: DbOrTx,
  today: string,
  where: SQL = sql`true`,
): Promise<TicketStockRow[]> {
  const live = sql`t.status = 'available' and t.valid_till >= ${today}`;
  const rows = await queryRows<StockSqlRow>(
    db,
    sql`select act.id as "activityId", a.id as "attractionId", a.title as "attractionTitle",
        act.name as "activityName", (a.is_active and act.is_active) as "isActive",
        count(t.id) filter (where ${live} and t.ticket_for = 'adult')::int as adult,
        count(t.id) filter (where ${live} and t.ticket_for = 'child')::int as child,
        count(t.id) filter (where ${live} and t.ticket_for = 'infant')::int as infant,
        count(t.id) filter (where ${live} and t.ticket_for = 'common')::int as common,
        count(t.id) filter (where t.status = 'reserved')::int as reserved,
        count(t.id) filter (where t.status in ('sold', 'used'))::int as sold,
        (min(t.valid_till) filter (where ${live}))::text as "nextExpiry"
      from attraction_activities act
      join attractions a on a.id = act.attraction_id
      left join attraction_tickets t on t.activity_id = act.id
      where a.booking_type = 'ticket' and not a.is_api_connected and ${where}
      group by act.id, a.id
      order by a.title, act.sort_order, act.name`,
  );
  return rows.map((r) => {
    const available = {
      adult: Number(r.adult),
      child: Number(r.child),
      infant: Number(r.infant),
      common: Number(r.common),
    };
    const availableTotal = available.adult + available.child + available.infant + available.common;
    return {
      activityId: r.activityId,
      attractionId: r.attractionId,
      attractionTitle: r.attractionTitle,
      activityName: r.activityName,
      isActive: Boolean(r.isActive),
      available,
      availableTotal,
      reserved: Number(r.reserved),
      sold: Number(r.sold),
      nextExpiry: r.nextExpiry,
      low: availableTotal < LOW_TICKET_STOCK,
    };
  });
}

export const oneActivity = (activityId: string) => sql`act.id = ${activityId}`;
