import { mkdirSync, writeFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents, clientMarkups, queryRows, uploads } from '@portal/db';
import { formatDate, formatMoney } from '@portal/domain';
import { qrPng } from '../../lib/documents/codes.ts';
import { pdfEmbeddedChars, pdfFonts, pdfText } from '../../lib/documents/pdf-text.testing.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { createWalletAgent } from '../wallet/wallet.testing.ts';
import { auth, freeDate, gatewayCallback, order, pricedItem, seedCatalogue } from './attractions.testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { SANDBOX_GATEWAY_LATENCY_MS: '0' } });
  await seedCatalogue(t);
});
afterAll(() => t.close());

/** DOC_OUT=/some/dir writes the documents there (to look at them rendered). */
function keep(name: string, pdf: Buffer): void {
  const dir = process.env.DOC_OUT;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, name), pdf);
}

async function activity(name: string) {
  const [row] = await queryRows<{ activityId: string; attractionId: string }>(
    t.deps.database.db,
    sql`select act.id as "activityId", a.id as "attractionId" from attraction_activities act
      join attractions a on a.id = act.attraction_id where act.name = ${name}`,
  );
  if (!row) throw new Error(`no activity ${name}`);
  return row;
}

async function pdf(token: string, path: string) {
  const res = await t.app.inject({ url: `/api/v1/b2b/attractions/orders/${path}`, headers: auth(token) });
  return { status: res.statusCode, type: res.headers['content-type'], bytes: res.rawPayload };
}

/** An agent with its own logo, contact and a client markup (so sell and agent prices differ). */
async function brandedAgent() {
  const agent = await createWalletAgent(t.deps, { balance: 2_000_000 });
  const logo = await qrPng('Falcon Holidays', 120);
  const storageName = await t.deps.files.put(logo, 'png');
  const [upload] = await t.deps.database.db
    .insert(uploads)
    .values({
      ownerAgentId: agent.id,
      purpose: 'company-logo',
      mime: 'image/png',
      size: logo.length,
      storageName,
    })
    .returning();
  await t.deps.database.db
    .update(agents)
    .set({
      companyName: 'Falcon Holidays LLC',
      phoneNumber: '+971 4 555 0199',
      website: 'https://falcon-holidays.example',
      companyLogoId: upload!.id,
    })
    .where(eq(agents.id, agent.id));
  await t.deps.database.db
    .insert(clientMarkups)
    .values({ agentId: agent.id, product: 'attraction', itemId: null, type: 'percentage', value: 10 });
  return agent;
}

describe('documents of an attraction order', () => {
  it('invoice lines broken down by traveller type, transfer and vehicle, amounts with thousands separators', async () => {
    const agent = await brandedAgent();
    const frame = await activity('Dubai Frame admission with hotel transfer');
    const date = await freeDate(t, frame.attractionId, 9);
    const item = await pricedItem(t, agent.token, {
      activityId: frame.activityId,
      date,
      adults: 12,
      children: 3,
      infants: 1,
      transferType: 'private',
    });
    const placed = await order(t, agent.token, [item]);
    expect(placed.statusCode, placed.body).toBe(201);
    const { orderId } = placed.json<{ orderId: string }>();

    const invoice = await pdf(agent.token, `${orderId}/invoice`);
    expect(invoice.status).toBe(200);
    keep('invoice.pdf', invoice.bytes);
    const text = pdfText(invoice.bytes);
    expect(text).toContain('Tax Invoice');
    for (const part of ['Adult', 'Child', 'Infant']) expect(text).toMatch(new RegExp(`^\\s*${part}$`, 'm'));
    expect(text).toMatch(/^\s*(Sedan|SUV|Van|Mini Coach|Coach) x \d/m);
    expect(text).toContain(formatDate(date));
    expect(text).toContain(formatMoney(item.expectedPrice));
    expect(formatMoney(item.expectedPrice)).toMatch(/^AED \d{1,3},\d{3}\.\d{2}$/);

    // The client's copies: under the agent's brand, what the day needs, no price at all...
    const vouchers = await pdf(agent.token, `${orderId}/vouchers`);
    expect(vouchers).toMatchObject({ status: 200, type: 'application/pdf' });
    keep('voucher.pdf', vouchers.bytes);
    const voucher = pdfText(vouchers.bytes);
    expect(voucher).toContain('Falcon Holidays LLC');
    expect(voucher).toContain('+971 4 555 0199');
    expect(voucher).not.toContain('Desert Rose');
    expect(voucher).toContain('Booking voucher');
    expect(voucher).toMatch(/Between 08:30 and 09:00 \(Dubai time\)/);
    expect(voucher).toContain('Lobby of your hotel or residence in Dubai');
    expect(voucher).toContain('Zabeel Park Gate 4');
    expect(voucher).toContain('WHAT TO BRING');
    expect(voucher).toMatch(/call Dubai Frame guest services on \+971 4 555 0\d{3}/);
    expect(voucher).not.toContain('AED');
    // ...or with the agent's sell price, never its own price.
    const sell = pdfText((await pdf(agent.token, `${orderId}/vouchers?view=sell`)).bytes);
    const [line] = await queryRows<{ sellPrice: number; agentPrice: number }>(
      t.deps.database.db,
      sql`select sell_price as "sellPrice", agent_price as "agentPrice" from booking_lines where order_id = ${orderId}`,
    );
    expect(line!.sellPrice).toBeGreaterThan(line!.agentPrice);
    expect(sell).toContain(formatMoney(line!.sellPrice));
    expect(sell).not.toContain(formatMoney(line!.agentPrice));

    const tickets = await pdf(agent.token, `${orderId}/tickets`);
    expect(tickets.status).toBe(200);
    keep('ticket.pdf', tickets.bytes);
    const ticket = pdfText(tickets.bytes);
    expect(ticket).toContain('E-ticket');
    expect(ticket).toContain('Falcon Holidays LLC');
    expect(ticket).toContain('Meeting point');
    expect(ticket).not.toContain('AED');
    expect(pdfText((await pdf(agent.token, `${orderId}/tickets?view=sell`)).bytes)).toContain(
      formatMoney(line!.sellPrice),
    );
    expect((await pdf(agent.token, `${orderId}/vouchers?view=net`)).status).toBe(400);

    // In Arabic (?lang=ar): Arabic labels, the agent's brand, places and phone numbers as they are.
    const arabic = await pdf(agent.token, `${orderId}/vouchers?lang=ar`);
    keep('voucher-ar.pdf', arabic.bytes);
    const arabicText = pdfText(arabic.bytes);
    for (const english of ['Booking voucher', 'WHAT TO BRING', 'Meeting point'])
      expect(arabicText).not.toContain(english);
    for (const kept of ['Falcon Holidays LLC', '+971 4 555 0199', 'Zabeel Park Gate 4'])
      expect(arabicText).toContain(kept);
    // "قسيمة حجز" (booking voucher) is set in the Arabic font.
    for (const letter of 'قسيمةحجز') expect(pdfEmbeddedChars(arabic.bytes)).toContain(letter);
    const arabicTickets = await pdf(agent.token, `${orderId}/tickets?lang=ar`);
    keep('ticket-ar.pdf', arabicTickets.bytes);
    expect(pdfText(arabicTickets.bytes)).not.toContain('E-ticket');
    expect(pdfFonts(arabicTickets.bytes)).toContain('NotoSansArabic-Bold');

    // The Excel list reads dates as the screens do: DD/MM/YYYY, created in Dubai time.
    const sheet = await t.app.inject({
      url: '/api/v1/b2b/attractions/orders/sheet',
      headers: auth(agent.token),
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(sheet.rawPayload as unknown as ArrayBuffer);
    const ws = book.getWorksheet('Attraction orders')!;
    expect(ws.getRow(1).getCell(3).value).toBe('Created (Dubai time)');
    expect(ws.getColumn(3).numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(ws.getRow(2).getCell(6).value).toEqual(new Date(`${date}T00:00:00Z`));
    expect(ws.getColumn(6).numFmt).toBe('dd/mm/yyyy');
    expect(ws.getColumn(14).numFmt).toBe('#,##0.00');
  });

  it('a booked activity gets a voucher (no tickets); an unpaid order has none of them', async () => {
    const agent = await brandedAgent();
    const safari = await activity('Standard camp with shared 4x4');
    const date = await freeDate(t, safari.attractionId, 6);
    const item = await pricedItem(t, agent.token, { activityId: safari.activityId, date, adults: 2 });
    const { orderId } = (await order(t, agent.token, [item])).json<{ orderId: string }>();
    const vouchers = await pdf(agent.token, `${orderId}/vouchers`);
    expect(vouchers.status).toBe(200);
    keep('voucher-booked.pdf', vouchers.bytes);
    const text = pdfText(vouchers.bytes);
    expect(text).toContain('BOOKED');
    // The safari's hotel pick-up is part of the booking, with or without a transfer line.
    expect(text).toContain('Between 14:45 and 15:15 (Dubai time)');
    expect(text).toContain('Desert Rose ground operations (24/7)');
    expect((await pdf(agent.token, `${orderId}/tickets`)).status).toBe(404);

    const card = (await order(t, agent.token, [item], { paymentMethod: 'card' })).json<{
      orderId: string;
      paymentId: string;
      total: number;
    }>();
    await gatewayCallback(t, {
      paymentId: card.paymentId,
      orderRef: card.orderId,
      amount: card.total,
      status: 'failed',
    });
    for (const path of ['invoice', 'vouchers', 'tickets'])
      expect((await pdf(agent.token, `${card.orderId}/${path}`)).status, path).toBe(404);
    const stranger = await createWalletAgent(t.deps);
    expect((await pdf(stranger.token, `${orderId}/vouchers`)).status).toBe(404);
  });

  it("the client-price invoice keeps the agent's B2B promo to the agent's own copy", async () => {
    const agent = await brandedAgent();
    const frame = await activity('Dubai Frame general admission');
    const date = await freeDate(t, frame.attractionId, 8);
    const item = await pricedItem(t, agent.token, {
      activityId: frame.activityId,
      date,
      adults: 2,
      isPromoAdded: true,
    });
    const placed = await order(t, agent.token, [item]);
    expect(placed.statusCode, placed.body).toBe(201);
    const { orderId } = placed.json<{ orderId: string }>();
    const agentCopy = pdfText((await pdf(agent.token, `${orderId}/invoice`)).bytes);
    expect(agentCopy).toMatch(/B2B promo applied: -AED \d+\.\d{2}/);
    const sellCopy = pdfText((await pdf(agent.token, `${orderId}/invoice?view=sell`)).bytes);
    expect(sellCopy).toContain('Prices shown are the client prices.');
    expect(sellCopy).not.toContain('B2B promo');
    expect(sellCopy).not.toContain(formatMoney(item.expectedPrice));
  });
});
