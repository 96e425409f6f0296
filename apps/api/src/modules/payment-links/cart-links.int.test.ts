import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentLinkDto, PublicPaymentLinkAnswer } from '@portal/contracts';
import { agencyUsers, attractions, bookingOrders, clientMarkups, mailOutbox, queryRows } from '@portal/db';
import { fixedClock } from '../../lib/clock.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { ledgerViolations } from '../wallet/wallet.testing.ts';
import {
  auth,
  freeDate,
  INVENTORY,
  lead,
  pickActivity,
  pricedItem,
  seedCatalogue,
  type PickedActivity,
} from '../attractions/attractions.testing.ts';
import { fulfilCartLink, fulfilCartLinksOnce } from './payment-links.fulfil.ts';
import { deferredLinkHelpers, tokenOf, type Agent } from './payment-links.testing.ts';
import { noteLocalChange } from '../../lib/change-feed.ts';

/** Payment links for an attraction cart (issue 39 §2): priced at creation, booked once the client paid. */

const clock = fixedClock(new Date());
let t: TestApp;
let inv: PickedActivity;
let n = 0;

beforeAll(async () => {
  t = await buildTestApp({ clock });
  await seedCatalogue(t);
  inv = await pickActivity(t, INVENTORY);
});
afterAll(() => t.close());

const { agencyWithMarkup, publicView, startPay, stored, pay, balance, ledgerOf } = deferredLinkHelpers(
  () => t,
);
const BALANCE = 5_000_00;

/** An agency with money and a 10% client markup on attractions, and a cart of one activity for two. */
async function agencyWithCart() {
  const agent = await agencyWithMarkup('attraction', BALANCE);
  const date = await freeDate(t, inv.attractionId, 10);
  const item = await pricedItem(t, agent.token, { activityId: inv.activityId, date, adults: 2 });
  const cart = { items: [item], leadTraveller: lead, agentReferenceNumber: `PLC-${Date.now()}-${n++}` };
  return { agent, cart, item, date };
}

const makeCartLink = (agent: Agent, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/b2b/payment-links/attraction-cart',
    headers: auth(agent.token),
    payload,
  });

async function cartLink(agent: Agent, cart: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const res = await makeCartLink(agent, { cart, clientName: 'Omar Haddad', ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<PaymentLinkDto>();
}

/** The mails the agency got about a link's payment (subject and text). */
async function agentMailsOf(agent: Agent, reference: string) {
  const rows = await t.deps.database.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, agent.email));
  return rows.filter((m) => m.subject.includes(reference));
}

async function linksOf(agent: Agent) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/b2b/payment-links?source=attraction_cart',
    headers: auth(agent.token),
  });
  return res.json<{ links: PaymentLinkDto[] }>().links;
}

describe('attraction cart payment links', () => {
  it('the client pays the sell price; the cart is booked through the core and the agency keeps its margin', async () => {
    const { agent, cart, item } = await agencyWithCart();
    const link = await cartLink(agent, cart, { clientEmail: 'omar@client.test' });
    expect(link).toMatchObject({ source: 'attraction_cart', state: 'open', orderId: null, fulfilment: null });
    const agentPrice = item.expectedPrice;
    expect(link.amount).toBeGreaterThan(agentPrice);
    const margin = link.amount - agentPrice;

    // The client's page: the cart, the sell price, nothing of the agency's own price or wallet.
    const page = await t.app.inject({ method: 'GET', url: `/api/v1/public/payment-links/${tokenOf(link)}` });
    const view = page.json<PublicPaymentLinkAnswer>();
    expect(view).toMatchObject({ state: 'open', amount: link.amount, documents: [] });
    expect(view.booking.items).toHaveLength(1);
    expect(view.booking.items[0]!.description).toContain(inv.name);
    expect(view.booking.leadName).toBe(lead.name);
    expect(page.body).not.toContain(String(agentPrice));
    expect(page.body).not.toMatch(/agentPrice|expectedPrice|net|wallet|balance|agentReference/i);

    const started = await startPay(link);
    expect(started.statusCode, started.body).toBe(200);
    expect(await balance(agent.id)).toBe(BALANCE); // nothing moves before the card is paid
    const paid = await pay(link);
    expect(paid.statusCode, paid.body).toBe(200);

    const row = await stored(link.id);
    expect(row).toMatchObject({ status: 'paid', fulfilment: 'booked', refundAmount: 0 });
    const [order] = await t.deps.database.db
      .select()
      .from(bookingOrders)
      .where(eq(bookingOrders.id, row.orderId!));
    expect(order).toMatchObject({
      status: 'completed',
      product: 'attraction',
      totalAgentPrice: agentPrice,
      totalSellPrice: link.amount,
      agentReferenceNumber: cart.agentReferenceNumber,
    });
    expect(await balance(agent.id)).toBe(BALANCE + margin);
    const lines = await ledgerOf(agent.id);
    expect(lines).toContainEqual({ kind: 'client_payment', reference: link.reference, amount: link.amount });
    expect(lines).toContainEqual({ kind: 'payment', reference: order!.referenceNumber, amount: -agentPrice });
    expect(await ledgerViolations(t.deps.database.db)).toEqual([]);
    // The agency hears of it in its user's language (English here).
    const [agentMail, ...more] = await agentMailsOf(agent, link.reference);
    expect(more).toEqual([]);
    expect(agentMail!.subject).toMatch(/^Client payment \S+ received: AED /);
    expect(agentMail!.text).toContain(
      `${order!.referenceNumber} is booked and paid from your wallet, your margin stays in it.`,
    );

    // Paid once: documents for the client; a second payment and a replayed callback change nothing.
    const done = await publicView(link);
    expect(done.state).toBe('paid');
    expect(done.booking.reference).toBe(order!.referenceNumber);
    expect(done.documents.map((d) => d.kind)).toEqual(['voucher', 'invoice']);
    for (const d of done.documents) {
      const pdf = await t.app.inject({ method: 'GET', url: `/api/v1${d.path}` });
      expect(pdf.statusCode, pdf.body).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
    }
    const again = await startPay(link);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: string }>().error).toBe('This link has already been paid.');
    expect((await pay(link)).statusCode).toBe(409);
    await fulfilCartLink(t.deps, link.id);
    await fulfilCartLinksOnce(t.deps);
    const orders = await t.deps.database.db
      .select({ id: bookingOrders.id })
      .from(bookingOrders)
      .where(eq(bookingOrders.agentId, agent.id));
    expect(orders).toHaveLength(1);
    expect(await balance(agent.id)).toBe(BALANCE + margin);
    expect((await linksOf(agent)).map((l) => [l.state, l.fulfilment, l.orderReference])).toEqual([
      ['paid', 'booked', order!.referenceNumber],
    ]);
  });

  it('refuses a cart whose price is not the one the agent saw, and a link without a day to pay', async () => {
    const { agent, cart, item } = await agencyWithCart();
    const stale = await makeCartLink(agent, {
      cart: { ...cart, items: [{ ...item, expectedPrice: item.expectedPrice - 100 }] },
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json<{ code: string }>().code).toBe('PRICE_CHANGED');
    const past = await makeCartLink(agent, { cart, dueDate: '2020-01-01' });
    expect(past.statusCode).toBe(400);
    expect(await linksOf(agent)).toEqual([]);
  });

  it('a price that moved after the link was made refuses the charge and asks the agency for a new link', async () => {
    const { agent, cart } = await agencyWithCart();
    const link = await cartLink(agent, cart);
    await t.deps.database.db
      .update(clientMarkups)
      .set({ value: 15 })
      .where(eq(clientMarkups.agentId, agent.id));
    // Written by this node (markups are held per buyer until the change feed says so).
    noteLocalChange();
    const refused = await startPay(link);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ error: string }>().error).toBe(
      'The price of this booking has changed; ask your travel agency for a new link.',
    );
    expect((await stored(link.id)).paymentId).toBeNull(); // nothing started at the gateway
    expect((await publicView(link)).state).toBe('price_changed');
    expect((await linksOf(agent))[0]!.state).toBe('price_changed');
    expect(await balance(agent.id)).toBe(BALANCE);

    // A cart no longer sold at all: the client is told the link cannot be paid, nothing is started.
    const withdrawn = await cartLink(agent, {
      ...cart,
      agentReferenceNumber: `${cart.agentReferenceNumber}-W`,
    });
    await t.deps.database.db
      .update(attractions)
      .set({ isActive: false })
      .where(eq(attractions.id, inv.attractionId));
    try {
      const closed = await startPay(withdrawn);
      expect(closed.statusCode).toBe(409);
      expect(closed.json<{ error: string }>().error).toBe(
        'This booking can no longer be paid through this link; please contact your travel agency.',
      );
    } finally {
      await t.deps.database.db
        .update(attractions)
        .set({ isActive: true })
        .where(eq(attractions.id, inv.attractionId));
    }
    expect((await stored(withdrawn.id)).paymentId).toBeNull();
  });

  it('an expired link and a cancelled one cannot be paid; cancelling closes a payment in progress', async () => {
    const { agent, cart, date } = await agencyWithCart();
    const expiring = await cartLink(agent, cart);
    // The default due instant is the start of the activity's day (Dubai).
    expect(expiring.dueAt).toBe(new Date(`${date}T00:00:00+04:00`).toISOString());
    const now = clock.now();
    clock.set(new Date(new Date(expiring.dueAt).getTime() + 1000));
    try {
      expect((await publicView(expiring)).state).toBe('expired');
      const late = await startPay(expiring);
      expect(late.statusCode).toBe(409);
      expect(late.json<{ error: string }>().error).toContain('expired');
    } finally {
      clock.set(now);
    }

    const link = await cartLink(agent, { ...cart, agentReferenceNumber: `${cart.agentReferenceNumber}-B` });
    expect((await startPay(link)).statusCode).toBe(200);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/v1/b2b/payment-links/${link.id}/cancel`,
      headers: auth(agent.token),
    });
    expect(cancel.json<PaymentLinkDto>().state).toBe('cancelled');
    expect((await startPay(link)).json<{ error: string }>().error).toBe(
      'This link was cancelled by your travel agency.',
    );
    // The client's card page was still open: its callback finds the payment closed, nothing moves.
    expect((await pay(link)).statusCode).toBe(409);
    expect(await balance(agent.id)).toBe(BALANCE);
    expect(await ledgerOf(agent.id)).not.toContainEqual(expect.objectContaining({ kind: 'client_payment' }));
  });

  it('a declined card leaves the link open; a booking that cannot be made is refunded to the card in full', async () => {
    const { agent, cart } = await agencyWithCart();
    // The agency's user reads Arabic: the mail about the refund is in Arabic.
    await t.deps.database.db
      .update(agencyUsers)
      .set({ language: 'ar' })
      .where(eq(agencyUsers.email, agent.email.toLowerCase()));
    const link = await cartLink(agent, cart, { clientEmail: 'sara@client.test' });
    expect((await startPay(link)).statusCode).toBe(200);
    expect((await pay(link, 'failed')).statusCode).toBe(200);
    expect((await publicView(link)).state).toBe('open');

    expect((await startPay(link)).statusCode).toBe(200);
    // Between the card page and its callback, the activity stops being sold.
    await t.deps.database.db
      .update(attractions)
      .set({ isActive: false })
      .where(eq(attractions.id, inv.attractionId));
    try {
      const paid = await pay(link);
      expect(paid.statusCode, paid.body).toBe(200);
    } finally {
      await t.deps.database.db
        .update(attractions)
        .set({ isActive: true })
        .where(eq(attractions.id, inv.attractionId));
    }
    const row = await stored(link.id);
    expect(row).toMatchObject({ status: 'paid', fulfilment: 'refunded', refundAmount: link.amount });
    expect(row.refundedAt).not.toBeNull();
    expect(row.gatewayRefundId).toMatch(/^sbx_rf_/);
    expect(row.orderId).toBeNull();
    expect(row.fulfilmentNote).not.toBe('');
    // Money exact: in from the card, back out to the card; the wallet is where it was.
    expect(await balance(agent.id)).toBe(BALANCE);
    const lines = await ledgerOf(agent.id);
    expect(lines).toContainEqual({ kind: 'client_payment', reference: link.reference, amount: link.amount });
    expect(lines).toContainEqual({ kind: 'adjustment', reference: link.reference, amount: -link.amount });
    expect(await ledgerViolations(t.deps.database.db)).toEqual([]);
    const clearing = await queryRows<{ account: string; amount: number }>(
      t.deps.database.db,
      sql`select p.account, sum(p.amount)::int as amount from ledger_postings p
        join ledger_entries e on e.id = p.entry_id where e.reference = ${link.reference}
        group by p.account`,
    );
    expect(clearing.find((r) => r.account === 'gateway_clearing')).toEqual({
      account: 'gateway_clearing',
      amount: 0,
    });

    const [agentMail] = await agentMailsOf(agent, link.reference);
    expect(agentMail!.subject).toContain('استلام دفعة العميل');
    expect(agentMail!.text).toContain('سيُعاد المبلغ كاملاً إلى بطاقة عميلك');

    const view = await publicView(link);
    expect(view.state).toBe('refunded');
    expect(view.documents).toEqual([]);
    expect((await linksOf(agent))[0]).toMatchObject({ state: 'refunded', refundAmount: link.amount });
    // A retried run refunds nothing twice.
    await fulfilCartLink(t.deps, link.id);
    expect(await balance(agent.id)).toBe(BALANCE);
    expect((await stored(link.id)).gatewayRefundId).toBe(row.gatewayRefundId);
  });
});
