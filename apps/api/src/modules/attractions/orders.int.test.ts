import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@portal/db';
import { formatDate, formatMoney } from '@portal/domain';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { walletService } from '../wallet/wallet.service.ts';
import { createWalletAgent, idemKey, ledgerViolations } from '../wallet/wallet.testing.ts';
import {
  auth,
  BOOKING_TYPE,
  freeDate,
  INVENTORY,
  order,
  pickActivity,
  pricedItem,
  seedCatalogue,
  type PickedActivity,
} from './attractions.testing.ts';

let t: TestApp;
let inv: PickedActivity;
let booking: PickedActivity;
beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalogue(t);
  inv = await pickActivity(t, INVENTORY);
  booking = await pickActivity(t, BOOKING_TYPE);
});
afterAll(() => t.close());

type OrderAnswer = {
  orderId: string;
  order: {
    _id: string;
    referenceNumber: string;
    status: string;
    totalAgentPrice: number;
    lines: { _id: string; status: string; tickets: { ticketNo: string }[]; price: { agentPrice: number } }[];
  };
};

const balance = async (agentId: string) => (await walletService(t.deps).position(agentId)).balance;

describe('wallet checkout', () => {
  it('confirms the order in Arabic to an Arabic reader (issue 35): lines, statuses and total', async () => {
    const agent = await createWalletAgent(t.deps, { balance: 500_000 });
    await t.deps.database.db.execute(
      sql`update agency_users set language = 'ar' where email = ${agent.email.toLowerCase()}`,
    );
    const date = await freeDate(t, inv.attractionId);
    const item = await pricedItem(t, agent.token, { activityId: inv.activityId, date, adults: 2, children: 1 });
    const res = await order(t, agent.token, [item]);
    expect(res.statusCode, res.body).toBe(201);
    const reference = res.json<OrderAnswer>().order.referenceNumber;
    const [mail] = await queryRows<{ subject: string; text: string; html: string }>(
      t.deps.database.db,
      sql`select subject, text, html from mail_outbox where "to" = ${agent.email}`,
    );
    expect(mail?.subject).toBe(`تم تأكيد الطلب \u2068${reference}\u2069`);
    expect(mail?.text).toContain(`اكتمل طلبكم للأنشطة السياحية \u2068${reference}\u2069`);
    expect(mail?.text).toContain(
      `، \u2068${formatDate(date)}\u2069، \u2068البالغون \u20682\u2069، الأطفال \u20681\u2069، الرضع \u20680\u2069\u2069: `,
    );
    expect(mail?.text).toContain('(\u2068مؤكد\u2069)');
    expect(mail?.text).toContain(`الإجمالي: \u2068${formatMoney(item.expectedPrice)}\u2069`);
    expect(mail?.text).not.toMatch(/adult|Total/);
    expect(mail?.html).toMatch(/<html[^>]* lang="ar" dir="rtl"/);
  });

  it('re-prices, holds, captures and issues e-tickets; the wallet pays the agent price only', async () => {
    const agent = await createWalletAgent(t.deps, { balance: 500_000 });
    const date = await freeDate(t, inv.attractionId);
    const item = await pricedItem(t, agent.token, {
      activityId: inv.activityId,
      date,
      adults: 2,
      children: 1,
    });
    const res = await order(t, agent.token, [item]);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<OrderAnswer>();
    expect(body.order.status).toBe('completed');
    expect(body.order.lines[0]!.status).toBe('confirmed');
    expect(body.order.lines[0]!.tickets.length).toBeGreaterThanOrEqual(1);
    expect(await balance(agent.id)).toBe(500_000 - item.expectedPrice);
    expect(await ledgerViolations(t.deps.database.db)).toEqual([]);
    const mails = await queryRows<{ subject: string; text: string }>(
      t.deps.database.db,
      sql`select subject, text from mail_outbox where "to" = ${agent.email}`,
    );
    expect(mails.map((m) => m.subject)).toEqual([`Order ${body.order.referenceNumber} confirmed`]);
    expect(mails[0]!.text).toContain(body.order.referenceNumber);
    expect(mails[0]!.text).toContain(` - ${inv.name}, ${formatDate(date)}, 2 adult(s), 1 child(ren)`);
    expect(mails[0]!.text).toContain(`Total: ${formatMoney(item.expectedPrice)}`);

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/v1/b2b/attractions/orders/${body.orderId}`,
      headers: auth(agent.token),
    });
    expect(detail.statusCode).toBe(200);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/b2b/attractions/orders?referenceNo=${body.order.referenceNumber}`,
      headers: auth(agent.token),
    });
    expect(list.json()).toMatchObject({
      totalOrders: 1,
      orders: [{ orderId: body.orderId, status: 'confirmed' }],
    });

    const pub = await t.app.inject({ method: 'GET', url: `/api/v1/attractions/single/${body.orderId}` });
    expect(pub.statusCode).toBe(200);
    expect(pub.body).not.toMatch(/"net"|companyMarkup|cost|hold|ledger/i);
    expect(pub.json<{ activities: { ticketCount: number }[] }>().activities[0]!.ticketCount).toBeGreaterThan(
      0,
    );
  });

  it('answers 409 PRICE_CHANGED for a tampered price, charging and reserving nothing', async () => {
    const agent = await createWalletAgent(t.deps, { balance: 500_000 });
    const date = await freeDate(t, inv.attractionId);
    const item = await pricedItem(t, agent.token, { activityId: inv.activityId, date, adults: 1 });
    const res = await order(t, agent.token, [{ ...item, expectedPrice: 1 }]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'PRICE_CHANGED',
      prices: [{ index: 0, expectedPrice: 1, agentPrice: item.expectedPrice }],
    });
    expect(await balance(agent.id)).toBe(500_000);
    const [held] = await queryRows<{ n: number }>(
      t.deps.database.db,
      sql`select count(*)::int as n from booking_orders where agent_id = ${agent.id}`,
    );
    expect(held!.n).toBe(0);
  });

  it('creates one order for a double click with the same Idempotency-Key', async () => {
    const agent = await createWalletAgent(t.deps, { balance: 500_000 });
    const date = await freeDate(t, inv.attractionId);
    const item = await pricedItem(t, agent.token, { activityId: inv.activityId, date, adults: 1 });
    const key = idemKey();
    const [a, b] = await Promise.all([
      order(t, agent.token, [item], {}, key),
      order(t, agent.token, [item], {}, key),
    ]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes[0]).toBe(201);
    const again = await order(t, agent.token, [item], {}, key);
    expect(again.statusCode).toBe(201);
    expect(again.json<OrderAnswer>().orderId).toBe(
      a.statusCode === 201 ? a.json<OrderAnswer>().orderId : b.json<OrderAnswer>().orderId,
    );
    expect(await balance(agent.id)).toBe(500_000 - item.expectedPrice);
  });

  it('refuses a duplicate agent reference (case-insensitive), bad travellers and an empty wallet', async () => {
    const agent = await createWalletAgent(t.deps, { balance: 500_000 });
    const date = await freeDate(t, inv.attractionId);
    const item = await pricedItem(t, agent.token, { activityId: inv.activityId, date, adults: 1 });
    expect((await order(t, agent.token, [item], { agentReferenceNumber: 'Trip-42' })).statusCode).toBe(201);
    const dup = await order(t, agent.token, [item], { agentReferenceNumber: 'TRIP-42' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json<{ error: string }>().error).toMatch(/reference number is already used/);

    const bad = await order(t, agent.token, [{ ...item, adults: 1, infants: 3 }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: string }>().error).toMatch(/Infants cannot exceed adults/);
    const zero = await order(t, agent.token, [{ ...item, adults: 0 }]);
    expect(zero.statusCode).toBe(400);
    const empty = await order(t, agent.token, []);
    expect(empty.statusCode).toBe(400);
    const noKey = await t.app.inject({
      method: 'POST',
      url: '/api/v1/b2b/attractions/orders',
      headers: auth(agent.token),
      payload: { items: [item], leadTraveller: {}, agentReferenceNumber: 'x', paymentMethod: 'wallet' },
    });
    expect(noKey.statusCode).toBe(400);

    const poor = await createWalletAgent(t.deps, { balance: 100 });
    const before = await queryRows<{ n: number }>(
      t.deps.database.db,
      sql`select count(*)::int as n from attraction_tickets where status = 'reserved'`,
    );
    const res = await order(t, poor.token, [item]);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ code: string }>().code).toBe('INSUFFICIENT_FUNDS');
    const after = await queryRows<{ n: number }>(
      t.deps.database.db,
      sql`select count(*)::int as n from attraction_tickets where status = 'reserved'`,
    );
    expect(after[0]!.n).toBe(before[0]!.n);
    expect(await balance(poor.id)).toBe(100);
  });

  it('books booking-type lines awaiting the company', async () => {
    const agent = await createWalletAgent(t.deps, { balance: 2_000_000 });
    const date = await freeDate(t, booking.attractionId, 10);
    const item = await pricedItem(t, agent.token, { activityId: booking.activityId, date, adults: 2 });
    const res = await order(t, agent.token, [item]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<OrderAnswer>().order.lines[0]!.status).toBe('booked');
  });

  it("hides other agents' orders (404) and serves invoice and ticket PDFs to the owner", async () => {
    const agent = await createWalletAgent(t.deps, { balance: 500_000 });
    const other = await createWalletAgent(t.deps);
    const date = await freeDate(t, inv.attractionId);
    const item = await pricedItem(t, agent.token, {
      activityId: inv.activityId,
      date,
      adults: 1,
      children: 1,
    });
    const { orderId } = (await order(t, agent.token, [item])).json<OrderAnswer>();
    for (const path of ['', '/invoice', '/tickets']) {
      const theirs = await t.app.inject({
        method: 'GET',
        url: `/api/v1/b2b/attractions/orders/${orderId}${path}`,
        headers: auth(other.token),
      });
      expect(theirs.statusCode).toBe(404);
    }
    const invoice = await t.app.inject({
      method: 'GET',
      url: `/api/v1/b2b/attractions/orders/${orderId}/invoice`,
      headers: auth(agent.token),
    });
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    expect(invoice.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const tickets = await t.app.inject({
      method: 'GET',
      url: `/api/v1/b2b/attractions/orders/${orderId}/tickets`,
      headers: auth(agent.token),
    });
    expect(tickets.statusCode).toBe(200);
    expect(tickets.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const sheet = await t.app.inject({
      method: 'GET',
      url: '/api/v1/b2b/attractions/orders/sheet',
      headers: auth(agent.token),
    });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
