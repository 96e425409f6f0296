import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransactionsAnswer } from '@portal/contracts';
import { formatAmount, plainDateIn, toMinor } from '@portal/domain';
import { pdfEmbeddedChars, pdfFonts, pdfText } from '../../lib/documents/pdf-text.testing.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { auth, createAgentWithToken, type TestAgent } from '../resellers/resellers.testing.ts';
import { walletService } from './wallet.service.ts';

/** Issue 36: the statement of account PDF has the screen's rows, in its order, and the balances. */

let t: TestApp;
let agent: TestAgent;

beforeAll(async () => {
  t = await buildTestApp();
  agent = await createAgentWithToken(t.deps, { balance: 1_000_00 });
  const wallet = walletService(t.deps);
  for (const [i, amount] of [250_00, 75_50, 1_234_56].entries())
    await wallet.credit({
      agentId: agent.id,
      amount,
      kind: 'adjustment',
      reference: `ADJ-PDF-${i + 1}`,
      description: `Statement test credit ${i + 1}`,
    });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: auth(agent.token) });

describe('statement of account PDF', () => {
  it('lists the on-screen rows line for line with opening and closing balance', async () => {
    const today = plainDateIn(t.deps.clock.now());
    const query = `dateFrom=${today}&dateTo=${today}`;
    const screen = (
      await get(`/api/v1/b2b/transactions/all?${query}&skip=0&limit=100`)
    ).json<TransactionsAnswer>();
    expect(screen.transactions.length).toBe(4);

    const res = await get(`/api/v1/b2b/transactions/all/pdf?${query}`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Statement of Account');
    // Opened today: the opening balance is 0 and the closing one is the newest row's balance.
    expect(text).toMatch(/Opening balance\s*AED 0\.00/);
    const newest = screen.transactions[0]!;
    expect(text).toMatch(new RegExp(`Closing balance\\s*AED ${formatAmount(toMinor(newest.balance))}`));
    // Every row, newest first, with its reference and running balance, in the screen's order.
    let at = 0;
    for (const row of screen.transactions) {
      const next = text.indexOf(row.reference, at);
      expect(next, row.reference).toBeGreaterThanOrEqual(at);
      expect(text.slice(next)).toContain(formatAmount(toMinor(row.balance)));
      at = next + row.reference.length;
    }
  });

  it('prints in Arabic with ?lang=ar: Arabic labels, the same references and balances', async () => {
    const res = await get('/api/v1/b2b/transactions/all/pdf?lang=ar');
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).not.toContain('Statement of Account');
    expect(text).not.toContain('Closing balance');
    expect(text).toContain('ADJ-PDF-3');
    expect(pdfFonts(res.rawPayload)).toContain('NotoSansArabic-Bold');
    // "كشف حساب" (statement of account) and "تسوية" (adjustment) are set in the Arabic font.
    for (const letter of 'كشفحسابتوية') expect(pdfEmbeddedChars(res.rawPayload)).toContain(letter);
    expect((await get('/api/v1/b2b/transactions/all/pdf?lang=xx')).statusCode).toBe(400);
  });

  it('bad filters answer 400 in words, not a PDF', async () => {
    const res = await get('/api/v1/b2b/transactions/all/pdf?dateFrom=2026-05-02&dateTo=2026-05-01');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toBeTruthy();
  });
});
