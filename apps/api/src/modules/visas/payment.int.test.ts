import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VisaApplicationAnswer, VisaApplicationDto } from '@portal/contracts';
import { queryRows } from '@portal/db';
import { COMMANDS } from '../../cli/commands.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { multipart, SAMPLE_FILES } from '../auth/auth.fixtures.ts';
import {
  auth,
  createAgentWithToken,
  createSubAgentOf,
  type TestAgent,
} from '../resellers/resellers.testing.ts';
import { expectOrderCreditNotes } from '../bookings/credit-notes.testing.ts';
import { findOrder, linesOfOrder } from '../bookings/core/index.ts';
import { refundLine } from '../bookings/core/money.ts';
import { readyApplication, travellerRow, visaCatalogue, type VisaCatalogueIds } from './visas.testing.ts';
import { cliActor } from '../../audit/index.ts';

let t: TestApp;
let ids: VisaCatalogueIds;
let A: TestAgent;
let B: TestAgent;
let visaPdf: string;
beforeAll(async () => {
  t = await buildTestApp();
  ids = await visaCatalogue(t);
  A = await createAgentWithToken(t.deps, { balance: 500_000 });
  B = await createAgentWithToken(t.deps, { balance: 500_000 });
  visaPdf = join(tmpdir(), `visa-${randomUUID()}.pdf`);
  writeFileSync(visaPdf, SAMPLE_FILES.pdf);
});
afterAll(() => t.close());

const as = (who: TestAgent | null) => (o: InjectOptions) =>
  t.app.inject({ ...o, headers: { ...(who ? auth(who.token) : {}), ...o.headers } });
const cli = (name: string, positional: string[], flags: Record<string, string> = {}) =>
  COMMANDS.find((c) => c.name === name)!.run(t.deps, { positional, flags }, cliActor('test'));
const balance = async (who: TestAgent) =>
  (await as(who)({ method: 'GET', url: '/api/v1/b2b/transactions/balance' })).json<{ balance: number }>()
    .balance;
const pay = (
  who: TestAgent,
  app: VisaApplicationDto,
  method: 'wallet' | 'card' = 'wallet',
  key = randomUUID(),
) =>
  as(who)({
    method: 'POST',
    url: `/api/v1/b2b/visa/application/payment/${app._id}`,
    headers: { 'idempotency-key': `visa-${key}` },
    payload: { paymentMethod: method, expectedPrice: app.totalAmount },
  });
const details = async (who: TestAgent, id: string) =>
  (
    await as(who)({ method: 'GET', url: `/api/v1/b2b/visa/application/list/${id}` })
  ).json<VisaApplicationAnswer>().visaApplication;

describe('paying through the booking core and following each traveller', () => {
  it('pays by wallet once, the company approves one and rejects one, the agent downloads and reapplies', async () => {
    const app = await readyApplication(as(A), ids, t.deps.clock.now(), 2, 1);
    const before = await balance(A);

    const unpaidInvoice = await as(A)({
      method: 'GET',
      url: `/api/v1/b2b/visa/application/invoice/${app._id}`,
    });
    expect(unpaidInvoice.statusCode).toBe(404);

    const paid = await pay(A, app);
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json<{ paymentMethod: string }>().paymentMethod).toBe('wallet');
    const afterPay = await details(A, app._id);
    expect(afterPay.paymentState).toBe('paid');
    expect(afterPay.travellers.map((tr) => tr.status)).toEqual(['submitted', 'submitted', 'submitted']);
    expect(await balance(A)).toBeCloseTo(before - app.totalAmount / 100, 2);
    // One reference: the application's is its order's, its statement lines' and its invoice's.
    expect(app.referenceNumber).toMatch(/^VIS-/);
    const [order] = await queryRows<{ reference_number: string }>(
      t.deps.database.db,
      sql`select reference_number from booking_orders where id = ${paid.json<{ orderId: string }>().orderId}`,
    );
    expect(order?.reference_number).toBe(app.referenceNumber);
    const lines = await queryRows<{ reference: string; description: string }>(
      t.deps.database.db,
      sql`select reference, description from ledger_entries where agent_id = ${A.id} and description like '%Visa%'`,
    );
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((l) => l.description.includes(app.referenceNumber))).toBe(true);

    // A second payment (new key): a clear message, nothing charged.
    const again = await pay(A, app);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: string }>().error).toMatch(/already paid/);
    expect(await balance(A)).toBeCloseTo(before - app.totalAmount / 100, 2);
    // Someone else's application: 404.
    expect((await pay(B, app)).statusCode).toBe(404);

    const invoice = await as(A)({ method: 'GET', url: `/api/v1/b2b/visa/application/invoice/${app._id}` });
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');

    // The company: in process, then the visa PDF for traveller 1, a rejection for traveller 2.
    const ref = app.referenceNumber;
    expect(await cli('visas:status', [ref, '1', 'in_process'])).toMatch(/Submitted -> In process/);
    expect(await cli('visas:attach', [ref, '1', visaPdf])).toMatch(/visa attached/);
    await expect(cli('visas:reject', [ref, '2'])).rejects.toThrow(/--reason/);
    expect(await cli('visas:reject', [ref, '2'], { reason: 'Passport scan unreadable' })).toMatch(/Rejected/);
    await expect(cli('visas:attach', [ref, '2', visaPdf])).rejects.toThrow(/cannot go from rejected/);
    await expect(cli('visas:attach', [ref, '3', '/etc/hostname'])).rejects.toThrow(/not a PDF|Cannot read/);
    expect(await cli('visas:list', [], { status: 'rejected' })).toContain('Passport scan unreadable');

    const followed = await details(A, app._id);
    expect(followed.travellers.map((tr) => tr.status)).toEqual(['approved', 'rejected', 'submitted']);
    expect(followed.travellers[1]!.rejectionReason).toBe('Passport scan unreadable');
    expect(followed.status).toBe('in_process');
    const [first, second] = followed.travellers;

    const visaUrl = `/api/v1/b2b/visa/application/${app._id}/travellers/${first!._id}/visa`;
    const download = await as(A)({ method: 'GET', url: visaUrl });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await as(B)({ method: 'GET', url: visaUrl })).statusCode).toBe(404);
    expect(
      (
        await as(A)({
          method: 'GET',
          url: `/api/v1/b2b/visa/application/${app._id}/travellers/${second!._id}/visa`,
        })
      ).statusCode,
    ).toBe(404);

    const reapply = (travellerId: string, traveller: object) => {
      const form = multipart(
        [
          {
            field: 'passportFistPagePhoto',
            filename: 'new.png',
            content: SAMPLE_FILES.png,
            contentType: 'image/png',
          },
        ],
        { traveller: JSON.stringify(traveller) },
      );
      return as(A)({
        method: 'POST',
        url: `/api/v1/b2b/visa/application/${app._id}/reapply/${travellerId}`,
        headers: form.headers,
        payload: form.payload,
      });
    };
    const corrected = { ...travellerRow('ADT', 1, app.travelDate), passportNo: 'N1234567' };
    const approvedAgain = await reapply(first!._id, corrected);
    expect(approvedAgain.statusCode).toBe(409);
    expect(approvedAgain.json<{ error: string }>().error).toMatch(/Only a rejected traveller/);
    const badName = await reapply(second!._id, { ...corrected, lastName: 'Ωmega' });
    expect(badName.statusCode).toBe(400);
    const balanceBefore = await balance(A);
    const ok = await reapply(second!._id, corrected);
    expect(ok.statusCode, ok.body).toBe(200);
    const re = ok.json<VisaApplicationAnswer>().visaApplication.travellers[1]!;
    expect(re).toMatchObject({
      status: 'submitted',
      passportNo: 'N1234567',
      rejectionReason: null,
      reapplyCount: 1,
    });
    expect(await balance(A)).toBe(balanceBefore);

    const mails = await queryRows<{ subject: string }>(
      t.deps.database.db,
      sql`select subject from mail_outbox where "to" = ${A.email} and subject like ${`Visa ${ref}%`}`,
    );
    expect(mails.map((m) => m.subject)).toEqual(
      expect.arrayContaining([expect.stringMatching(/Approved$/), expect.stringMatching(/Rejected$/)]),
    );
  });

  it("lists a visa order's credit notes through the one route of every product", async () => {
    const app = await readyApplication(as(A), ids, t.deps.clock.now(), 1, 0);
    const paid = await pay(A, app);
    expect(paid.statusCode, paid.body).toBe(201);
    const orderId = paid.json<{ orderId: string }>().orderId;
    // Paid and invoiced, nothing refunded: the list is empty (and still the owner's only).
    await expectOrderCreditNotes(t, orderId, A.token, B.token, []);
    // Visas have no agent cancellation; a refund through the core's one refund step issues the note.
    const order = (await findOrder(t.deps.database.db, orderId))!;
    const [line] = await linesOfOrder(t.deps.database.db, orderId);
    await t.deps.database.db.transaction((tx) =>
      refundLine(t.deps, tx, order, line!, 5_000, 'goodwill refund'),
    );
    const [note] = await expectOrderCreditNotes(t, orderId, A.token, B.token, [5_000]);
    expect(note!.invoiceNumber).toBeTruthy();
  });

  it('refuses to pay without documents or with too little money; nothing charged', async () => {
    const poor = await createAgentWithToken(t.deps, { balance: 1_000 });
    const app = await readyApplication(as(poor), ids, t.deps.clock.now(), 1, 0);
    const res = await pay(poor, app);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ code: string }>()).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      messageKey: 'wallet.insufficientFunds',
    });
    expect(await balance(poor)).toBe(10);
    expect((await details(poor, app._id)).paymentState).toBe('unpaid');

    const created = await as(A)({
      method: 'POST',
      url: '/api/v1/b2b/visa/application/create',
      payload: {
        ...app,
        visaType: app.visaType._id,
        nationality: ids.sold,
        travellers: [travellerRow('ADT', 0, app.travelDate)],
      },
    });
    const bare = created.json<VisaApplicationAnswer>().visaApplication;
    const noDocs = await pay(A, bare);
    expect(noDocs.statusCode).toBe(422);
    expect(noDocs.json<{ error: string }>().error).toMatch(/Upload the passport first page/);
  });

  it("credits a sub-agent's markup to its parent through the core", async () => {
    const parent = await createAgentWithToken(t.deps);
    const sub = await createSubAgentOf(t.deps, parent, { balance: 500_000 });
    const app = await readyApplication(as(sub), ids, t.deps.clock.now(), 1, 0);
    const markup = await as(parent)({
      method: 'PATCH',
      url: '/api/v1/b2b/subagent/visa/markup/upsert',
      payload: { subAgentId: sub.id, visaType: app.visaType._id, markupType: 'flat', markup: 25 },
    });
    expect(markup.statusCode).toBe(200);
    // The price changed after the application was made: the core answers 409 with the new price.
    const stale = await pay(sub, app);
    expect(stale.statusCode).toBe(409);
    const fresh = stale.json<{ agentPrice: number }>().agentPrice;
    expect(fresh).toBe(app.totalAmount + 2_500);
    const paid = await pay(sub, { ...app, totalAmount: fresh });
    expect(paid.statusCode, paid.body).toBe(201);
    const [order] = await queryRows<{ total_parent_earning: number }>(
      t.deps.database.db,
      sql`select total_parent_earning from booking_orders where id = ${paid.json<{ orderId: string }>().orderId}`,
    );
    expect(order?.total_parent_earning).toBe(2_500);
  });

  it('a card checkout that expired hands the reference on: the paid order carries the application reference', async () => {
    const app = await readyApplication(as(A), ids, t.deps.clock.now(), 1, 0);
    const card = await pay(A, app, 'card');
    expect(card.statusCode, card.body).toBe(201);
    const cardOrder = card.json<{ orderId: string }>().orderId;
    // The checkout ends unpaid (what the expiry job does to the order).
    await t.deps.database.db.execute(
      sql`update booking_orders set status = 'expired' where id = ${cardOrder}`,
    );
    const paid = await pay(A, app);
    expect(paid.statusCode, paid.body).toBe(201);
    const rows = await queryRows<{ id: string; reference_number: string }>(
      t.deps.database.db,
      sql`select id, reference_number from booking_orders where reference_number like ${`${app.referenceNumber}%`} order by created_at`,
    );
    expect(rows).toEqual([
      { id: cardOrder, reference_number: `${app.referenceNumber}/1` },
      { id: paid.json<{ orderId: string }>().orderId, reference_number: app.referenceNumber },
    ]);
  });
});
