import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MoneyAnswer, ReportAnswer, SalesAnswer, TransactionsAnswer } from '@portal/contracts';
import { plainDateIn } from '@portal/domain';
import { pdfText } from '../../lib/documents/pdf-text.testing.ts';
import { sheetRows } from '../../lib/spreadsheet.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { cancelUrl } from '../hotels/booking/booking.testing.ts';
import {
  auth,
  createAgentWithToken,
  createSubAgentOf,
  type TestAgent,
} from '../resellers/resellers.testing.ts';
import { idemKey } from '../wallet/wallet.testing.ts';
import { cockpitFixture, type Cockpit } from './cockpit.testing.ts';

/**
 * Issue 36 section 2: every report of the definition table answers with filters, and its totals
 * reconcile with the dashboard, the money block and the statement; Excel and PDF carry the same.
 */

let t: TestApp;
let book: Cockpit['book'];
let get: Cockpit['get'];
let owner: TestAgent;
let sub: TestAgent;
let cancelledRef: string;
let q: string;

beforeAll(async () => {
  ({ t, book, get } = await cockpitFixture(90));
  owner = await createAgentWithToken(t.deps, { balance: 5_000_000_00 });
  sub = await createSubAgentOf(t.deps, owner, { balance: 1_000_000_00, companyName: 'Report Sub' });
  const paid = [await book(owner, 'wallet'), await book(owner, 'wallet')];
  await book(owner, 'pay_later');
  await book(sub, 'wallet');
  const cancel = await t.app.inject({
    method: 'POST',
    url: cancelUrl(paid[1]!._id),
    headers: { ...auth(owner.token), 'idempotency-key': idemKey() },
    payload: { cancellationRemark: 'Plans changed' },
  });
  expect(cancel.statusCode, cancel.body).toBe(200);
  cancelledRef = paid[1]!.referenceNumber;
  const today = plainDateIn(t.deps.clock.now());
  q = `period=custom&from=${today}&to=${today}`;
}, 300_000);
afterAll(() => t.close());

const report = (agent: TestAgent, id: string, extra = '') =>
  get<ReportAnswer>(agent, `/api/v1/b2b/dashboard/reports/${id}?${q}${extra}`);
const cents = (v: number | undefined) => Math.round((v ?? 0) * 100);

describe('reports', () => {
  it('sales by product, user and destination add up to the dashboard', async () => {
    const sales = await get<SalesAnswer>(owner, `/api/v1/b2b/dashboard/sales?${q}`);
    for (const id of ['sales-by-product', 'sales-by-user', 'sales-by-destination']) {
      const r = await report(owner, id);
      expect(r.totals.bookings, id).toBe(2);
      expect(cents(r.totals.sell), id).toBe(cents(sales.totals.sellValue));
      expect(cents(r.totals.markup), id).toBe(cents(sales.totals.markup));
    }
    const byDestination = await report(owner, 'sales-by-destination');
    expect(byDestination.rows.map((r) => r.destination)).not.toContain('Not given');
    // Filters: another product has nothing; the user's own sales are all of them.
    expect((await report(owner, 'sales-by-product', '&product=visa')).rows).toEqual([]);
    const byUser = await report(owner, 'sales-by-user');
    expect(byUser.rows).toHaveLength(1);
  });

  it('sub-agents: their sales and the earnings waiting match the dashboard and the money block', async () => {
    const sales = await get<SalesAnswer>(owner, `/api/v1/b2b/dashboard/sales?${q}`);
    const bySub = await report(owner, 'sales-by-sub-agent');
    expect(bySub.rows).toEqual([expect.objectContaining({ subAgent: 'Report Sub', bookings: 1 })]);
    expect(cents(bySub.totals.earnings)).toBe(cents(sales.subAgentEarnings));
    const earnings = await report(owner, 'sub-agent-earnings', `&subAgentId=${sub.id}`);
    const money = await get<MoneyAnswer>(owner, '/api/v1/b2b/dashboard/money');
    const pending = earnings.rows.filter((r) => r.status === 'pending');
    expect(pending.reduce((s, r) => s + cents(Number(r.amount)), 0)).toBe(cents(money.earningsWaiting));
    // A plain agency has no sub-agent reports, in words.
    const plain = await t.app.inject({
      method: 'GET',
      url: `/api/v1/b2b/dashboard/reports/sales-by-sub-agent?${q}`,
      headers: auth(sub.token),
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json<{ error: string }>().error).toBe('This report is for agencies with sub-agents');
  });

  it('cancellations: fee kept plus refund is the price, and the refund is the statement credit', async () => {
    const r = await report(owner, 'cancellations');
    expect(r.rows).toEqual([expect.objectContaining({ reference: cancelledRef })]);
    const row = r.rows[0]!;
    expect(cents(Number(row.fee)) + cents(Number(row.refund))).toBe(cents(Number(row.price)));
    const statement = await get<TransactionsAnswer>(owner, '/api/v1/b2b/transactions/all?limit=100&skip=0');
    const credited = statement.transactions
      .filter((s) => s.reference === cancelledRef && s.amount > 0)
      .reduce((s, x) => s + cents(x.amount), 0);
    expect(credited).toBe(cents(r.totals.refund));
    // Section 4: the refund issued a tax credit note, on the statement line (its own CN- series).
    const refundLines = statement.transactions.filter((s) => s.reference === cancelledRef && s.amount > 0);
    expect(refundLines.map((s) => s.creditNote?.number)).toEqual([expect.stringMatching(/^CN-\d{4}-\d{6}$/)]);
  });

  it('pay later: what is still due is the money block’s unpaid figure', async () => {
    const r = await report(owner, 'unpaid');
    const money = await get<MoneyAnswer>(owner, '/api/v1/b2b/dashboard/money');
    expect(r.rows).toHaveLength(1);
    expect(r.rows[0]!.status).toBe('unpaid');
    expect(cents(r.totals.due)).toBe(cents(money.unpaidPayLater.amount));
  });

  it('Excel and PDF carry the report’s rows and totals; bad names and periods are 400', async () => {
    const r = await report(owner, 'cancellations');
    const sheet = await t.app.inject({
      method: 'GET',
      url: `/api/v1/b2b/dashboard/reports/cancellations/sheet?${q}`,
      headers: auth(owner.token),
    });
    expect(sheet.statusCode).toBe(200);
    const rows = await sheetRows(sheet.rawPayload);
    expect(rows[0]).toContain('Refunded (AED)');
    expect(rows[1]![0]).toBe(cancelledRef);
    expect(rows.at(-1)![0]).toBe('Total');
    expect(Number(rows.at(-1)!.at(-1))).toBe(r.totals.refund);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/v1/b2b/dashboard/reports/cancellations/pdf?${q}`,
      headers: auth(owner.token),
    });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Cancellations');
    // The reference column may wrap a long reference onto two lines: read without the line breaks.
    expect(text.replace(/\s+/g, '')).toContain(cancelledRef);
    for (const url of ['reports/nonsense', 'reports/unpaid?period=custom&from=2026-05-02&to=2026-05-01']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/b2b/dashboard/${url}`,
        headers: auth(owner.token),
      });
      expect(res.statusCode).toBe(400);
    }
  });
});
