import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ErrorEnvelope,
  InsuranceCancelQuoteAnswer,
  InsuranceContractDto,
  InsuranceContractsAnswer,
  InsuranceCreateAnswer,
  InsuranceCreateBody,
  InsuranceQuoteAnswer,
} from '@portal/contracts';
import { parentEarnings, subAgentMarkups, wallets } from '@portal/db';
import { fixedClock } from '../../lib/clock.ts';
import { pdfEmbeddedChars, pdfFonts, pdfText } from '../../lib/documents/pdf-text.testing.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { insurerFor, SANDBOX_INSURER_CODE } from '../../suppliers/insurance/index.ts';
import { ledgerViolations } from '../wallet/wallet.testing.ts';
import { createAgentWithToken, createSubAgentOf, type TestAgent } from '../resellers/resellers.testing.ts';
import { adult, familyQuote, INSURANCE_TODAY, singleQuote } from './insurance.testing.ts';

let t: TestApp;
const clock = fixedClock(INSURANCE_TODAY);
let agent: TestAgent;

beforeAll(async () => {
  t = await buildTestApp({ clock });
  agent = await createAgentWithToken(t.deps, { balance: 500_000 });
});
afterAll(() => t.close());

const call = (
  token: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${token}`, ...headers },
    ...(payload ? { payload } : {}),
  });
const failure = (res: LightMyRequestResponse) => res.json<ErrorEnvelope>();
const balanceOf = async (agentId: string) => {
  const [w] = await t.deps.database.db.select().from(wallets).where(eq(wallets.agentId, agentId));
  return w?.balance ?? 0;
};

async function priced(token: string, quote = familyQuote()) {
  const res = await call(token, 'POST', '/b2b/insurance/quotation', quote);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<InsuranceQuoteAnswer>();
}

function createBody(
  quote: ReturnType<typeof familyQuote>,
  price: number,
  over: Partial<InsuranceCreateBody> = {},
) {
  return {
    ...quote,
    expectedPrice: price,
    agentReferenceNumber: `INS-${randomUUID().slice(0, 8)}`,
    contactEmail: 'client@example.test',
    contactPhone: '+971 50 123 4567',
    paymentMethod: 'wallet' as const,
    ...over,
  };
}

const buy = (token: string, body: object, key = `ins-${randomUUID()}`) =>
  call(token, 'POST', '/b2b/insurance/create-contract', body, { 'idempotency-key': key });

describe('buying a policy by wallet', () => {
  let contract: InsuranceContractDto;

  it('quotes a family trip, buys it, debits the wallet once and issues a policy number', async () => {
    const quote = await priced(agent.token);
    const before = await balanceOf(agent.id);
    const key = `ins-${randomUUID()}`;
    const body = createBody(familyQuote(), quote.price.agentPrice);
    const res = await buy(agent.token, body, key);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<InsuranceCreateAnswer>();
    contract = created.contract;
    expect(contract.status).toBe('completed');
    expect(contract.policyStatus).toBe('confirmed');
    expect(contract.policyNumber).toMatch(/^DRT-2026-\d{8}$/);
    expect(contract.beneficiaries).toHaveLength(3);
    expect(contract.actions).toEqual({ certificate: true, invoice: true, cancel: true });
    expect(await balanceOf(agent.id)).toBe(before - quote.price.agentPrice);

    // A second payment: the same key answers the same contract, nothing charged again.
    const again = await buy(agent.token, body, key);
    expect(again.statusCode).toBe(201);
    expect(again.json<InsuranceCreateAnswer>().orderId).toBe(created.orderId);
    expect(await balanceOf(agent.id)).toBe(before - quote.price.agentPrice);
    // The same reference under a new key is refused, nothing charged.
    const dup = await buy(agent.token, body);
    expect(dup.statusCode).toBeGreaterThanOrEqual(400);
    expect(dup.statusCode).toBeLessThan(500);
    expect(await balanceOf(agent.id)).toBe(before - quote.price.agentPrice);
    expect(await ledgerViolations(t.deps.database.db)).toEqual([]);
  });

  it('hands over the certificate and the tax invoice', async () => {
    const cert = await call(agent.token, 'GET', `/b2b/insurance/download-contract/${contract._id}?view=sell`);
    expect(cert.statusCode).toBe(200);
    expect(cert.headers['content-type']).toContain('application/pdf');
    const text = pdfText(cert.rawPayload);
    for (const expected of [
      'Certificate of Insurance',
      contract.policyNumber!,
      'Schengen Travel Shield',
      'Amal Haddad',
      'Karim Haddad',
      'Lina Haddad',
      'Emergency medical expenses',
      '+971 4 358 0000',
      '10/12/2026',
    ])
      expect(text).toContain(expected);
    const invoice = await call(agent.token, 'GET', `/b2b/insurance/contracts/${contract._id}/invoice`);
    expect(invoice.statusCode).toBe(200);
    expect(pdfText(invoice.rawPayload)).toContain('Tax Invoice');
  });

  it('prints the certificate and the invoice in Arabic with ?lang=ar', async () => {
    const cert = await call(agent.token, 'GET', `/b2b/insurance/download-contract/${contract._id}?lang=ar`);
    expect(cert.statusCode).toBe(200);
    const text = pdfText(cert.rawPayload);
    for (const english of ['Certificate of Insurance', 'Emergency medical expenses'])
      expect(text).not.toContain(english);
    for (const kept of [contract.policyNumber!, 'Amal Haddad', '+971 4 358 0000'])
      expect(text).toContain(kept);
    // "شهادة تأمين" (certificate of insurance) is set in the Arabic font.
    for (const letter of 'شهادةتأمين') expect(pdfEmbeddedChars(cert.rawPayload)).toContain(letter);
    const invoice = await call(
      agent.token,
      'GET',
      `/b2b/insurance/contracts/${contract._id}/invoice?lang=ar`,
    );
    expect(invoice.statusCode).toBe(200);
    expect(pdfText(invoice.rawPayload)).not.toContain('Tax Invoice');
    expect(pdfFonts(invoice.rawPayload)).toContain('NotoSansArabic-Bold');
  });

  it('lists contracts with filters and exports them', async () => {
    const list = await call(agent.token, 'GET', '/b2b/insurance/contracts/all?name=lina');
    expect(list.statusCode).toBe(200);
    const answer = list.json<InsuranceContractsAnswer>();
    expect(answer.contracts.map((c) => c._id)).toContain(contract._id);
    const none = await call(agent.token, 'GET', '/b2b/insurance/contracts/all?name=nobody');
    expect(none.json<InsuranceContractsAnswer>().total).toBe(0);
    const byStatus = await call(agent.token, 'GET', '/b2b/insurance/contracts/all?status=cancelled');
    expect(byStatus.json<InsuranceContractsAnswer>().contracts.map((c) => c._id)).not.toContain(contract._id);
    const sheet = await call(agent.token, 'GET', '/b2b/insurance/contracts/sheet');
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toContain('spreadsheetml');
    const other = await createAgentWithToken(t.deps);
    expect(
      (await call(other.token, 'GET', `/b2b/insurance/contracts/single/${contract._id}`)).statusCode,
    ).toBe(404);
    expect(
      (await call(other.token, 'GET', '/b2b/insurance/contracts/all')).json<InsuranceContractsAnswer>().total,
    ).toBe(0);
  });

  it('cancels before cover starts with the plan fee refunded through the ledger; a second cancel is refused', async () => {
    const quote = await call(agent.token, 'GET', `/b2b/insurance/contracts/${contract._id}/cancel-quote`);
    const q = quote.json<InsuranceCancelQuoteAnswer>();
    expect(q).toMatchObject({ allowed: true, paid: contract.price.agentPrice });
    expect(q.fee).toBe(Math.round(contract.price.agentPrice * 0.1));
    const before = await balanceOf(agent.id);
    const res = await call(
      agent.token,
      'POST',
      `/b2b/insurance/contracts/${contract._id}/cancel`,
      { cancellationRemark: 'Trip called off' },
      { 'idempotency-key': `c-${randomUUID()}` },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await balanceOf(agent.id)).toBe(before + q.refund);
    const view = (
      await call(agent.token, 'GET', `/b2b/insurance/contracts/single/${contract._id}`)
    ).json<InsuranceContractDto>();
    expect(view.status).toBe('cancelled');
    expect(view.cancellation).toMatchObject({ fee: q.fee, refund: q.refund });
    const second = await call(
      agent.token,
      'POST',
      `/b2b/insurance/contracts/${contract._id}/cancel`,
      {},
      { 'idempotency-key': `c-${randomUUID()}` },
    );
    expect(second.statusCode).toBe(409);
    expect(await balanceOf(agent.id)).toBe(before + q.refund);
    expect(await ledgerViolations(t.deps.database.db)).toEqual([]);
  });
});

describe('bad input and failures charge nothing', () => {
  it('refuses cancelling once cover has started', async () => {
    const quote = await priced(
      agent.token,
      singleQuote({ travelFrom: '2026-11-28', travelTo: '2026-12-02' }),
    );
    const res = await buy(
      agent.token,
      createBody(singleQuote({ travelFrom: '2026-11-28', travelTo: '2026-12-02' }), quote.price.agentPrice),
    );
    const { orderId } = res.json<InsuranceCreateAnswer>();
    clock.set('2026-11-28T06:00:00Z');
    try {
      const before = await balanceOf(agent.id);
      const cancel = await call(
        agent.token,
        'POST',
        `/b2b/insurance/contracts/${orderId}/cancel`,
        {},
        { 'idempotency-key': `c-${randomUUID()}` },
      );
      expect(cancel.statusCode).toBe(409);
      expect(failure(cancel).error).toBe('The cover has started: the policy can no longer be cancelled');
      expect(await balanceOf(agent.id)).toBe(before);
    } finally {
      clock.set(INSURANCE_TODAY);
    }
  });

  it('answers 409 PRICE_CHANGED for a stale price and 400 for bad trips, without charging', async () => {
    const before = await balanceOf(agent.id);
    const stale = await buy(agent.token, createBody(familyQuote(), 1));
    expect(stale.statusCode).toBe(409);
    const longTrip = await buy(agent.token, createBody(familyQuote({ travelTo: '2027-06-01' }), 1));
    expect(longTrip.statusCode).toBe(400);
    const noOne = await buy(agent.token, { ...createBody(familyQuote(), 1), beneficiaryData: [] });
    expect(failure(noOne).error).toBe('Add at least one beneficiary');
    const noKey = await call(
      agent.token,
      'POST',
      '/b2b/insurance/create-contract',
      createBody(familyQuote(), 1),
    );
    expect(noKey.statusCode).toBe(400);
    expect(await balanceOf(agent.id)).toBe(before);
  });

  it('an insurer refusal fails the contract and releases the money', async () => {
    const quote = await priced(agent.token, singleQuote());
    const before = await balanceOf(agent.id);
    insurerFor(t.deps, SANDBOX_INSURER_CODE)!.failNext('issue', 'reject');
    const res = await buy(agent.token, createBody(singleQuote(), quote.price.agentPrice));
    expect(res.statusCode, res.body).toBe(201);
    const { contract } = res.json<InsuranceCreateAnswer>();
    expect(contract.status).toBe('failed');
    expect(contract.actions.certificate).toBe(false);
    expect(await balanceOf(agent.id)).toBe(before);
  });

  it('refuses a purchase beyond the wallet', async () => {
    const poor = await createAgentWithToken(t.deps, { balance: 100 });
    const quote = await priced(poor.token, singleQuote());
    const res = await buy(poor.token, createBody(singleQuote(), quote.price.agentPrice));
    expect(res.statusCode).toBe(400);
    expect(await balanceOf(poor.id)).toBe(100);
  });
});

describe('a sub-agent purchase', () => {
  it("credits the parent's markup as its earning", async () => {
    const parent = await createAgentWithToken(t.deps);
    const sub = await createSubAgentOf(t.deps, parent, { balance: 100_000 });
    await t.deps.database.db.insert(subAgentMarkups).values({
      parentId: parent.id,
      subAgentId: sub.id,
      product: 'insurance',
      itemId: null,
      type: 'flat',
      value: 700,
    });
    const quote = await priced(sub.token, singleQuote());
    expect(quote.price.subAgentMarkup).toBe(700);
    const res = await buy(
      sub.token,
      createBody(singleQuote(), quote.price.agentPrice, { beneficiaryData: [adult()] }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const earnings = await t.deps.database.db
      .select()
      .from(parentEarnings)
      .where(eq(parentEarnings.parentId, parent.id));
    expect(earnings.map((e) => Number(e.amount))).toEqual([700]);
  });
});
