import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { bearer, createTestAdmin, signInAdmin } from '../../auth/auth.fixtures.ts';
import { createAgentWithToken } from '../../resellers/resellers.testing.ts';

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await createTestAdmin(t.deps);
  adminToken = await signInAdmin(t.app, admin.email);
});
afterAll(() => t.close());

async function sheetOf(url: string, token = adminToken) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(token) });
  return res;
}

async function rowsOf(payload: Buffer): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('no worksheet');
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('back-office Excel exports', () => {
  it('every list exports its filtered rows as xlsx with a header row', async () => {
    const company = `Export Travels ${randomUUID().slice(0, 6)}`;
    const agent = await createAgentWithToken(t.deps, { companyName: company, balance: 12_345 });
    const agents = await sheetOf(`/admin/agents/export?search=${encodeURIComponent(company)}`);
    expect(agents.statusCode, agents.body).toBe(200);
    expect(agents.headers['content-type']).toContain('spreadsheetml');
    expect(agents.headers['content-disposition']).toMatch(
      /attachment; filename="agents-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const rows = await rowsOf(agents.rawPayload);
    expect(rows[0]).toContain('Agent code');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(agent.agentCode);
    expect(rows[1]).toContain(company);
    expect(rows[1]).toContain(123.45);

    for (const url of [
      '/admin/wallets/deposits/export?status=all',
      '/admin/wallets/withdrawals/export?status=all',
      '/admin/orders/export',
      '/admin/visa/applications/export',
      '/admin/quotations/export',
    ]) {
      const res = await sheetOf(url);
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
      const sheet = await rowsOf(res.rawPayload);
      expect(sheet.length, url).toBeGreaterThanOrEqual(1);
    }
  });

  it('a formula typed by an agent stays text; agents are refused; bad filters are 400', async () => {
    const evil = `=HYPERLINK("http://x","y") ${randomUUID().slice(0, 4)}`;
    await createAgentWithToken(t.deps, { companyName: evil });
    const res = await sheetOf(`/admin/agents/export?search=${encodeURIComponent('HYPERLINK')}`);
    const rows = await rowsOf(res.rawPayload);
    expect(rows.flat()).toContain(`'${evil}`);

    const agent = await createAgentWithToken(t.deps);
    expect((await sheetOf('/admin/agents/export', agent.token)).statusCode).toBe(403);
    const bad = await sheetOf('/admin/wallets/deposits/export?status=nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: string }>().error).toContain('status must be one of');
  });
});
