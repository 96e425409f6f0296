import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { A2aAdminTicketBody } from '@portal/contracts';
import { admins, auditEvents, companyBankAccounts } from '@portal/db';
import { addDays, plainDateIn } from '@portal/domain';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import {
  bearer,
  createTestAdmin,
  createTestAgent,
  multipart,
  SAMPLE_FILES,
  signInAdmin,
} from '../modules/auth/auth.fixtures.ts';
import { createAgentWithToken, type TestAgent } from '../modules/resellers/resellers.testing.ts';

/**
 * Every kind of staff change writes its audit row (who, address, object, before and after, reason) in the
 * transaction of the change: a refused change leaves neither the change nor a row.
 */

let t: TestApp;
let token: string;
let staffId: string;
const STAFF_NAME = 'Fatima Finance';

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await createTestAdmin(t.deps);
  staffId = admin.id;
  await t.deps.database.db.update(admins).set({ name: STAFF_NAME }).where(eq(admins.id, admin.id));
  token = await signInAdmin(t.app, admin.email);
});
afterAll(() => t.close());

const staff = (o: InjectOptions) =>
  t.app.inject({ ...o, headers: { ...bearer(token), 'idempotency-key': randomUUID(), ...o.headers } });

const rowsOf = (objectType: string, objectId: string) =>
  t.deps.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.objectType, objectType), eq(auditEvents.objectId, objectId)));

const byStaff = { actorKind: 'staff', actorId: undefined as unknown, actorName: STAFF_NAME };
beforeAll(() => {
  byStaff.actorId = staffId;
});

describe('agent changes', () => {
  it('approve and disable, module flags, credit and pay-later limits: one row each, before and after', async () => {
    const agent = await createTestAgent(t.deps, { status: 'pending' });
    const id = agent.id;
    expect(
      (
        await staff({
          method: 'PATCH',
          url: `/api/v1/admin/agents/${id}/status`,
          payload: { status: 'ok', reason: 'Documents checked by phone' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await staff({
          method: 'PATCH',
          url: `/api/v1/admin/agents/${id}/flags`,
          payload: { showVisa: false },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await staff({
          method: 'PATCH',
          url: `/api/v1/admin/agents/${id}/credit-limit`,
          payload: { creditLimit: 2500 },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await staff({
          method: 'PATCH',
          url: `/api/v1/admin/agents/${id}/pay-later-limit`,
          payload: { payLaterLimit: 800 },
        })
      ).statusCode,
    ).toBe(200);
    // Disabling twice: the second is refused (409) and writes nothing.
    expect(
      (
        await staff({
          method: 'PATCH',
          url: `/api/v1/admin/agents/${id}/status`,
          payload: { status: 'disabled' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await staff({
          method: 'PATCH',
          url: `/api/v1/admin/agents/${id}/status`,
          payload: { status: 'disabled' },
        })
      ).statusCode,
    ).toBe(409);

    const rows = await rowsOf('agent', id);
    const kinds = Object.fromEntries(rows.map((r) => [r.kind, r]));
    expect(rows.map((r) => r.kind).sort()).toEqual([
      'agent.approve',
      'agent.credit-limit',
      'agent.disable',
      'agent.modules',
      'agent.pay-later-limit',
    ]);
    expect(kinds['agent.approve']).toMatchObject({
      ...byStaff,
      agentId: id,
      before: { status: 'pending' },
      after: { status: 'ok' },
      ip: '127.0.0.1',
    });
    expect(kinds['agent.modules']).toMatchObject({ before: { showVisa: true }, after: { showVisa: false } });
    expect(kinds['agent.credit-limit']).toMatchObject({
      before: { creditLimit: 0 },
      after: { creditLimit: 2500 },
    });
    expect(kinds['agent.pay-later-limit']).toMatchObject({
      before: { payLaterLimit: null },
      after: { payLaterLimit: 800 },
    });
    expect(kinds['agent.disable']).toMatchObject({ before: { status: 'ok' }, after: { status: 'disabled' } });

    // The agent's page shows every change made to it.
    const history = await staff({ method: 'GET', url: `/api/v1/admin/history/agent/${id}` });
    expect(
      history
        .json<{ rows: { kind: string }[] }>()
        .rows.map((r) => r.kind)
        .sort(),
    ).toEqual(Object.keys(kinds).sort());
  });
});

describe('wallet adjustments', () => {
  it('name the member of staff on the statement, each with its own reference, audited; a refused debit writes nothing', async () => {
    const agent = await createAgentWithToken(t.deps);
    const adjust = (direction: 'credit' | 'debit', amount: number, reason: string) =>
      staff({
        method: 'POST',
        url: '/api/v1/admin/wallets/adjustments',
        payload: { agent: agent.id, direction, amount, currency: 'AED', reason },
      });
    const first = await adjust('credit', 100, 'Bank transfer 4711');
    const second = await adjust('credit', 50, 'Bank transfer 4712');
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode).toBe(200);
    const refused = await adjust('debit', 10_000, 'Too much');
    expect(refused.statusCode).toBe(400);

    const statement = await t.app.inject({
      method: 'GET',
      url: '/api/v1/b2b/transactions/all',
      headers: bearer(agent.token),
    });
    const lines = statement
      .json<{ transactions: { reference: string; description: string }[] }>()
      .transactions.filter((l) => l.reference.startsWith('ADJ-'));
    expect(lines.map((l) => l.description).sort()).toEqual([
      `Credit by the company (${STAFF_NAME}): Bank transfer 4711`,
      `Credit by the company (${STAFF_NAME}): Bank transfer 4712`,
    ]);
    expect(new Set(lines.map((l) => l.reference)).size).toBe(2);

    const rows = await t.deps.database.db.select().from(auditEvents).where(eq(auditEvents.agentId, agent.id));
    const adjustments = rows.filter((r) => r.kind.startsWith('wallet.'));
    expect(adjustments).toHaveLength(2);
    expect(adjustments.find((r) => r.reason === 'Bank transfer 4711')).toMatchObject({
      ...byStaff,
      kind: 'wallet.credit',
      objectType: 'ledger-entry',
      objectId: first.json<{ entryId: string }>().entryId,
      before: null,
      after: { direction: 'credit', amount: 100 },
    });
  });
});

describe('deposit and withdrawal decisions', () => {
  let agent: TestAgent;
  let bankId: string;
  beforeAll(async () => {
    agent = await createAgentWithToken(t.deps, { balance: 100_000 });
    const [bank] = await t.deps.database.db
      .insert(companyBankAccounts)
      .values({
        bankName: 'Audit Test Bank',
        accountName: 'Desert Rose Tourism LLC',
        accountNumber: `AU-${randomUUID()}`,
        iban: 'AE070331234567890123456',
        swiftCode: 'AUBKAEAD',
        branchName: 'Main',
      })
      .returning();
    bankId = bank!.id;
  });

  it('confirming a deposit and cancelling a withdrawal with a reason are audited', async () => {
    const form = multipart(
      [{ field: 'receipt', filename: 'r.pdf', content: SAMPLE_FILES.pdf, contentType: 'application/pdf' }],
      { amount: '250', companyBankId: bankId, referenceNumber: 'TT-4711' },
    );
    const reported = await t.app.inject({
      method: 'POST',
      url: '/api/v1/b2b/wallets/deposit-requests/add',
      headers: { ...form.headers, ...bearer(agent.token), 'idempotency-key': randomUUID() },
      payload: form.payload,
    });
    expect(reported.statusCode, reported.body).toBe(200);
    const depositId = reported.json<{ id: string }>().id;
    const confirmed = await staff({
      method: 'POST',
      url: `/api/v1/admin/wallets/deposits/${depositId}/confirm`,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // Confirming again is refused and writes nothing.
    expect(
      (await staff({ method: 'POST', url: `/api/v1/admin/wallets/deposits/${depositId}/confirm` }))
        .statusCode,
    ).toBe(409);
    // The agency's report is its own row (its user); the decision is the staff member's.
    const deposit = (await rowsOf('deposit', depositId)).filter((r) => r.actorKind === 'staff');
    expect(deposit).toHaveLength(1);
    expect(deposit[0]).toMatchObject({
      ...byStaff,
      kind: 'deposit.confirm',
      agentId: agent.id,
      before: { status: 'pending' },
      after: { status: 'confirmed' },
    });

    const requested = await t.app.inject({
      method: 'POST',
      url: '/api/v1/b2b/wallets/withdraw-requests',
      headers: { ...bearer(agent.token), 'idempotency-key': randomUUID() },
      payload: {
        amount: 40,
        isoCode: 'AE',
        bankName: 'Agent Payout Bank',
        branchName: 'Deira',
        accountHolderName: 'Payout Holder',
        accountNumber: '9876543210',
        ibanCode: 'AE070331234567890123456',
      },
    });
    expect(requested.statusCode, requested.body).toBe(200);
    const withdrawalId = requested.json<{ id: string }>().id;
    const cancelled = await staff({
      method: 'POST',
      url: `/api/v1/admin/wallets/withdrawals/${withdrawalId}/cancel`,
      payload: { reason: 'Account holder does not match' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await rowsOf('withdrawal', withdrawalId)).filter((r) => r.actorKind === 'staff')).toMatchObject([
      {
        kind: 'withdrawal.cancel',
        before: { status: 'pending' },
        after: { status: 'cancelled' },
        reason: 'Account holder does not match',
      },
    ]);
  });
});

describe('a2a seat blocks', () => {
  it('creating, adding seats and closing are audited; withdrawing more seats than unsold writes nothing', async () => {
    const date = addDays(plainDateIn(t.deps.clock.now()), 20);
    const body: A2aAdminTicketBody = {
      airportFrom: 'DXB',
      airportTo: 'TRV',
      onward: {
        airline: 'Air India Express',
        airlineCode: 'IX',
        flightNo: 'IX 541',
        date,
        departureTime: '10:00',
        arrivalTime: '15:30',
        durationMinutes: 240,
      },
      return: null,
      baggage: '30 kg checked',
      price: 90_000,
      infantPrice: 15_000,
      seats: 12,
      pnrNo: `P${randomUUID().replace(/-/g, '').slice(0, 6).toUpperCase()}`,
      deadlineHours: 72,
    };
    const created = await staff({ method: 'POST', url: '/api/v1/admin/a2a/tickets', payload: body });
    expect(created.statusCode, created.body).toBe(201);
    const ticketId = created.json<{ _id: string }>()._id;
    const seats = (change: number) =>
      staff({ method: 'PATCH', url: `/api/v1/admin/a2a/tickets/${ticketId}/seats`, payload: { change } });
    expect((await seats(3)).statusCode).toBe(200);
    expect((await seats(-100)).statusCode).toBe(409);
    expect(
      (await staff({ method: 'POST', url: `/api/v1/admin/a2a/tickets/${ticketId}/close` })).statusCode,
    ).toBe(200);
    const rows = await rowsOf('a2a-ticket', ticketId);
    expect(rows.map((r) => r.kind).sort()).toEqual(['a2a.close', 'a2a.create', 'a2a.seats']);
    expect(rows.find((r) => r.kind === 'a2a.seats')).toMatchObject({
      before: { totalSeats: 12, availableSeats: 12 },
      after: { totalSeats: 15, availableSeats: 15 },
    });
  });
});
