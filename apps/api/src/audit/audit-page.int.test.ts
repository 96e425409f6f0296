import ExcelJS from 'exceljs';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditListAnswer } from '@portal/contracts';
import { addDays, plainDateIn } from '@portal/domain';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { runAdminCommand } from '../cli/runner.ts';
import { bearer, createTestAdmin, createTestAgent, signInAdmin } from '../modules/auth/auth.fixtures.ts';

/**
 * The audit page (issue 33 section 2): the trail filtered by member of staff, kind, object, agent and
 * dates, and the same filters as an Excel file; read-only staff (auditors) read it, finance does not.
 */

let t: TestApp;
let token: string;
let adminId: string;

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await createTestAdmin(t.deps);
  adminId = admin.id;
  token = await signInAdmin(t.app, admin.email);
});
afterAll(() => t.close());

const as = (bearerToken: string) => (o: InjectOptions) =>
  t.app.inject({ ...o, headers: { ...bearer(bearerToken), ...(o.headers as object) } });

async function audit(query: Record<string, string>, who = token) {
  const res = await as(who)({ method: 'GET', url: `/api/v1/admin/audit?${new URLSearchParams(query)}` });
  expect(res.statusCode, res.body).toBe(200);
  return auditListAnswer.parse(res.json());
}

describe('GET /admin/audit', () => {
  it('filters by member of staff, kind, object, agent and dates, and exports the same rows', async () => {
    const agent = await createTestAgent(t.deps, { status: 'pending' });
    const patched = await as(token)({
      method: 'PATCH',
      url: `/api/v1/admin/agents/${agent.id}/credit-limit`,
      payload: { creditLimit: 1200 },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    await runAdminCommand(t.deps, ['agents:approve', agent.email], 'auditor.check');

    const forAgent = await audit({ agentId: agent.id });
    expect(forAgent.rows.map((r) => [r.kind, r.actorName])).toEqual([
      ['agent.approve', 'System (cli:auditor.check)'],
      ['agent.credit-limit', 'Test Admin'],
    ]);
    expect(forAgent.kinds).toEqual(expect.arrayContaining(['agent.approve', 'agent.credit-limit']));
    expect(forAgent.staff.map((s) => s._id)).toContain(adminId);

    const byStaff = await audit({ agentId: agent.id, actorId: adminId });
    expect(byStaff.rows.map((r) => r.kind)).toEqual(['agent.credit-limit']);
    expect(byStaff.rows[0]).toMatchObject({ before: { creditLimit: 0 }, after: { creditLimit: 1200 } });
    expect((await audit({ kind: 'agent.approve', objectId: agent.id })).rows).toHaveLength(1);
    expect((await audit({ objectType: 'agent', objectId: agent.id })).total).toBe(2);

    const today = plainDateIn(t.deps.clock.now(), 'Asia/Dubai');
    expect((await audit({ agentId: agent.id, from: today, to: today })).total).toBe(2);
    expect((await audit({ agentId: agent.id, from: addDays(today, 1) })).total).toBe(0);
    expect((await audit({ agentId: agent.id, to: addDays(today, -1) })).total).toBe(0);

    const file = await as(token)({
      method: 'GET',
      url: `/api/v1/admin/audit/export?agentId=${agent.id}&actorId=${adminId}`,
    });
    expect(file.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain('agent.credit-limit');
    expect(rows[1]).toContain('Test Admin');
  });

  it('bad filters are 400; an auditor reads it, finance is refused', async () => {
    const bad = await as(token)({ method: 'GET', url: '/api/v1/admin/audit?from=28-11-2026' });
    expect(bad.statusCode).toBe(400);
    expect((await as(token)({ method: 'GET', url: '/api/v1/admin/audit?actorId=nobody' })).statusCode).toBe(
      400,
    );

    const reader = await createTestAdmin(t.deps);
    await runAdminCommand(t.deps, ['staff:roles', reader.email, '--roles', 'read-only']);
    const finance = await createTestAdmin(t.deps);
    await runAdminCommand(t.deps, ['staff:roles', finance.email, '--roles', 'finance']);
    const readerToken = await signInAdmin(t.app, reader.email);
    const financeToken = await signInAdmin(t.app, finance.email);
    expect((await audit({}, readerToken)).total).toBeGreaterThan(0);
    const refused = await as(financeToken)({ method: 'GET', url: '/api/v1/admin/audit' });
    expect(refused.statusCode).toBe(403);
    const exportRefused = await as(financeToken)({ method: 'GET', url: '/api/v1/admin/audit/export' });
    expect(exportRefused.statusCode).toBe(403);
  });
});
