import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  InsuranceCancelQuoteAnswer,
  InsuranceContractDto,
  InsuranceCreateAnswer,
  InsuranceQuoteAnswer,
} from '@portal/contracts';
import { bookingCreditNotes, bookingOrders, wallets } from '@portal/db';
import { fixedClock } from '../../lib/clock.ts';
import { pdfText } from '../../lib/documents/pdf-text.testing.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { reconcilePendingSupplierOnce } from '../bookings/core/index.ts';
import { issueCreditNote } from '../bookings/core/credit-notes.ts';
import { ledgerViolations } from '../wallet/wallet.testing.ts';
import { expectOrderCreditNotes } from '../bookings/credit-notes.testing.ts';
import { createAgentWithToken, type TestAgent } from '../resellers/resellers.testing.ts';
import { adult, INSURANCE_TODAY, singleQuote } from './insurance.testing.ts';

/**
 * Documents of failed and refunded orders (booking core): an order whose supplier outcome is
 * unknown is not answered completed and has no tax invoice; money refunded after a tax invoice was
 * issued gets a credit note of its own gap-free series.
 */

let t: TestApp;
const clock = fixedClock(INSURANCE_TODAY);
let agent: TestAgent;

beforeAll(async () => {
  t = await buildTestApp({ clock });
  agent = await createAgentWithToken(t.deps, { balance: 5_000_000 });
});
afterAll(() => t.close());

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object, key?: string) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload ? { payload } : {}),
  });
const balanceOf = async (agentId: string) => {
  const [w] = await t.deps.database.db.select().from(wallets).where(eq(wallets.agentId, agentId));
  return w?.balance ?? 0;
};
const view = async (id: string) =>
  (await call(agent.token, 'GET', `/b2b/insurance/contracts/single/${id}`)).json<InsuranceContractDto>();

async function buy(quote = singleQuote()): Promise<InsuranceContractDto> {
  const priced = await call(agent.token, 'POST', '/b2b/insurance/quotation', quote);
  expect(priced.statusCode, priced.body).toBe(200);
  const res = await call(
    agent.token,
    'POST',
    '/b2b/insurance/create-contract',
    {
      ...quote,
      expectedPrice: priced.json<InsuranceQuoteAnswer>().price.agentPrice,
      agentReferenceNumber: `FO-${randomUUID().slice(0, 8)}`,
      contactEmail: 'client@example.test',
      contactPhone: '+971 50 123 4567',
      paymentMethod: 'wallet',
    },
    `fo-${randomUUID()}`,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json<InsuranceCreateAnswer>().contract;
}

const cancel = (id: string) =>
  call(
    agent.token,
    'POST',
    `/b2b/insurance/contracts/${id}/cancel`,
    { cancellationRemark: 'Trip off' },
    `c-${randomUUID()}`,
  );

describe('an insurer that does not answer', () => {
  it('is not answered completed: the policy awaits the insurer, no invoice; when it never issued, failed and refunded without documents', async () => {
    const before = await balanceOf(agent.id);
    // A beneficiary named TIMEOUT makes the sandbox insurer hang past our wait (suppliers/insurance).
    const contract = await buy({ ...singleQuote(), beneficiaryData: [adult({ firstName: 'TIMEOUT' })] });
    expect(contract.status).toBe('processing');
    expect(contract.policyStatus).toBe('pending_supplier');
    expect(contract.invoiceNumber).toBeNull();
    expect(contract.actions).toEqual({ certificate: false, invoice: false, cancel: false });
    expect(contract.creditNotes).toEqual([]);
    const invoice = await call(agent.token, 'GET', `/b2b/insurance/contracts/${contract._id}/invoice`);
    expect(invoice.statusCode).toBe(404);
    expect(await balanceOf(agent.id)).toBe(before - contract.price.agentPrice);

    // Within the grace period the reconciler waits; after it the insurer has no policy: failed, refunded.
    expect(await reconcilePendingSupplierOnce(t.deps)).toBe(0);
    expect((await view(contract._id)).status).toBe('processing');
    clock.advance(2 * 60_000);
    try {
      expect(await reconcilePendingSupplierOnce(t.deps)).toBe(1);
    } finally {
      clock.set(INSURANCE_TODAY);
    }
    const failed = await view(contract._id);
    expect(failed.status).toBe('failed');
    expect(failed.policyStatus).toBe('failed');
    expect(failed.invoiceNumber).toBeNull();
    expect(failed.creditNotes).toEqual([]);
    expect(await balanceOf(agent.id)).toBe(before);
    expect(await ledgerViolations(t.deps.database.db)).toEqual([]);
  });
});

describe('credit notes', () => {
  it('a cancellation with refund of an invoiced contract issues a credit note for the refunded amount, with its PDF', async () => {
    const contract = await buy();
    expect(contract.status).toBe('completed');
    expect(contract.invoiceNumber).toMatch(/^INS-2026-\d{6}$/);
    const quote = (
      await call(agent.token, 'GET', `/b2b/insurance/contracts/${contract._id}/cancel-quote`)
    ).json<InsuranceCancelQuoteAnswer>();
    expect(quote.fee).toBeGreaterThan(0);
    const res = await cancel(contract._id);
    expect(res.statusCode, res.body).toBe(200);
    const cancelled = await view(contract._id);
    expect(cancelled.invoiceNumber).toBe(contract.invoiceNumber);
    expect(cancelled.creditNotes).toHaveLength(1);
    const note = cancelled.creditNotes[0]!;
    expect(note).toMatchObject({
      invoiceNumber: contract.invoiceNumber,
      amount: quote.refund,
      currency: 'AED',
    });
    expect(note.number).toMatch(/^CN-2026-\d{6}$/);
    const stranger = await createAgentWithToken(t.deps, { balance: 0 });
    await expectOrderCreditNotes(t, contract._id, agent.token, stranger.token, [quote.refund]);

    const pdf = await call(agent.token, 'GET', `/b2b/bookings/credit-notes/${note.id}`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    for (const expected of ['Credit Note', note.number, contract.invoiceNumber!, contract.referenceNumber])
      expect(text).toContain(expected);
    const other = await createAgentWithToken(t.deps);
    expect((await call(other.token, 'GET', `/b2b/bookings/credit-notes/${note.id}`)).statusCode).toBe(404);
    expect((await call(agent.token, 'GET', `/b2b/bookings/credit-notes/${randomUUID()}`)).statusCode).toBe(
      404,
    );
    expect((await call(agent.token, 'GET', '/b2b/bookings/credit-notes/not-an-id')).statusCode).toBe(400);
  });

  it('numbers credit notes without gaps or repeats under parallel refunds and a rolled-back one', async () => {
    const contracts = [];
    for (let i = 0; i < 6; i++) contracts.push(await buy());
    // A refund transaction that rolls back takes no number.
    const [order] = await t.deps.database.db
      .select()
      .from(bookingOrders)
      .where(eq(bookingOrders.id, contracts[0]!._id));
    await expect(
      t.deps.database.db.transaction(async (tx) => {
        await issueCreditNote(tx, order!, {
          line: null,
          amount: 100,
          reason: 'rolled back',
          ledgerEntryId: null,
          at: clock.now(),
        });
        throw new Error('refund failed');
      }),
    ).rejects.toThrow('refund failed');

    const answers = await Promise.all(contracts.map((c) => cancel(c._id)));
    expect(answers.map((a) => a.statusCode)).toEqual(contracts.map(() => 200));
    const numbers = (await t.deps.database.db.select().from(bookingCreditNotes)).map((n) => n.number).sort();
    expect(numbers).toEqual(numbers.map((_, i) => `CN-2026-${String(i + 1).padStart(6, '0')}`));
    expect(numbers.length).toBeGreaterThanOrEqual(contracts.length);
    expect(await ledgerViolations(t.deps.database.db)).toEqual([]);
  });
});
