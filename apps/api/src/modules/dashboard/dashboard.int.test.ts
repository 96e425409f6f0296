import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DeadlinesAnswer,
  HotelOrdersAnswer,
  MoneyAnswer,
  SalesAnswer,
  TransactionsAnswer,
} from '@portal/contracts';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { queryRows } from '@portal/db';
import { formatMoney, plainDateIn, toMajor, toMinor } from '@portal/domain';
import { pdfText } from '../../lib/documents/pdf-text.testing.ts';
import type { TestApp } from '../../testing/test-app.ts';
import {
  auth,
  createAgentWithToken,
  createSubAgentOf,
  type TestAgent,
} from '../resellers/resellers.testing.ts';
import { idemKey } from '../wallet/wallet.testing.ts';
import { cancelUrl, LIST_URL } from '../hotels/booking/booking.testing.ts';
import { cockpitFixture, type Cockpit } from './cockpit.testing.ts';

/**
 * Issue 36: the dashboard's figures add up to the order lists and the statement, deadlines show a
 * pay-later booking with its action, and the money block matches the wallet.
 */

let t: TestApp;
let book: Cockpit['book'];
let get: Cockpit['get'];
let owner: TestAgent;
let sub: TestAgent;

beforeAll(async () => {
  ({ t, book, get } = await cockpitFixture(40));
  owner = await createAgentWithToken(t.deps, { balance: 5_000_000_00 });
  sub = await createSubAgentOf(t.deps, owner, { balance: 1_000_000_00, companyName: 'Sub Travel' });
});
afterAll(() => t.close());

describe('dashboard', () => {
  it('three bookings and a cancellation: totals match the order list and the statement', async () => {
    const paid = [await book(owner, 'wallet'), await book(owner, 'wallet'), await book(owner, 'wallet')];
    const later = await book(owner, 'pay_later');
    await book(sub, 'wallet');
    const cancelled = paid[1]!;
    const cancel = await t.app.inject({
      method: 'POST',
      url: cancelUrl(cancelled._id),
      headers: { ...auth(owner.token), 'idempotency-key': idemKey() },
      payload: { cancellationRemark: 'Guest ill' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const today = plainDateIn(t.deps.clock.now());
    const sales = await get<SalesAnswer>(
      owner,
      `/api/v1/b2b/dashboard/sales?period=custom&from=${today}&to=${today}`,
    );
    const list = await get<HotelOrdersAnswer>(
      owner,
      `${LIST_URL}?bookingFrom=${today}&bookingTo=${today}&limit=100`,
    );
    const live = list.hotelOrders.filter((o) => ['processing', 'unpaid', 'completed'].includes(o.status));
    const sum = (rows: typeof live, k: 'agentPrice' | 'sellPrice') => rows.reduce((s, r) => s + r[k], 0);

    expect(sales.totals.bookings).toBe(3);
    expect(live).toHaveLength(3);
    expect(sales.totals.sellValue).toBe(toMajor(sum(live, 'sellPrice')));
    expect(sales.totals.netCost).toBe(toMajor(sum(live, 'agentPrice')));
    expect(sales.totals.markup).toBe(toMajor(sum(live, 'sellPrice') - sum(live, 'agentPrice')));
    expect(sales.totals.cancelled).toBe(list.hotelOrders.filter((o) => o.status === 'cancelled').length);
    expect(sales.totals.cancelled).toBe(1);
    expect(sales.byProduct).toEqual([{ product: 'hotel', ...sales.totals }]);
    expect(sales.series.reduce((s, r) => s + r.bookings, 0)).toBe(3);
    // Per user of the agency: they add up to the totals.
    expect(sales.users.reduce((s, u) => s + u.bookings, 0)).toBe(3);
    expect(sales.users.reduce((s, u) => s + Math.round(u.markup * 100), 0)).toBe(
      Math.round(sales.totals.markup * 100),
    );

    // The statement: what the agency paid for its live paid orders plus the fees kept on the cancelled one.
    const statement = await get<TransactionsAnswer>(owner, `/api/v1/b2b/transactions/all?limit=100&skip=0`);
    const refs = new Set([...paid, later].map((o) => o.referenceNumber));
    const moved = statement.transactions
      .filter((r) => refs.has(r.reference))
      .reduce((s, r) => s + Math.round(r.amount * 100), 0);
    const money = await get<MoneyAnswer>(owner, '/api/v1/b2b/dashboard/money');
    expect(money.unpaidPayLater).toEqual({ count: 1, amount: toMajor(later.price.agentPrice) });
    expect(-moved).toBe(
      Math.round((sales.totals.netCost - money.unpaidPayLater.amount + sales.totals.cancellationFees) * 100),
    );

    // The sub-agent's booking is the reseller's, per sub-agent, and not in its own sales.
    expect(sales.subAgents).toEqual([
      expect.objectContaining({ agentId: sub.id, name: 'Sub Travel', bookings: 1 }),
    ]);
    const subSales = await get<SalesAnswer>(sub, `/api/v1/b2b/dashboard/sales?period=this_month`);
    expect(subSales.subAgents).toEqual([]);
  });

  it('the daily rollup equals the orders after bookings, status and fee changes and a delete', async () => {
    const { db } = t.deps.database;
    const fromOrders = sql`select o.agent_id, o.parent_id, o.booked_by,
        ((o.created_at at time zone 'UTC') + interval '4 hours')::date::text as day, o.product,
        count(*) filter (where o.status <> 'cancelled')::int as bookings,
        coalesce(sum(o.total_sell_price) filter (where o.status <> 'cancelled'), 0)::bigint::text as sell,
        coalesce(sum(o.total_agent_price) filter (where o.status <> 'cancelled'), 0)::bigint::text as net,
        coalesce(sum(o.total_parent_earning) filter (where o.status <> 'cancelled'), 0)::bigint::text as earning,
        count(*) filter (where o.status = 'cancelled')::int as cancelled,
        coalesce(sum((select sum(l.cancellation_fee) from booking_lines l where l.order_id = o.id))
          filter (where o.status = 'cancelled'), 0)::bigint::text as fees
      from booking_orders o where o.status in ('processing', 'unpaid', 'completed', 'cancelled')
      group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`;
    const fromRollup = sql`select agent_id, parent_id, booked_by, day::text as day, product,
        bookings, sell::text as sell, net::text as net, parent_earning::text as earning, cancelled, fees::text as fees
      from booking_sales_daily where bookings <> 0 or cancelled <> 0 or sell <> 0 or fees <> 0
      order by 1, 2, 3, 4, 5`;
    const same = async () => expect(await queryRows(db, fromRollup)).toEqual(await queryRows(db, fromOrders));
    await book(owner, 'wallet');
    await same();
    const [cancelled] = await queryRows<{ id: string }>(
      db,
      sql`select id from booking_orders where agent_id = ${owner.id} and status = 'cancelled' limit 1`,
    );
    await db.execute(sql`update booking_lines set cancellation_fee = coalesce(cancellation_fee, 0) + 1234
      where order_id = ${cancelled!.id}`);
    await same();
    const [live] = await queryRows<{ id: string }>(
      db,
      sql`select id from booking_orders where agent_id = ${owner.id} and status = 'completed' limit 1`,
    );
    await db.execute(sql`update booking_orders set status = 'cancelled' where id = ${live!.id}`);
    await same();
    await db.execute(sql`update booking_orders set status = 'completed' where id = ${live!.id}`);
    await db.execute(sql`update booking_lines set cancellation_fee = coalesce(cancellation_fee, 0) - 1234
      where order_id = ${cancelled!.id}`);
    await same();
    // A cancelled order with a fee, deleted with its lines (cascade): its whole share goes.
    const gone = await book(owner, 'wallet');
    await db.execute(sql`update booking_orders set status = 'cancelled' where id = ${gone._id}`);
    await db.execute(sql`update booking_lines set cancellation_fee = 500 where order_id = ${gone._id}`);
    await same();
    await db.execute(sql`delete from booking_orders where id = ${gone._id}`);
    await same();
  });

  it('the sales report in Excel and PDF has the dashboard figures', async () => {
    const today = plainDateIn(t.deps.clock.now());
    const q = `period=custom&from=${today}&to=${today}`;
    const sales = await get<SalesAnswer>(owner, `/api/v1/b2b/dashboard/sales?${q}`);
    const sheet = await t.app.inject({
      method: 'GET',
      url: `/api/v1/b2b/dashboard/sales/sheet?${q}`,
      headers: auth(owner.token),
    });
    expect(sheet.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(sheet.rawPayload as unknown as ArrayBuffer);
    const rows = book.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][];
    const total = rows.at(-1)!;
    expect(total.slice(1, 9)).toEqual([
      'Total',
      '',
      sales.totals.bookings,
      sales.totals.sellValue,
      sales.totals.netCost,
      sales.totals.markup,
      sales.totals.cancelled,
      sales.totals.cancellationFees,
    ]);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/v1/b2b/dashboard/sales/pdf?${q}`,
      headers: auth(owner.token),
    });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Sales Report');
    expect(text).toContain(formatMoney(toMinor(sales.totals.sellValue)));
  });

  it('a pay-later booking is a deadline with the Pay action', async () => {
    // No funds: the booking is held PAY_LATER_UNFUNDED_HOLD_HOURS (24 h), so it falls due within the 7 days.
    const agent = await createAgentWithToken(t.deps);
    const order = await book(agent, 'pay_later');
    expect(Date.parse(order.lastDateForPayment!) - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
    const answer = await get<DeadlinesAnswer>(agent, '/api/v1/b2b/dashboard/deadlines');
    const due = answer.deadlines.filter((d) => d.kind === 'pay_later');
    expect(due).toEqual([
      expect.objectContaining({ referenceNumber: order.referenceNumber, action: 'pay', targetId: order._id }),
    ]);
    const sorted = answer.deadlines.map((d) => d.at);
    expect([...sorted].sort()).toEqual(sorted);
  });

  it('money: the wallet figures, pending deposits and withdrawals', async () => {
    const agent = await createAgentWithToken(t.deps, { balance: 1_000_00, creditLimit: 500_00 });
    const money = await get<MoneyAnswer>(agent, '/api/v1/b2b/dashboard/money');
    expect(money).toMatchObject({ balance: 1000, creditLimit: 500, creditUsed: 0, available: 1500 });
    expect(money.pendingDeposits).toEqual({ count: 0, amount: 0 });
  });

  it('refuses a custom period without dates or backwards, in words', async () => {
    for (const q of ['period=custom', 'period=custom&from=2026-05-02&to=2026-05-01', 'period=weekly']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/b2b/dashboard/sales?${q}`,
        headers: auth(owner.token),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: string }>().error).toBeTruthy();
    }
  });
});
