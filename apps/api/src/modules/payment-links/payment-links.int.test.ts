import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HotelCreateOrderAnswer, PaymentLinkDto, PublicPaymentLinkAnswer } from '@portal/contracts';
import { bookingOrders, clientMarkups, ledgerEntries, mailOutbox, paymentLinks, queryRows } from '@portal/db';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { ensureHotels } from '../hotels/hotels.testing.ts';
import { createBody, CREATE_URL, recheck, searchAndPick } from '../hotels/booking/booking.testing.ts';
import { auth, createAgentWithToken, type TestAgent } from '../resellers/resellers.testing.ts';
import { walletService } from '../wallet/wallet.service.ts';
import { idemKey, ledgerViolations } from '../wallet/wallet.testing.ts';
import { gatewayCallback } from '../attractions/attractions.testing.ts';
import { dualSourceHotels } from '../../suppliers/hotels/suppliers.testing.ts';

/** Client payment links (issue 39 §2): made by the agency, paid once by its client by card. */

let t: TestApp;
let hotelId: string;
let day = 60;
const CLIENT_MARKUP_PERCENT = 10;

beforeAll(async () => {
  t = await buildTestApp();
  await ensureHotels(t);
  const [hotel] = await dualSourceHotels(t, 1);
  if (!hotel) throw new Error('no hotel');
  hotelId = hotel.id;
});
afterAll(() => t.close());

/** An agency with money and a client markup on the hotel, and one of its bookings to pay later. */
async function unpaidBooking(agent?: TestAgent) {
  const owner = agent ?? (await createAgentWithToken(t.deps, { balance: 50_000_00 }));
  if (!agent)
    await t.deps.database.db.insert(clientMarkups).values({
      agentId: owner.id,
      product: 'hotel',
      itemId: `hotel:${hotelId}`,
      type: 'percentage',
      value: CLIENT_MARKUP_PERCENT,
    });
  const picked = await searchAndPick(
    t,
    owner.token,
    hotelId,
    (r) => r.source === 'contract' && r.payLaterAvailable,
    {
      days: day++,
    },
  );
  const held = await recheck(t, owner.token, picked);
  const res = await t.app.inject({
    method: 'POST',
    url: CREATE_URL,
    headers: { ...auth(owner.token), 'idempotency-key': idemKey() },
    payload: createBody(held, { paymentMethod: 'pay_later' }),
  });
  expect(res.statusCode, res.body).toBe(201);
  const orderId = res.json<HotelCreateOrderAnswer>().order._id;
  const [order] = await t.deps.database.db.select().from(bookingOrders).where(eq(bookingOrders.id, orderId));
  expect(order!.status).toBe('unpaid');
  expect(order!.totalSellPrice).toBeGreaterThan(order!.totalAgentPrice);
  return { agent: owner, order: order! };
}

const makeLink = (agent: TestAgent, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/b2b/payment-links', headers: auth(agent.token), payload });

const tokenOf = (link: PaymentLinkDto) => new URL(link.url).pathname.split('/').pop()!;
const publicView = (token: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/public/payment-links/${token}` });
const startPay = (token: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/public/payment-links/${token}/pay`, payload: {} });

async function paymentOf(linkId: string) {
  const [row] = await t.deps.database.db.select().from(paymentLinks).where(eq(paymentLinks.id, linkId));
  return row!.paymentId!;
}

const position = (agentId: string) => walletService(t.deps).position(agentId, t.deps.database.db);

describe('payment links', () => {
  it('a client pays the sell price by card: the booking is paid and the agency keeps its margin', async () => {
    const { agent, order } = await unpaidBooking();
    const before = await position(agent.id);
    const res = await makeLink(agent, {
      orderId: order.id,
      clientName: 'Huda Al Mansoori',
      clientEmail: 'huda@client.test',
      message: 'Your Dubai stay',
    });
    expect(res.statusCode, res.body).toBe(201);
    const link = res.json<PaymentLinkDto>();
    expect(link).toMatchObject({
      amount: order.totalSellPrice,
      state: 'open',
      orderReference: order.referenceNumber,
    });
    expect(link.url).toMatch(/\/pay\/[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(link);
    const mails = await t.deps.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'huda@client.test'));
    expect(mails.map((m) => m.text).join()).toContain(link.url);

    // The client's page: what is bought and the sell price, never the agency's own price.
    const page = await publicView(token);
    expect(page.statusCode, page.body).toBe(200);
    const view = page.json<PublicPaymentLinkAnswer>();
    expect(view).toMatchObject({ state: 'open', amount: order.totalSellPrice, documents: [] });
    expect(view.booking.reference).toBe(order.referenceNumber);
    expect(page.body).not.toContain(String(order.totalAgentPrice));
    expect(page.body).not.toMatch(/agentPrice|net|wallet|balance/i);

    const pay = await startPay(token);
    expect(pay.statusCode, pay.body).toBe(200);
    expect(pay.json<{ paymentUrl: string }>().paymentUrl).toContain('/api/v1/payments/');
    const paid = await gatewayCallback(t, {
      paymentId: await paymentOf(link.id),
      orderRef: link.id,
      amount: order.totalSellPrice,
      status: 'succeeded',
    });
    expect(paid.statusCode, paid.body).toBe(200);

    const [after] = await t.deps.database.db
      .select()
      .from(bookingOrders)
      .where(eq(bookingOrders.id, order.id));
    expect(after!.status).toBe('completed');
    expect(after!.invoiceNumber).not.toBeNull();
    const margin = order.totalSellPrice - order.totalAgentPrice;
    expect((await position(agent.id)).balance).toBe(before.balance + margin);
    const lines = await t.deps.database.db
      .select({
        kind: ledgerEntries.kind,
        reference: ledgerEntries.reference,
        amount: ledgerEntries.netAmount,
      })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.agentId, agent.id));
    expect(lines).toContainEqual({
      kind: 'client_payment',
      reference: link.reference,
      amount: order.totalSellPrice,
    });
    expect(lines).toContainEqual({
      kind: 'payment',
      reference: order.referenceNumber,
      amount: -order.totalAgentPrice,
    });
    expect(await ledgerViolations(t.deps.database.db)).toEqual([]);

    // Paid once: the page says so and offers the client's documents; a second payment is refused.
    const done = (await publicView(token)).json<PublicPaymentLinkAnswer>();
    expect(done.state).toBe('paid');
    expect(done.documents.map((d) => d.kind)).toEqual(['voucher', 'invoice']);
    for (const d of done.documents) {
      const pdf = await t.app.inject({ method: 'GET', url: `/api/v1${d.path}` });
      expect(pdf.statusCode, pdf.body).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
    }
    const again = await startPay(token);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: string }>().error).toBe('This link has already been paid.');
    const replay = await gatewayCallback(t, {
      paymentId: await paymentOf(link.id),
      orderRef: link.id,
      amount: order.totalSellPrice,
      status: 'succeeded',
    });
    expect(replay.statusCode).toBe(409);
    expect((await position(agent.id)).balance).toBe(before.balance + margin);
  });

  it('refuses what a link cannot pay: a paid booking, another agency’s, a past due day, a bad token', async () => {
    const { agent, order } = await unpaidBooking();
    const other = await createAgentWithToken(t.deps);
    expect((await makeLink(other, { orderId: order.id })).statusCode).toBe(404);
    const past = await makeLink(agent, { orderId: order.id, dueDate: '2020-01-01' });
    expect(past.statusCode).toBe(400);
    expect(past.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors.dueDate).toBeDefined();
    expect((await publicView('short')).statusCode).toBe(400);
    expect((await publicView('A'.repeat(43))).statusCode).toBe(404);
    await t.deps.database.db
      .update(bookingOrders)
      .set({ status: 'completed' })
      .where(eq(bookingOrders.id, order.id));
    const paid = await makeLink(agent, { orderId: order.id });
    expect(paid.statusCode).toBe(409);
    expect(paid.json<{ error: string }>().error).toContain('Only an unpaid (pay later) booking');
  });

  it('a new link replaces the open one; a cancelled link and a repriced booking cannot be paid', async () => {
    const { agent, order } = await unpaidBooking();
    const first = (await makeLink(agent, { orderId: order.id })).json<PaymentLinkDto>();
    const second = (await makeLink(agent, { orderId: order.id })).json<PaymentLinkDto>();
    expect((await publicView(tokenOf(first))).json<PublicPaymentLinkAnswer>().state).toBe('cancelled');
    expect((await startPay(tokenOf(first))).json<{ error: string }>().error).toBe(
      'This link was cancelled by your travel agency.',
    );
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/b2b/payment-links?orderId=${order.id}`,
      headers: auth(agent.token),
    });
    expect(list.json<{ links: PaymentLinkDto[] }>().links.map((l) => [l.reference, l.state])).toEqual([
      [second.reference, 'open'],
      [first.reference, 'cancelled'],
    ]);

    // The booking's price moved (an amendment): the agency must make a new link.
    await t.deps.database.db
      .update(bookingOrders)
      .set({ totalSellPrice: sql`${bookingOrders.totalSellPrice} + 100` })
      .where(eq(bookingOrders.id, order.id));
    expect((await publicView(tokenOf(second))).json<PublicPaymentLinkAnswer>().state).toBe('price_changed');
    expect((await startPay(tokenOf(second))).statusCode).toBe(409);

    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/v1/b2b/payment-links/${second.id}/cancel`,
      headers: auth(agent.token),
    });
    expect(cancel.json<PaymentLinkDto>().state).toBe('cancelled');
    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/v1/b2b/payment-links/${second.id}/cancel`,
      headers: auth(agent.token),
    });
    expect(twice.statusCode).toBe(409);
  });

  it('a declined card leaves the link open; money arriving for a booking cancelled meanwhile stays in the wallet', async () => {
    const { agent, order } = await unpaidBooking();
    const link = (await makeLink(agent, { orderId: order.id })).json<PaymentLinkDto>();
    const token = tokenOf(link);
    expect((await startPay(token)).statusCode).toBe(200);
    const declined = await gatewayCallback(t, {
      paymentId: await paymentOf(link.id),
      orderRef: link.id,
      amount: link.amount,
      status: 'failed',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect((await publicView(token)).json<PublicPaymentLinkAnswer>().state).toBe('open');

    expect((await startPay(token)).statusCode).toBe(200);
    const before = await position(agent.id);
    await t.deps.database.db
      .update(bookingOrders)
      .set({ status: 'cancelled' })
      .where(eq(bookingOrders.id, order.id));
    const late = await gatewayCallback(t, {
      paymentId: await paymentOf(link.id),
      orderRef: link.id,
      amount: link.amount,
      status: 'succeeded',
    });
    expect(late.statusCode, late.body).toBe(200);
    expect((await position(agent.id)).balance).toBe(before.balance + link.amount);
    const [stored] = await queryRows<{ status: string }>(
      t.deps.database.db,
      sql`select status from payment_links where id = ${link.id}`,
    );
    expect(stored!.status).toBe('paid');
    expect(await ledgerViolations(t.deps.database.db)).toEqual([]);
  });

  it('slows down a guesser: the public page answers 429 after 60 calls a minute from one address', async () => {
    const guess = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/public/payment-links/${'B'.repeat(43)}`,
        remoteAddress: '203.0.113.7',
      });
    for (let i = 0; i < 60; i++) expect((await guess()).statusCode).toBe(404);
    const res = await guess();
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
  });
});
