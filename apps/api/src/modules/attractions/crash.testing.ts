import { sql } from 'drizzle-orm';
import { queryRows } from '@portal/db';
import { crashAt } from '../../lib/faults.ts';
import { activitySupplier, configureActivitySuppliers } from '../../suppliers/activities/index.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { walletService } from '../wallet/wallet.service.ts';
import { ledgerViolations } from '../wallet/wallet.testing.ts';
import {
  API_CONNECTED,
  auth,
  freeDate,
  INVENTORY,
  order,
  pickActivity,
  pricedItem,
  type PickedActivity,
} from './attractions.testing.ts';

/** Test helpers for crash-recovery tests: a checkout stopped at a named point, and what it left behind. */

export interface CrashMenu {
  inv: PickedActivity;
  api: PickedActivity;
  apiSupplier: string;
}

export async function crashMenu(t: TestApp): Promise<CrashMenu> {
  configureActivitySuppliers(t.deps.env, { latencyMs: 0, hangMs: 30, timeoutMs: 10 });
  const inv = await pickActivity(t, INVENTORY);
  const api = await pickActivity(t, API_CONNECTED);
  const [row] = await queryRows<{ code: string }>(
    t.deps.database.db,
    sql`select supplier_code as code from attractions where id = ${api.attractionId}`,
  );
  return { inv, api, apiSupplier: row!.code };
}

export const supplierOf = (t: TestApp, menu: CrashMenu) => activitySupplier(t.deps, menu.apiSupplier)!;

/** Priced items: one own inventory line, and optionally one API-connected line with a free slot. */
export async function crashItems(t: TestApp, menu: CrashMenu, token: string, withApi: boolean) {
  const items = [
    await pricedItem(t, token, {
      activityId: menu.inv.activityId,
      date: await freeDate(t, menu.inv.attractionId),
      adults: 2,
    }),
  ];
  if (withApi) {
    const date = await freeDate(t, menu.api.attractionId);
    const slots = await t.app.inject({
      method: 'POST',
      url: '/api/v1/b2b/attractions/timeslots',
      headers: auth(token),
      payload: { activityId: menu.api.activityId, date },
    });
    const slotId = slots
      .json<{ slots: { slotId: string; available: number }[] }>()
      .slots.find((s) => s.available >= 5)!.slotId;
    items.push(await pricedItem(t, token, { activityId: menu.api.activityId, date, adults: 1, slotId }));
  }
  return items;
}

/** Places the order with the process "dying" at `point`; answers the key (for a replay) and order id. */
export async function crashedCheckout(
  t: TestApp,
  token: string,
  items: Record<string, unknown>[],
  point: string,
  key: string,
): Promise<{ orderId: string | null; status: number }> {
  const faults = crashAt(point);
  t.deps.faults = faults;
  try {
    const res = await order(t, token, items, {}, key);
    if (faults.crashes() !== 1) throw new Error(`the checkout never reached ${point}: ${res.body}`);
    const [row] = await queryRows<{ id: string }>(
      t.deps.database.db,
      sql`select id from booking_orders where agent_reference_number = ${`REF-${key.slice(-12)}`}`,
    );
    return { orderId: row?.id ?? null, status: res.statusCode };
  } finally {
    delete t.deps.faults;
  }
}

export interface Aftermath {
  order: string | null;
  lines: string[];
  balance: number;
  held: number;
  openHolds: number;
  /** Our inventory tickets of the order's own lines, by status. */
  tickets: Record<string, number>;
  /** Tickets a supplier issued for API-connected lines. */
  supplierTickets: number;
  ledger: string[];
}

/** Everything a crash may have left: order and line statuses, wallet, holds, tickets, ledger. */
export async function aftermath(t: TestApp, agentId: string, orderId: string | null): Promise<Aftermath> {
  const db = t.deps.database.db;
  const position = await walletService(t.deps).position(agentId);
  const [order] = orderId
    ? await queryRows<{ status: string }>(db, sql`select status from booking_orders where id = ${orderId}`)
    : [];
  const lines = orderId
    ? await queryRows<{ status: string; api: boolean }>(
        db,
        sql`select l.status, d.is_api_connected as api from booking_lines l join attraction_booking_lines d on d.line_id = l.id
          where l.order_id = ${orderId} order by l.line_no`,
      )
    : [];
  const tickets = orderId
    ? await queryRows<{ status: string; api: boolean; n: number }>(
        db,
        sql`select t.status, d.is_api_connected as api, count(*)::int as n from attraction_tickets t
          join attraction_booking_lines d on d.line_id::text = t.reserved_by
          where d.order_id = ${orderId} group by t.status, d.is_api_connected`,
      )
    : [];
  const [holds] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from wallet_holds where agent_id = ${agentId} and status = 'held'`,
  );
  return {
    order: order?.status ?? null,
    lines: lines.map((l) => `${l.api ? 'api' : 'own'}:${l.status}`),
    balance: position.balance,
    held: position.held,
    openHolds: holds!.n,
    tickets: Object.fromEntries(tickets.filter((r) => !r.api).map((r) => [r.status, r.n])),
    supplierTickets: tickets.filter((r) => r.api).reduce((s, r) => s + r.n, 0),
    ledger: await ledgerViolations(db),
  };
}

/** Our available tickets of an activity (all dates). */
export async function availableTickets(t: TestApp, activityId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.deps.database.db,
    sql`select count(*)::int as n from attraction_tickets where activity_id = ${activityId} and status = 'available'`,
  );
  return row!.n;
}

export const totalOf = (items: { expectedPrice: number }[]) => items.reduce((s, i) => s + i.expectedPrice, 0);
