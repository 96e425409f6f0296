import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { walletService } from '../wallet/wallet.service.ts';
import { createWalletAgent, idemKey, ledgerViolations } from '../wallet/wallet.testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { SANDBOX_GATEWAY_LATENCY_MS: '0', CARD_FEE_PERCENT: '3' } });
});
afterAll(() => t.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const form = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});
const card = (cardNumber: string) => ({
  holder: 'Aisha Rahman',
  cardNumber,
  expiry: '12/39',
  cvc: '123',
  action: 'pay',
});

async function startDeposit(token: string, amount = 100) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/b2b/resellers/wallet/deposit',
    headers: { ...auth(token), 'idempotency-key': idemKey() },
    payload: { amount },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ depositId: string; paymentId: string; paymentUrl: string; fee: number; total: number }>();
}

function signed(secret: string, p: Record<string, string | number>) {
  const text = [p.paymentId, p.orderRef, p.amount, p.currency, p.status, p.nonce].join('|');
  return { ...p, signature: createHmac('sha256', secret).update(text).digest('hex') };
}

describe('card deposits through the sandbox gateway', () => {
  it('quotes the card fee before paying', async () => {
    const a = await createWalletAgent(t.deps);
    const res = await t.app.inject({
      url: '/api/v1/b2b/resellers/wallet/deposit/quote?amount=100',
      headers: auth(a.token),
    });
    expect(res.json()).toEqual({ currency: 'AED', amount: 100, feePercent: 3, fee: 3, total: 103 });
  });

  it('approves with 4242: the wallet gets the amount, the fee goes to revenue, the browser goes to the success page', async () => {
    const a = await createWalletAgent(t.deps);
    const d = await startDeposit(a.token, 100);
    expect(d).toMatchObject({ fee: 3, total: 103 });
    const checkout = await t.app.inject({ url: new URL(d.paymentUrl).pathname });
    expect(checkout.statusCode).toBe(303);
    const payPath = new URL(checkout.headers.location!).pathname;
    const page = await t.app.inject({ url: payPath });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('AED 103.00');
    expect(page.body).not.toContain('<script');
    const paid = await t.app.inject({ method: 'POST', url: payPath, ...form(card('4242 4242 4242 4242')) });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toMatch(new RegExp(`/b2b/wallet/deposit/${d.depositId}/success$`));
    expect(await walletService(t.deps).position(a.id)).toMatchObject({ balance: 10_000 });
    const shown = await t.app.inject({
      url: `/api/v1/b2b/wallets/deposits/${d.depositId}`,
      headers: auth(a.token),
    });
    expect(shown.json()).toMatchObject({
      status: 'confirmed',
      amount: 100,
      fee: 3,
      total: 103,
      method: 'card',
    });
    // paying again is refused, nothing moves
    const again = await t.app.inject({ method: 'POST', url: payPath, ...form(card('4242424242424242')) });
    expect(again.statusCode).toBe(409);
    expect((await walletService(t.deps).position(a.id)).balance).toBe(10_000);
    expect(await ledgerViolations(t.deps.database.db)).toEqual([]);
  });

  it('declines with 0002: cancelled page, nothing credited', async () => {
    const a = await createWalletAgent(t.deps);
    const d = await startDeposit(a.token);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payments/sandbox/pay/${d.paymentId}`,
      ...form(card('4000000000000002')),
    });
    expect(res.headers.location).toMatch(new RegExp(`/b2b/wallet/deposit/${d.depositId}/cancelled$`));
    const shown = await t.app.inject({
      url: `/api/v1/b2b/wallets/deposits/${d.depositId}`,
      headers: auth(a.token),
    });
    expect(shown.json()).toMatchObject({ status: 'failed' });
    expect((await walletService(t.deps).position(a.id)).balance).toBe(0);
  });

  it('3220 needs the 3-D Secure code 123456', async () => {
    const a = await createWalletAgent(t.deps);
    const d = await startDeposit(a.token, 50);
    const url = `/api/v1/payments/sandbox/pay/${d.paymentId}`;
    const challenge = await t.app.inject({ method: 'POST', url, ...form(card('4000000000003220')) });
    expect(challenge.statusCode).toBe(200);
    const token = /name="token" value="([0-9a-f]+)"/.exec(challenge.body)?.[1] ?? '';
    const wrong = await t.app.inject({
      method: 'POST',
      url: `${url}/3ds`,
      ...form({ token, otp: '000000', action: 'verify' }),
    });
    expect(wrong.statusCode).toBe(400);
    const forged = await t.app.inject({
      method: 'POST',
      url: `${url}/3ds`,
      ...form({ token: 'ab'.repeat(32), otp: '123456', action: 'verify' }),
    });
    expect(forged.statusCode).toBe(400);
    expect((await walletService(t.deps).position(a.id)).balance).toBe(0);
    const ok = await t.app.inject({
      method: 'POST',
      url: `${url}/3ds`,
      ...form({ token, otp: '123456', action: 'verify' }),
    });
    expect(ok.headers.location).toMatch(/\/success$/);
    expect((await walletService(t.deps).position(a.id)).balance).toBe(5_000);
  });

  it('refuses forged, mismatched and replayed callbacks; nothing moves', async () => {
    const a = await createWalletAgent(t.deps);
    const d = await startDeposit(a.token, 100);
    const secret = t.deps.env.GATEWAY_SECRET;
    const base = {
      paymentId: d.paymentId,
      orderRef: d.depositId,
      amount: 10_300,
      currency: 'AED',
      status: 'succeeded',
      nonce: 'n'.repeat(32),
    };
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/v1/payments/sandbox/callback', payload });
    expect((await post(signed('wrong-secret-0123456789', base))).statusCode).toBe(400);
    expect((await post({ ...signed(secret, base), amount: 1_000_000 })).statusCode).toBe(400);
    expect((await post(signed(secret, { ...base, amount: 1_000_000 }))).json()).toMatchObject({
      error: 'The amount does not match the payment',
    });
    expect((await post(signed(secret, { ...base, currency: 'USD' }))).statusCode).toBe(400);
    expect((await post(signed(secret, { ...base, orderRef: 'someone-else' }))).statusCode).toBe(400);
    expect((await post({ nonsense: true })).statusCode).toBe(400);
    expect((await walletService(t.deps).position(a.id)).balance).toBe(0);
    const ok = await post(signed(secret, base));
    expect(ok.statusCode).toBe(200);
    const replay = await post(signed(secret, base));
    expect(replay.statusCode).toBe(409);
    const second = await post(signed(secret, { ...base, nonce: 'm'.repeat(32) }));
    expect(second.statusCode).toBe(409);
    expect((await walletService(t.deps).position(a.id)).balance).toBe(10_000);
  });

  it('refuses bad deposit amounts and currencies', async () => {
    const a = await createWalletAgent(t.deps);
    for (const payload of [
      { amount: 9.99 },
      { amount: 0 },
      { amount: -10 },
      { amount: 10.001 },
      { amount: 1e12 },
      { amount: 'abc' },
      { amount: 50, currency: 'XYZ' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/b2b/resellers/wallet/deposit',
        headers: { ...auth(a.token), 'idempotency-key': idemKey() },
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const list = await t.app.inject({ url: '/api/v1/b2b/wallets/deposits/all', headers: auth(a.token) });
    expect(list.json()).toEqual({ deposits: [], totalCount: 0 });
  });

  it("another agent's deposit answers 404", async () => {
    const a = await createWalletAgent(t.deps);
    const b = await createWalletAgent(t.deps);
    const d = await startDeposit(a.token);
    const res = await t.app.inject({
      url: `/api/v1/b2b/wallets/deposits/${d.depositId}`,
      headers: auth(b.token),
    });
    expect(res.statusCode).toBe(404);
    const anon = await t.app.inject({ url: `/api/v1/b2b/wallets/deposits/${d.depositId}` });
    expect(anon.statusCode).toBe(401);
  });
});
