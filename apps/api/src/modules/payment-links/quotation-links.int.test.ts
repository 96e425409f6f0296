import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  PaymentLinkDto,
  PublicPaymentLinkAnswer,
  QuotationAmendmentDto,
  QuotationDraftInput,
} from '@portal/contracts';
import {
  bookingLines,
  bookingOrders,
  clientMarkups,
  mailOutbox,
  queryRows,
  subAgentMarkups,
} from '@portal/db';
import { fixedClock } from '../../lib/clock.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { createWalletAgent, ledgerViolations } from '../wallet/wallet.testing.ts';
import { auth } from '../attractions/attractions.testing.ts';
import {
  createQuotation,
  hotelDraft,
  idem,
  landDraft,
  quotationCatalogue,
  type QuotationCatalogue,
} from '../quotations/quotations.testing.ts';
import { createAgentWithToken, createSubAgentOf } from '../resellers/resellers.testing.ts';
import { fulfilCartLink, fulfilCartLinksOnce } from './payment-links.fulfil.ts';
import { deferredLinkHelpers, tokenOf, type Agent } from './payment-links.testing.ts';
import { noteLocalChange } from '../../lib/change-feed.ts';

/**
 * Payment links for a quotation (issue 39 §2): the client pays the agency's client price; the
 * quotation is then booked through the booking core (quotation product, wallet) and confirmed.
 */

const clock = fixedClock(new Date('2026-11-27T08:00:00Z'));
let t: TestApp;
let c: QuotationCatalogue;

beforeAll(async () => {
  t = await buildTestApp({ clock });
  c = await quotationCatalogue(t);
});
afterAll(() => t.close());

const { agencyWithMarkup, publicView, startPay, stored, pay, balance, ledgerOf } = deferredLinkHelpers(
  () => t,
);
const BALANCE = 50_000_00;

/** An agency with money and a 10% client markup on quotations, and a quotation of its own. */
async function agencyWithQuotation(draft: (t: TestApp, c: QuotationCatalogue) => QuotationDraftInput) {
  const agent = await agencyWithMarkup('quotation', BALANCE);
  const quotation = await createQuotation(
    (o) => t.app.inject({ ...o, headers: { ...auth(agent.token), ...(o.headers ?? {}) } }),
    draft(t, c),
  );
  return { agent, quotation };
}

const partyTotalOf = (q: QuotationAmendmentDto) =>
  (q.costing.stays[0]?.party ?? q.costing.landOnly!.party)!.total;

const makeLink = (agent: Agent, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/b2b/payment-links/quotation',
    headers: auth(agent.token),
    payload,
  });

async function quotationLink(agent: Agent, q: QuotationAmendmentDto, extra: Record<string, unknown> = {}) {
  const res = await makeLink(agent, {
    amendmentId: q._id,
    selectedStay: 1,
    clientName: 'Rahul Mehta',
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<PaymentLinkDto>();
}

const amendment = async (agent: Agent, id: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/quotations/amendment/${id}`,
      headers: auth(agent.token),
    })
  ).json<QuotationAmendmentDto>();

async function linksOf(agent: Agent, quotationNumber: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/b2b/payment-links?quotationNumber=${quotationNumber}`,
    headers: auth(agent.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ links: PaymentLinkDto[] }>().links;
}

const ordersOf = (agentId: string) =>
  t.deps.database.db.select().from(bookingOrders).where(eq(bookingOrders.agentId, agentId));

/** The sums on the gateway clearing account of a link's entries (0: everything in came back out). */
async function clearingOf(reference: string) {
  const [row] = await queryRows<{ amount: number }>(
    t.deps.database.db,
    sql`select coalesce(sum(p.amount), 0)::int as amount from ledger_postings p
      join ledger_entries e on e.id = p.entry_id
      where e.reference = ${reference} and p.account = 'gateway_clearing'`,
  );
  return row!.amount;
}

describe('quotation payment links', () => {
  it('the client pays the client price; the quotation is booked at the agent price and confirmed, the agency keeps its margin', async () => {
    const { agent, quotation } = await agencyWithQuotation(hotelDraft);
    const total = partyTotalOf(quotation);
    const link = await quotationLink(agent, quotation, { clientEmail: 'rahul@client.test' });
    expect(link).toMatchObject({
      source: 'quotation',
      state: 'open',
      orderId: null,
      amount: total.sellPrice,
      currency: 'AED',
    });
    expect(total.sellPrice).toBeGreaterThan(total.agentPrice);
    const margin = total.sellPrice - total.agentPrice;

    // The client's page: the hotel, the transfers, the party and dates; no agent or net price.
    const page = await t.app.inject({ method: 'GET', url: `/api/v1/public/payment-links/${tokenOf(link)}` });
    const view = page.json<PublicPaymentLinkAnswer>();
    expect(view).toMatchObject({ state: 'open', amount: total.sellPrice, documents: [] });
    expect(view.booking.leadName).toBe(quotation.clientName);
    expect(view.booking.serviceDate).toBe(quotation.draft.checkInDate);
    expect(view.booking.serviceEndDate).toBe(quotation.draft.checkOutDate);
    const items = view.booking.items.map((i) => i.description);
    expect(items[0]).toBe('Whole trip, 2 adults and 1 child (1 x Double / Twin room)');
    expect(items.some((d) => d.startsWith(c.hotel.name))).toBe(true);
    expect(items.filter((d) => d.startsWith('Transfer '))).toHaveLength(2);
    expect(page.body).not.toContain(String(total.agentPrice));
    expect(page.body).not.toMatch(/agentPrice|net|wallet|balance/i);
    expect((await amendment(agent, quotation._id)).status).toBe('not-confirmed');

    expect((await startPay(link)).statusCode).toBe(200);
    expect(await balance(agent.id)).toBe(BALANCE);
    const nonce = 'a'.repeat(32);
    const paid = await pay(link, 'succeeded', nonce);
    expect(paid.statusCode, paid.body).toBe(200);

    const row = await stored(link.id);
    expect(row).toMatchObject({ status: 'paid', fulfilment: 'booked', refundAmount: 0 });
    const [order] = await ordersOf(agent.id);
    expect(order).toMatchObject({
      id: row.orderId,
      status: 'completed',
      product: 'quotation',
      paymentMethod: 'wallet',
      totalAgentPrice: total.agentPrice,
      totalSellPrice: total.sellPrice,
      agentReferenceNumber: quotation.quotationNumber,
    });
    // The quotation's layers: net + company markup = the agent price (a reseller: no sub-agent layer).
    const [line] = await t.deps.database.db
      .select()
      .from(bookingLines)
      .where(eq(bookingLines.orderId, order!.id));
    expect(line).toMatchObject({ status: 'booked', subAgentMarkup: 0, clientMarkup: margin });
    expect(line!.net + line!.companyMarkup).toBe(total.agentPrice);
    expect(line!.net).toBeGreaterThan(0);

    // Money exact: the client's amount in, the agent price out, the margin stays; clearing nets to 0
    // against the gateway's own settlement of the payment.
    expect(await balance(agent.id)).toBe(BALANCE + margin);
    const lines = await ledgerOf(agent.id);
    expect(lines).toContainEqual({
      kind: 'client_payment',
      reference: link.reference,
      amount: total.sellPrice,
    });
    expect(lines).toContainEqual({
      kind: 'payment',
      reference: order!.referenceNumber,
      amount: -total.agentPrice,
    });
    expect(await clearingOf(link.reference)).toBe(-total.sellPrice);
    expect(await ledgerViolations(t.deps.database.db)).toEqual([]);

    // The quotation ends confirmed, with the confirmation mail, at the price paid.
    const confirmed = await amendment(agent, quotation._id);
    expect(confirmed.status).toBe('confirmed');
    expect(confirmed.confirmation).toMatchObject({
      selectedStay: 1,
      partyTotal: { total },
      comments: `Booked and paid as ${order!.referenceNumber}`,
    });
    const mails = await t.deps.database.db
      .select({ to: mailOutbox.to })
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Quotation ${quotation.quotationNumber} confirmed`));
    expect(mails.map((m) => m.to)).toContain(agent.email);

    // Pays once: the replayed callback, a second callback, a second try and the sweep change nothing.
    expect((await pay(link, 'succeeded', nonce)).statusCode).not.toBe(500);
    expect((await pay(link)).statusCode).toBe(409);
    const again = await startPay(link);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: string }>().error).toBe('This link has already been paid.');
    await fulfilCartLink(t.deps, link.id);
    await fulfilCartLinksOnce(t.deps);
    expect(await ordersOf(agent.id)).toHaveLength(1);
    expect(await balance(agent.id)).toBe(BALANCE + margin);

    // The client's page after payment: the order's reference, the invoice at the client's price.
    const done = await publicView(link);
    expect(done.state).toBe('paid');
    expect(done.booking.reference).toBe(order!.referenceNumber);
    expect(done.booking.items.map((i) => i.description)).toEqual(items);
    expect(done.documents.map((d) => d.kind)).toEqual(['invoice']);
    const pdf = await t.app.inject({ method: 'GET', url: `/api/v1${done.documents[0]!.path}` });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(
      (await linksOf(agent, quotation.quotationNumber)).map((l) => [l.state, l.fulfilment, l.orderReference]),
    ).toEqual([['paid', 'booked', order!.referenceNumber]]);
    // A confirmed quotation gets no new link.
    expect((await makeLink(agent, { amendmentId: quotation._id, selectedStay: 1 })).statusCode).toBe(409);
  });

  it('refuses a price the agent did not quote, a past due day and another agency; a new link replaces the open one', async () => {
    const { agent, quotation } = await agencyWithQuotation(landDraft);
    const total = partyTotalOf(quotation);
    const stale = await makeLink(agent, {
      amendmentId: quotation._id,
      selectedStay: 1,
      expectedTotal: total.sellPrice - 100,
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'PRICE_CHANGED', current: total });
    const past = await makeLink(agent, {
      amendmentId: quotation._id,
      selectedStay: 1,
      dueDate: '2020-01-01',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json<{ error: string }>().error).toBe('The due date has passed');
    const other = await createWalletAgent(t.deps, { balance: BALANCE });
    expect((await makeLink(other, { amendmentId: quotation._id, selectedStay: 1 })).statusCode).toBe(404);

    const first = await quotationLink(agent, quotation);
    const second = await quotationLink(agent, quotation);
    expect((await linksOf(agent, quotation.quotationNumber)).map((l) => [l.id, l.state])).toEqual([
      [second.id, 'open'],
      [first.id, 'cancelled'],
    ]);
  });

  it('a price that moved refuses the charge and asks the agency for a new link; nothing is charged', async () => {
    const { agent, quotation } = await agencyWithQuotation(landDraft);
    const link = await quotationLink(agent, quotation);
    await t.deps.database.db
      .update(clientMarkups)
      .set({ value: 15 })
      .where(and(eq(clientMarkups.agentId, agent.id), eq(clientMarkups.product, 'quotation')));
    // Written by this node (markups are held per buyer until the change feed says so).
    noteLocalChange();
    const refused = await startPay(link);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ error: string }>().error).toBe(
      'The price of this booking has changed; ask your travel agency for a new link.',
    );
    expect((await stored(link.id)).paymentId).toBeNull();
    expect((await publicView(link)).state).toBe('price_changed');
    expect(await balance(agent.id)).toBe(BALANCE);
    expect((await amendment(agent, quotation._id)).status).toBe('not-confirmed');
  });

  it('an expired link and a cancelled one cannot be paid', async () => {
    const { agent, quotation } = await agencyWithQuotation(landDraft);
    const link = await quotationLink(agent, quotation);
    // The default due instant is the start of the arrival day (Dubai).
    expect(link.dueAt).toBe(new Date(`${quotation.draft.checkInDate}T00:00:00+04:00`).toISOString());
    const now = clock.now();
    clock.set(new Date(new Date(link.dueAt).getTime() + 1000));
    try {
      expect((await publicView(link)).state).toBe('expired');
      expect((await startPay(link)).json<{ error: string }>().error).toContain('expired');
    } finally {
      clock.set(now);
    }

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
    // The card page was still open: its callback finds the payment closed, nothing moves.
    expect((await pay(link)).statusCode).toBe(409);
    expect(await balance(agent.id)).toBe(BALANCE);
    expect(await ordersOf(agent.id)).toEqual([]);
    expect((await amendment(agent, quotation._id)).status).toBe('not-confirmed');
  });

  it('a quotation that cannot be booked once paid is refunded to the card in full', async () => {
    const { agent, quotation } = await agencyWithQuotation(landDraft);
    const link = await quotationLink(agent, quotation, { clientEmail: 'sara@client.test' });
    expect((await startPay(link)).statusCode).toBe(200);
    // Between the card page and its callback, the agent confirms the quotation in the portal.
    const confirm = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/quotations/amendment/confirm/${quotation._id}`,
      headers: { ...auth(agent.token), ...idem() },
      payload: { selectedStay: 1 },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const paid = await pay(link);
    expect(paid.statusCode, paid.body).toBe(200);

    const row = await stored(link.id);
    expect(row).toMatchObject({
      status: 'paid',
      fulfilment: 'refunded',
      refundAmount: link.amount,
      orderId: null,
    });
    expect(row.fulfilmentNote).toBe('This quotation is already confirmed');
    expect(row.gatewayRefundId).toMatch(/^sbx_rf_/);
    // Money exact: in from the card, back out to the card; nothing booked or charged.
    expect(await balance(agent.id)).toBe(BALANCE);
    const lines = await ledgerOf(agent.id);
    expect(lines).toContainEqual({ kind: 'client_payment', reference: link.reference, amount: link.amount });
    expect(lines).toContainEqual({ kind: 'adjustment', reference: link.reference, amount: -link.amount });
    expect(await clearingOf(link.reference)).toBe(0);
    expect(await ordersOf(agent.id)).toEqual([]);
    expect(await ledgerViolations(t.deps.database.db)).toEqual([]);
    expect((await publicView(link)).state).toBe('refunded');
    await fulfilCartLink(t.deps, link.id);
    expect(await balance(agent.id)).toBe(BALANCE);
  });

  it("a sub-agent's quotation: its parent's markup is the parent's earning, net + company + sub-agent markup the agent price", async () => {
    const parent = await createAgentWithToken(t.deps);
    const sub = await createSubAgentOf(t.deps, parent, { balance: BALANCE });
    const db = t.deps.database.db;
    await db.insert(subAgentMarkups).values({
      parentId: parent.id,
      subAgentId: sub.id,
      product: 'quotation',
      itemId: null,
      type: 'percentage',
      value: 5,
    });
    await db
      .insert(clientMarkups)
      .values({ agentId: sub.id, product: 'quotation', itemId: null, type: 'percentage', value: 10 });
    const quotation = await createQuotation(
      (o) => t.app.inject({ ...o, headers: { ...auth(sub.token), ...(o.headers ?? {}) } }),
      landDraft(t, c),
    );
    const total = partyTotalOf(quotation);
    const link = await quotationLink(sub, quotation);
    expect((await startPay(link)).statusCode).toBe(200);
    expect((await pay(link)).statusCode).toBe(200);

    const [order] = await ordersOf(sub.id);
    expect(order).toMatchObject({
      status: 'completed',
      parentId: parent.id,
      totalAgentPrice: total.agentPrice,
    });
    const [line] = await db.select().from(bookingLines).where(eq(bookingLines.orderId, order!.id));
    expect(line!.subAgentMarkup).toBeGreaterThan(0);
    expect(line!.parentEarning).toBe(line!.subAgentMarkup);
    expect(line!.net + line!.companyMarkup + line!.subAgentMarkup).toBe(total.agentPrice);
    expect(line!.clientMarkup).toBe(total.sellPrice - total.agentPrice);
    const earnings = await queryRows<{ amount: string }>(
      db,
      sql`select amount::text as amount from parent_earnings where sub_agent_id = ${sub.id}`,
    );
    expect(earnings.map((e) => Number(e.amount))).toEqual([line!.subAgentMarkup]);
    expect(await balance(sub.id)).toBe(BALANCE + total.sellPrice - total.agentPrice);
    expect((await amendment(sub, quotation._id)).status).toBe('confirmed');
    expect(await ledgerViolations(db)).toEqual([]);
  });
});
