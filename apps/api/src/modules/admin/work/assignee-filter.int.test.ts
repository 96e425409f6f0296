import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminOrderListAnswer,
  adminVisaApplicationsAnswer,
  type VisaApplicationAnswer,
} from '@portal/contracts';
import { admins } from '@portal/db';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { bearer, createTestAdmin, signInAdmin } from '../../auth/auth.fixtures.ts';
import { createAgentWithToken } from '../../resellers/resellers.testing.ts';
import { readyApplication, visaCatalogue } from '../../visas/visas.testing.ts';

/**
 * The bookings desk and the visa desk show who handles each row and filter by it: assigned to me, to
 * nobody, or to one member of staff; their Excel exports carry the same column (issue 33 section 4).
 */

let t: TestApp;
let meToken: string;
let me: { id: string; name: string };
let other: { id: string; name: string };

beforeAll(async () => {
  t = await buildTestApp();
  const a = await createTestAdmin(t.deps);
  const b = await createTestAdmin(t.deps);
  await t.deps.database.db.update(admins).set({ name: 'Mona Desk' }).where(eq(admins.id, a.id));
  await t.deps.database.db.update(admins).set({ name: 'Omar Desk' }).where(eq(admins.id, b.id));
  me = { id: a.id, name: 'Mona Desk' };
  other = { id: b.id, name: 'Omar Desk' };
  meToken = await signInAdmin(t.app, a.email);
});
afterAll(() => t.close());

const call = (token: string) => (o: InjectOptions) =>
  t.app.inject({ ...o, headers: { ...bearer(token), ...(o.headers as object) } });
const staff = (o: InjectOptions) => call(meToken)(o);

async function paidVisa(token: string, ids: Awaited<ReturnType<typeof visaCatalogue>>) {
  const ready = await readyApplication(call(token), ids, t.deps.clock.now(), 1, 0);
  const paid = await call(token)({
    method: 'POST',
    url: `/api/v1/b2b/visa/application/payment/${ready._id}`,
    headers: { 'idempotency-key': randomUUID() },
    payload: { paymentMethod: 'wallet', expectedPrice: ready.totalAmount },
  });
  expect(paid.statusCode, paid.body).toBe(201);
  return paid.json<VisaApplicationAnswer>().visaApplication;
}

async function assign(kind: 'order' | 'visa', key: string, adminId: string) {
  const res = await staff({
    method: 'PUT',
    url: `/api/v1/admin/work/${kind}/${key}/assignee`,
    payload: { adminId },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function sheetRows(url: string): Promise<unknown[][]> {
  const res = await staff({ method: 'GET', url });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('assigned to: the visa desk and the bookings desk', () => {
  it('shows the assignee on each row and filters by me, unassigned and one member of staff', async () => {
    const ids = await visaCatalogue(t);
    const agent = await createAgentWithToken(t.deps, { balance: 1_000_000 });
    const mine = await paidVisa(agent.token, ids);
    const nobodys = await paidVisa(agent.token, ids);
    const omars = await paidVisa(agent.token, ids);
    await assign('visa', mine._id, me.id);
    await assign('visa', omars._id, other.id);

    const visas = async (assignee?: string) => {
      const query = new URLSearchParams({
        search: String(agent.agentCode),
        ...(assignee ? { assignee } : {}),
      });
      const res = await staff({ method: 'GET', url: `/api/v1/admin/visa/applications?${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return adminVisaApplicationsAnswer.parse(res.json()).visaApplications;
    };
    const all = await visas();
    expect(Object.fromEntries(all.map((a) => [a._id, a.assignee]))).toEqual({
      [mine._id]: me,
      [nobodys._id]: null,
      [omars._id]: other,
    });
    expect((await visas('me')).map((a) => a._id)).toEqual([mine._id]);
    expect((await visas('unassigned')).map((a) => a._id)).toEqual([nobodys._id]);
    expect((await visas(other.id)).map((a) => a._id)).toEqual([omars._id]);
    const bad = await staff({ method: 'GET', url: '/api/v1/admin/visa/applications?assignee=someone' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: string }>().error).toContain(
      'The assignee is me, unassigned or a member of staff',
    );

    const visaSheet = await sheetRows(
      `/api/v1/admin/visa/applications/export?search=${agent.agentCode}&assignee=me`,
    );
    expect(visaSheet[0]?.at(-1)).toBe('Assigned to');
    expect(visaSheet.slice(1).map((r) => [r[0], r.at(-1)])).toEqual([[mine.referenceNumber, me.name]]);

    // The same three as orders of the bookings desk (the visa's reference is the order's).
    const orders = async (assignee?: string) => {
      const query = new URLSearchParams({
        agent: String(agent.agentCode),
        ...(assignee ? { assignee } : {}),
      });
      const res = await staff({ method: 'GET', url: `/api/v1/admin/orders?${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return adminOrderListAnswer.parse(res.json()).orders;
    };
    const listed = await orders();
    expect(listed).toHaveLength(3);
    expect(listed.every((o) => o.assignee === null)).toBe(true);
    const byRef = (ref: string) => listed.find((o) => o.referenceNumber === ref)!;
    const order = byRef(mine.referenceNumber);
    await assign('order', `${order.product}:${order._id}`, me.id);
    await assign(
      'order',
      `${byRef(omars.referenceNumber).product}:${byRef(omars.referenceNumber)._id}`,
      other.id,
    );
    expect((await orders('me')).map((o) => [o._id, o.assignee])).toEqual([[order._id, me]]);
    expect((await orders('unassigned')).map((o) => o.referenceNumber)).toEqual([nobodys.referenceNumber]);
    expect((await orders(other.id)).map((o) => o.referenceNumber)).toEqual([omars.referenceNumber]);

    const orderSheet = await sheetRows(
      `/api/v1/admin/orders/export?agent=${agent.agentCode}&assignee=${other.id}`,
    );
    expect(orderSheet[0]?.at(-1)).toBe('Assigned to');
    expect(orderSheet.slice(1).map((r) => [r[0], r.at(-1)])).toEqual([[omars.referenceNumber, other.name]]);
  });
});
