import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminVisaApplicationsAnswer,
  type AdminVisaApplicationDto,
  type VisaApplicationAnswer,
  type VisaApplicationDto,
} from '@portal/contracts';
import { auditEvents } from '@portal/db';
import { COMMANDS } from '../../cli/commands.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { createTestAdmin, multipart, SAMPLE_FILES, signInAdmin } from '../auth/auth.fixtures.ts';
import { auth, createAgentWithToken, type TestAgent } from '../resellers/resellers.testing.ts';
import { readyApplication, visaCatalogue, type VisaCatalogueIds } from './visas.testing.ts';
import { cliActor } from '../../audit/index.ts';

let t: TestApp;
let ids: VisaCatalogueIds;
let A: TestAgent;
let adminToken: string;
const company = `Visa Desk ${randomUUID().slice(0, 8)}`;
beforeAll(async () => {
  t = await buildTestApp();
  ids = await visaCatalogue(t);
  A = await createAgentWithToken(t.deps, { balance: 1_000_000, companyName: company });
  const admin = await createTestAdmin(t.deps);
  adminToken = await signInAdmin(t.app, admin.email);
});
afterAll(() => t.close());

const as = (token: string | null) => (o: InjectOptions) =>
  t.app.inject({ ...o, headers: { ...(token ? auth(token) : {}), ...o.headers } });
const staff = (o: InjectOptions) => as(adminToken)(o);
const cli = (name: string, positional: string[], flags: Record<string, string> = {}) =>
  COMMANDS.find((c) => c.name === name)!.run(t.deps, { positional, flags }, cliActor('test'));

async function paidApplication(adults = 1): Promise<VisaApplicationDto> {
  const app = await readyApplication(as(A.token), ids, t.deps.clock.now(), adults, 0);
  const res = await as(A.token)({
    method: 'POST',
    url: `/api/v1/b2b/visa/application/payment/${app._id}`,
    headers: { 'idempotency-key': `visa-admin-${randomUUID()}` },
    payload: { paymentMethod: 'wallet', expectedPrice: app.totalAmount },
  });
  if (res.statusCode !== 201) throw new Error(`payment failed ${res.statusCode}: ${res.body}`);
  return res.json<VisaApplicationAnswer>().visaApplication;
}

async function list(query: Record<string, string | number>) {
  const res = await staff({ method: 'GET', url: '/api/v1/admin/visa/applications', query: stringify(query) });
  expect(res.statusCode, res.body).toBe(200);
  return adminVisaApplicationsAnswer.parse(res.json());
}
const stringify = (q: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(q).map(([k, v]) => [k, String(v)]));

const status = (app: { _id: string }, travellerId: string, body: object) =>
  staff({
    method: 'PATCH',
    url: `/api/v1/admin/visa/applications/${app._id}/travellers/${travellerId}/status`,
    payload: body,
  });

function attach(app: { _id: string }, travellerId: string, content: Buffer, contentType: string) {
  const form = multipart([{ field: 'visa', filename: 'visa.pdf', content, contentType }]);
  return staff({
    method: 'POST',
    url: `/api/v1/admin/visa/applications/${app._id}/travellers/${travellerId}/visa`,
    headers: form.headers,
    payload: form.payload,
  });
}

describe('back office: visa applications list', () => {
  it('searches by reference, agent and passport, names the agent and links the documents', async () => {
    const app = await paidApplication();
    const traveller = app.travellers[0]!;

    for (const search of [app.referenceNumber, company, A.email, String(A.agentCode), traveller.passportNo]) {
      const page = await list({ search, limit: 100 });
      expect(
        page.visaApplications.map((a) => a._id),
        search,
      ).toContain(app._id);
    }
    const found = (await list({ search: app.referenceNumber })).visaApplications;
    expect(found).toHaveLength(1);
    const row: AdminVisaApplicationDto = found[0]!;
    expect(row.agent).toMatchObject({ _id: A.id, companyName: company, email: A.email });
    const links = row.travellers[0]!.documentLinks;
    expect(links.passportFistPagePhoto).toMatch(/^\/api\/v1\/files\/[0-9a-f-]+\?exp=\d+&sig=/);
    expect(links.supportiveDoc1).toBeNull();
    expect(row.travellers[0]!.visaLink).toBeNull();

    // The signed link opens the upload without a token (a new tab of the back office).
    const file = await t.app.inject({ method: 'GET', url: links.passportSizePhoto! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');

    expect((await list({ search: `nobody-${randomUUID()}` })).totalVisaApplications).toBe(0);
    // Wildcards match literally.
    expect((await list({ search: '%' })).totalVisaApplications).toBe(0);
  });

  it('puts the applications waiting for staff first with order=pending, and pages with a total', async () => {
    const waiting = await paidApplication();
    const done = await paidApplication();
    const unpaid = await readyApplication(as(A.token), ids, t.deps.clock.now(), 1, 0);
    expect((await status(done, done.travellers[0]!._id, { status: 'in_process' })).statusCode).toBe(200);
    expect(
      (await status(done, done.travellers[0]!._id, { status: 'rejected', reason: 'Blurred scan' }))
        .statusCode,
    ).toBe(200);

    const newest = await list({ search: company, limit: 100 });
    expect(newest.visaApplications[0]!._id).toBe(unpaid._id);

    const pending = await list({ search: company, order: 'pending', limit: 100 });
    const order = pending.visaApplications.map((a) => a._id);
    expect(order.indexOf(waiting._id)).toBeLessThan(order.indexOf(unpaid._id));
    expect(order.indexOf(waiting._id)).toBeLessThan(order.indexOf(done._id));
    for (const a of pending.visaApplications.slice(0, order.indexOf(waiting._id) + 1))
      expect(a.travellers.some((tr) => tr.status === 'submitted' || tr.status === 'in_process')).toBe(true);

    const rejected = await list({ search: company, status: 'rejected' });
    expect(rejected.visaApplications.map((a) => a._id)).toEqual([done._id]);
    expect(rejected.visaApplications[0]!.travellers[0]!.rejectionReason).toBe('Blurred scan');

    const first = await list({ search: company, limit: 1 });
    const second = await list({ search: company, limit: 1, skip: 1 });
    expect(first.totalVisaApplications).toBe(newest.totalVisaApplications);
    expect(first.visaApplications).toHaveLength(1);
    expect(second.visaApplications[0]!._id).not.toBe(first.visaApplications[0]!._id);
  });

  it('refuses bad filters (400) and anybody but staff (401, 403)', async () => {
    const bad: Record<string, string>[] = [
      { limit: '101' },
      { order: 'oldest' },
      { status: 'done' },
      { search: 'x'.repeat(101) },
    ];
    for (const query of bad) {
      const res = await staff({ method: 'GET', url: '/api/v1/admin/visa/applications', query });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json<{ error: string }>().error).toBeTruthy();
    }
    expect((await as(null)({ method: 'GET', url: '/api/v1/admin/visa/applications' })).statusCode).toBe(401);
    expect((await as(A.token)({ method: 'GET', url: '/api/v1/admin/visa/applications' })).statusCode).toBe(
      403,
    );
  });

  it('keeps the command line list as it was', async () => {
    const app = await paidApplication();
    expect(await cli('visas:list', [], { status: 'submitted' })).toContain(app.referenceNumber);
  });
});

describe('back office: moving a traveller and attaching the visa', () => {
  it('in process, then the visa PDF approves it; the agent sees approved and the staff list links the visa', async () => {
    const app = await paidApplication();
    const tr = app.travellers[0]!;

    const moved = await status(app, tr._id, { status: 'in_process' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<VisaApplicationAnswer>().visaApplication.travellers[0]!.status).toBe('in_process');

    // Not a PDF: 400 with a message, nothing changes.
    const png = await attach(app, tr._id, SAMPLE_FILES.png, 'image/png');
    expect(png.statusCode).toBe(400);
    expect(png.json<{ error: string }>().error).toMatch(/PDF/);

    const attached = await attach(app, tr._id, SAMPLE_FILES.pdf, 'application/pdf');
    expect(attached.statusCode, attached.body).toBe(200);

    const agentView = (
      await as(A.token)({ method: 'GET', url: `/api/v1/b2b/visa/application/list/${app._id}` })
    ).json<VisaApplicationAnswer>().visaApplication;
    expect(agentView.travellers[0]).toMatchObject({ status: 'approved', hasVisa: true });

    const row = (await list({ search: app.referenceNumber })).visaApplications[0]!;
    expect(row.travellers[0]!.visaLink).toMatch(/^\/api\/v1\/files\//);
    const pdf = await t.app.inject({ method: 'GET', url: row.travellers[0]!.visaLink! });
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // Each decision audited with the change: in process, then approved by the upload (issue 33).
    const audits = await t.deps.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.objectId, tr._id))
      .orderBy(auditEvents.id);
    expect(audits.map((r) => [r.kind, r.before, r.after])).toEqual([
      ['visa.in_process', { status: 'submitted' }, { status: 'in_process' }],
      [
        'visa.approved',
        expect.objectContaining({ status: 'in_process' }),
        expect.objectContaining({ status: 'approved' }),
      ],
    ]);
  });

  it('answers 400 without a reason, 409 for a wrong move, 404 for unknown ids', async () => {
    const app = await paidApplication();
    const tr = app.travellers[0]!;

    const noReason = await status(app, tr._id, { status: 'rejected', reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json<{ error: string }>().error).toMatch(/reason/);

    const rejected = await status(app, tr._id, { status: 'rejected', reason: 'Photo too dark' });
    expect(rejected.statusCode).toBe(200);
    const wrong = await status(app, tr._id, { status: 'in_process' });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json<{ error: string }>().error).toBeTruthy();
    expect((await attach(app, tr._id, SAMPLE_FILES.pdf, 'application/pdf')).statusCode).toBe(409);

    expect((await status(app, randomUUID(), { status: 'in_process' })).statusCode).toBe(404);
    expect((await status({ _id: randomUUID() }, tr._id, { status: 'in_process' })).statusCode).toBe(404);
    expect(
      (await attach({ _id: randomUUID() }, tr._id, SAMPLE_FILES.pdf, 'application/pdf')).statusCode,
    ).toBe(404);

    const unpaid = await readyApplication(as(A.token), ids, t.deps.clock.now(), 1, 0);
    expect((await status(unpaid, unpaid.travellers[0]!._id, { status: 'in_process' })).statusCode).toBe(409);
  });
});
