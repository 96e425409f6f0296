import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminBulkAnswer,
  adminQuotationQueueAnswer,
  auditHistoryAnswer,
  staffWorkAnswer,
  type VisaApplicationAnswer,
  type VisaApplicationDto,
} from '@portal/contracts';
import { agentConfigurations, agents, auditEvents, companyBankAccounts, mailOutbox } from '@portal/db';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import {
  bearer,
  createTestAdmin,
  createTestAgent,
  multipart,
  SAMPLE_FILES,
  signInAdmin,
} from '../../auth/auth.fixtures.ts';
import { createQuotation, idem, landDraft, quotationCatalogue } from '../../quotations/quotations.testing.ts';
import { createAgentWithToken, createSubAgentOf, type TestAgent } from '../../resellers/resellers.testing.ts';
import { readyApplication, visaCatalogue } from '../../visas/visas.testing.ts';

let t: TestApp;
let adminToken: string;
let adminId: string;
let adminName: string;
let bankId: string;

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await createTestAdmin(t.deps);
  adminId = admin.id;
  adminName = admin.name;
  adminToken = await signInAdmin(t.app, admin.email);
  const [bank] = await t.deps.database.db
    .insert(companyBankAccounts)
    .values({
      bankName: 'Bulk Bank',
      accountName: 'Desert Rose Tourism LLC',
      accountNumber: `BK-${randomUUID()}`,
      iban: 'AE070331234567890123456',
      swiftCode: 'BKBKAEAD',
      branchName: 'Main',
    })
    .returning();
  bankId = bank!.id;
});
afterAll(() => t.close());

const call = (token: string | null) => (o: InjectOptions) =>
  t.app.inject({ ...o, headers: { ...(token ? bearer(token) : {}), ...(o.headers as object) } });
const staff = (o: InjectOptions) => call(adminToken)(o);
const key = () => `bulk-${randomUUID()}`;

async function reportDeposit(agent: TestAgent, amount: string): Promise<string> {
  const form = multipart(
    [{ field: 'receipt', filename: 'r.pdf', content: SAMPLE_FILES.pdf, contentType: 'application/pdf' }],
    { amount, companyBankId: bankId, referenceNumber: `REF-${randomUUID().slice(0, 6)}` },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/b2b/wallets/deposit-requests/add',
    headers: { ...form.headers, ...bearer(agent.token), 'idempotency-key': key() },
    payload: form.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: string }>().id;
}

async function balanceOf(agent: TestAgent): Promise<number> {
  const res = await call(agent.token)({ method: 'GET', url: '/api/v1/b2b/transactions/balance' });
  return res.json<{ balance: number }>().balance;
}

describe('bulk deposit confirmation', () => {
  it('confirms each deposit on its own with a result per deposit; a retry credits nothing twice', async () => {
    const agent = await createAgentWithToken(t.deps);
    const [a, b, c] = [
      await reportDeposit(agent, '10'),
      await reportDeposit(agent, '20.50'),
      await reportDeposit(agent, '5'),
    ];
    // c is confirmed alone first: in the bulk it is refused, the others still go through.
    const single = await staff({
      method: 'POST',
      url: `/api/v1/admin/wallets/deposits/${c}/confirm`,
      headers: { 'idempotency-key': key() },
    });
    expect(single.statusCode).toBe(200);
    const unknown = randomUUID();
    const k = key();
    const bulk = () =>
      staff({
        method: 'POST',
        url: '/api/v1/admin/wallets/deposits/bulk-confirm',
        headers: { 'idempotency-key': k },
        payload: { ids: [a, c, b, unknown] },
      });
    const first = await bulk();
    expect(first.statusCode, first.body).toBe(200);
    const answer = adminBulkAnswer.parse(first.json());
    expect(answer).toMatchObject({ done: 2, failed: 2 });
    expect(answer.results.map((r) => [r.id, r.ok])).toEqual([
      [a, true],
      [c, false],
      [b, true],
      [unknown, false],
    ]);
    expect(answer.results[1]!.message).toContain('already confirmed');
    expect(answer.results[3]!.message).toContain('not found');
    expect(await balanceOf(agent)).toBe(35.5);

    const second = await bulk();
    expect(second.statusCode, second.body).toBe(200);
    const again = adminBulkAnswer.parse(second.json());
    expect(again.results.map((r) => r.ok)).toEqual([true, false, true, false]);
    expect(await balanceOf(agent)).toBe(35.5);

    const audit = await t.deps.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.kind, 'deposit.confirm'), eq(auditEvents.objectId, a)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorName: adminName, after: { status: 'confirmed' } });
  });

  it('refuses a bulk without a key, with no deposits or too many, and an agent token', async () => {
    const post = (payload: object, headers: Record<string, string> = { 'idempotency-key': key() }) =>
      staff({ method: 'POST', url: '/api/v1/admin/wallets/deposits/bulk-confirm', headers, payload });
    expect((await post({ ids: [randomUUID()] }, {})).statusCode).toBe(400);
    expect((await post({ ids: [] })).json<{ error: string }>().error).toContain('Choose the deposits');
    expect((await post({ ids: Array.from({ length: 51 }, () => randomUUID()) })).statusCode).toBe(400);
    const id = randomUUID();
    expect((await post({ ids: [id, id] })).json<{ error: string }>().error).toContain('chosen twice');
    const agent = await createAgentWithToken(t.deps);
    const res = await call(agent.token)({
      method: 'POST',
      url: '/api/v1/admin/wallets/deposits/bulk-confirm',
      headers: { 'idempotency-key': key() },
      payload: { ids: [randomUUID()] },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('bulk visa move to in process', () => {
  it('moves each traveller on its own; one that cannot move is refused alone', async () => {
    const ids = await visaCatalogue(t);
    const agent = await createAgentWithToken(t.deps, { balance: 1_000_000 });
    const ready = await readyApplication(call(agent.token), ids, t.deps.clock.now(), 2, 0);
    const paid = await call(agent.token)({
      method: 'POST',
      url: `/api/v1/b2b/visa/application/payment/${ready._id}`,
      headers: { 'idempotency-key': key() },
      payload: { paymentMethod: 'wallet', expectedPrice: ready.totalAmount },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const app: VisaApplicationDto = paid.json<VisaApplicationAnswer>().visaApplication;
    const unpaid = await readyApplication(call(agent.token), ids, t.deps.clock.now(), 1, 0);
    const travellers = [
      ...app.travellers.map((tr) => ({ applicationId: app._id, travellerId: tr._id })),
      { applicationId: unpaid._id, travellerId: unpaid.travellers[0]!._id },
    ];
    const res = await staff({
      method: 'POST',
      url: '/api/v1/admin/visa/travellers/in-process',
      payload: { travellers },
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = adminBulkAnswer.parse(res.json());
    expect(answer.results.map((r) => r.ok)).toEqual([true, true, false]);
    expect(answer.results[0]!.message).toContain(app.referenceNumber);
    const after = await staff({
      method: 'GET',
      url: `/api/v1/admin/visa/applications?search=${app.referenceNumber}`,
    });
    const statuses = after
      .json<{ visaApplications: VisaApplicationDto[] }>()
      .visaApplications[0]!.travellers.map((tr) => tr.status);
    expect(statuses).toEqual(['in_process', 'in_process']);
    const audit = await t.deps.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.objectId, app.travellers[0]!._id));
    expect(audit.map((e) => e.kind)).toContain('visa.in_process');
    // The application's history (its page) names both travellers' decisions and a note on it; not the
    // other application's.
    const note = await staff({
      method: 'POST',
      url: `/api/v1/admin/work/visa/${app._id}/notes`,
      payload: { text: 'Passports checked' },
    });
    expect(note.statusCode, note.body).toBe(200);
    const history = await staff({ method: 'GET', url: `/api/v1/admin/history/visa-application/${app._id}` });
    expect(history.statusCode, history.body).toBe(200);
    const rows = auditHistoryAnswer.parse(history.json()).rows;
    expect(rows[0]).toMatchObject({ kind: 'visa-application.note', objectId: app._id });
    const decisions = rows.slice(1).map((r) => `${r.kind} ${r.objectType} ${r.objectId}`);
    expect(decisions.sort()).toEqual(
      app.travellers.map((tr) => `visa.in_process visa-traveller ${tr._id}`).sort(),
    );
    const other = await staff({ method: 'GET', url: `/api/v1/admin/history/visa-application/${unpaid._id}` });
    expect(auditHistoryAnswer.parse(other.json()).rows).toEqual([]);
  });
});

describe('notes and assignment', () => {
  it('keeps named, timestamped notes on an agent and assigns a visa application to staff', async () => {
    const agent = await createAgentWithToken(t.deps);
    const url = `/api/v1/admin/work/agent/${agent.id}`;
    const added = await staff({
      method: 'POST',
      url: `${url}/notes`,
      payload: { text: '  Called about the licence ' },
    });
    expect(added.statusCode, added.body).toBe(200);
    const work = staffWorkAnswer.parse(added.json());
    expect(work.notes).toHaveLength(1);
    expect(work.notes[0]).toMatchObject({
      text: 'Called about the licence',
      author: { id: adminId, name: adminName },
    });
    await staff({ method: 'POST', url: `${url}/notes`, payload: { text: 'Second' } });
    const read = staffWorkAnswer.parse((await staff({ method: 'GET', url })).json());
    expect(read.notes.map((n) => n.text)).toEqual(['Second', 'Called about the licence']);
    expect((await staff({ method: 'POST', url: `${url}/notes`, payload: { text: ' ' } })).statusCode).toBe(
      400,
    );
    expect(
      (await staff({ method: 'PUT', url: `${url}/assignee`, payload: { adminId } })).json<{ error: string }>()
        .error,
    ).toContain('Only orders and visa applications');

    const ids = await visaCatalogue(t);
    const rich = await createAgentWithToken(t.deps, { balance: 1_000_000 });
    const app = await readyApplication(call(rich.token), ids, t.deps.clock.now(), 1, 0);
    const visaUrl = `/api/v1/admin/work/visa/${app._id}`;
    const assigned = await staff({ method: 'PUT', url: `${visaUrl}/assignee`, payload: { adminId } });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(staffWorkAnswer.parse(assigned.json()).assignee).toMatchObject({
      id: adminId,
      assignedBy: adminName,
    });
    const cleared = await staff({ method: 'PUT', url: `${visaUrl}/assignee`, payload: { adminId: null } });
    expect(staffWorkAnswer.parse(cleared.json()).assignee).toBeNull();
    const nobody = await staff({
      method: 'PUT',
      url: `${visaUrl}/assignee`,
      payload: { adminId: randomUUID() },
    });
    expect(nobody.statusCode).toBe(400);

    expect((await staff({ method: 'GET', url: `/api/v1/admin/work/visa/${randomUUID()}` })).statusCode).toBe(
      404,
    );
    expect((await staff({ method: 'GET', url: `/api/v1/admin/work/order/${randomUUID()}` })).statusCode).toBe(
      400,
    );
    expect(
      (await staff({ method: 'GET', url: `/api/v1/admin/work/order/hotel:${randomUUID()}` })).statusCode,
    ).toBe(404);
    expect((await call(agent.token)({ method: 'GET', url })).statusCode).toBe(403);
    const list = await staff({ method: 'GET', url: '/api/v1/admin/work/staff' });
    expect(list.json<{ staff: { id: string }[] }>().staff.map((s) => s.id)).toContain(adminId);
  });
});

describe('registrations', () => {
  it('rejects a pending registration with a mailed reason; approving without documents needs a reason', async () => {
    const pending = await createTestAgent(t.deps, { status: 'pending' });
    const reject = (id: string, payload: object) =>
      staff({ method: 'POST', url: `/api/v1/admin/agents/${id}/reject`, payload });
    expect((await reject(pending.id, { reason: 'x' })).statusCode).toBe(400);
    const done = await reject(pending.id, { reason: 'The trade licence has expired' });
    expect(done.statusCode, done.body).toBe(200);
    const [row] = await t.deps.database.db.select().from(agents).where(eq(agents.id, pending.id));
    expect(row!.status).toBe('cancelled');
    const mails = await t.deps.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, pending.email));
    const mail = mails.find((m) => m.subject === 'Your agent registration was not approved');
    expect(mail?.text).toContain('Reason: The trade licence has expired');
    expect((await reject(pending.id, { reason: 'Again please' })).statusCode).toBe(409);
    const notes = staffWorkAnswer.parse(
      (await staff({ method: 'GET', url: `/api/v1/admin/work/agent/${pending.id}` })).json(),
    );
    expect(notes.notes[0]!.text).toBe('Registration rejected: The trade licence has expired');

    const bare = await createTestAgent(t.deps, { status: 'pending' });
    const approve = (payload: object) =>
      staff({ method: 'PATCH', url: `/api/v1/admin/agents/${bare.id}/status`, payload });
    const refused = await approve({ status: 'ok' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: string }>().error).toContain('no trade licence or tax certificate');
    const ok = await approve({ status: 'ok', reason: 'Known partner, documents by post' });
    expect(ok.statusCode, ok.body).toBe(200);
    const after = staffWorkAnswer.parse(
      (await staff({ method: 'GET', url: `/api/v1/admin/work/agent/${bare.id}` })).json(),
    );
    expect(after.notes[0]!.text).toBe(
      'Approved without trade licence and tax certificate: Known partner, documents by post',
    );
  });
});

describe("a reseller's sub-agents switched back on", () => {
  it('switches the chosen modules on for its sub-agents, never beyond the reseller', async () => {
    const reseller = await createAgentWithToken(t.deps);
    const sub = await createSubAgentOf(t.deps, reseller);
    const flags = (id: string, payload: object) =>
      staff({ method: 'PATCH', url: `/api/v1/admin/agents/${id}/flags`, payload });
    expect((await flags(reseller.id, { showVisa: false })).statusCode).toBe(200);
    const showVisaOf = async (id: string) =>
      (
        await t.deps.database.db.select().from(agentConfigurations).where(eq(agentConfigurations.agentId, id))
      )[0]?.showVisa;
    expect(await showVisaOf(sub.id)).toBe(false);
    const modules = (payload: object) =>
      staff({ method: 'POST', url: `/api/v1/admin/agents/${reseller.id}/sub-agents/modules`, payload });
    expect((await modules({ flags: ['showVisa'] })).statusCode).toBe(409);
    expect((await flags(reseller.id, { showVisa: true })).statusCode).toBe(200);
    expect(await showVisaOf(sub.id)).toBe(false);
    const on = await modules({ flags: ['showVisa'] });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ subAgents: 1 });
    expect(await showVisaOf(sub.id)).toBe(true);
  });
});

describe('confirmed quotations queue', () => {
  it('lists a confirmed quotation as new with its choice, comments and total; operations move it on', async () => {
    const c = await quotationCatalogue(t);
    const agent = await createAgentWithToken(t.deps);
    const made = await createQuotation(call(agent.token), landDraft(t, c, { agentQuotationNumber: 'OPS-1' }));
    const confirm = await call(agent.token)({
      method: 'PATCH',
      url: `/api/v1/quotations/amendment/confirm/${made._id}`,
      headers: idem(),
      payload: { selectedStay: 1, comments: 'Vegetarian meals please' },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const queue = async (work: string) =>
      adminQuotationQueueAnswer.parse(
        (await staff({ method: 'GET', url: `/api/v1/admin/quotations/queue?work=${work}` })).json(),
      );
    const item = (await queue('new')).quotations.find((q) => q.quotationNumber === made.quotationNumber);
    const quotationId = item?._id ?? '';
    expect(item).toMatchObject({ comments: 'Vegetarian meals please', stayNo: 1, work: { status: 'new' } });
    const moved = await staff({
      method: 'PUT',
      url: `/api/v1/admin/quotations/${quotationId}/work`,
      payload: { status: 'in-hand' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await queue('new')).quotations.some((q) => q._id === quotationId)).toBe(false);
    const inHand = (await queue('in-hand')).quotations.find((q) => q._id === quotationId);
    expect(inHand?.work).toMatchObject({ status: 'in-hand', updatedBy: adminName });
    const bad = await staff({
      method: 'PUT',
      url: `/api/v1/admin/quotations/${randomUUID()}/work`,
      payload: { status: 'done' },
    });
    expect(bad.statusCode).toBe(404);
  });
});
