import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '@portal/contracts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { createWalletAgent, idemKey } from '../wallet/wallet.testing.ts';
import { RETURN_ORIGIN_REFUSED } from './return-origin.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    env: {
      SANDBOX_GATEWAY_LATENCY_MS: '0',
      PUBLIC_URL: 'https://portal.example.com',
      CLIENT_URL: 'https://agents.example.com',
      PORT: '8080',
      HOST: '0.0.0.0',
    },
  });
});
afterAll(() => t.close());

const form = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

async function startDeposit(token: string, extra: Record<string, unknown>, host?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/b2b/resellers/wallet/deposit',
    headers: {
      authorization: `Bearer ${token}`,
      'idempotency-key': idemKey(),
      ...(host ? { host } : {}),
    },
    payload: { amount: 100, ...extra },
  });
}

/** Pays the deposit's payment with the approving sandbox card; answers where the browser is sent. */
async function payAndFollow(paymentUrl: string): Promise<string> {
  const checkout = await t.app.inject({ url: new URL(paymentUrl).pathname });
  expect(checkout.statusCode).toBe(303);
  const page = new URL(checkout.headers.location!);
  // The sandbox page is served on the same address the agent pays from.
  expect(page.origin).toBe(new URL(paymentUrl).origin);
  const paid = await t.app.inject({
    method: 'POST',
    url: page.pathname,
    ...form({ holder: 'A', cardNumber: '4242424242424242', expiry: '12/39', cvc: '123', action: 'pay' }),
  });
  expect(paid.statusCode).toBe(303);
  return paid.headers.location!;
}

describe('where a card payment sends the browser back', () => {
  it('defaults to CLIENT_URL when the web app names no origin', async () => {
    const a = await createWalletAgent(t.deps);
    const res = await startDeposit(a.token, {});
    expect(res.statusCode).toBe(200);
    const { paymentUrl, depositId } = res.json<{ paymentUrl: string; depositId: string }>();
    expect(paymentUrl).toMatch(/^https:\/\/agents\.example\.com\/api\/v1\/payments\/[0-9a-f-]+\/checkout$/);
    expect(await payAndFollow(paymentUrl)).toBe(
      `https://agents.example.com/b2b/wallet/deposit/${depositId}/success`,
    );
  });

  it('comes back to PUBLIC_URL, and to the address the server answers on (the request Host), when named', async () => {
    const a = await createWalletAgent(t.deps);
    const viaPublic = await startDeposit(a.token, { returnOrigin: 'https://portal.example.com' });
    expect(viaPublic.json<{ paymentUrl: string }>().paymentUrl).toMatch(/^https:\/\/portal\.example\.com\//);

    // The portal opened by its loopback address on the listening port: that is where it returns,
    // with the checkout's return path kept for the success page.
    const served = await startDeposit(
      a.token,
      { returnOrigin: 'http://127.0.0.1:8080', returnPath: '/attractions/payment' },
      '127.0.0.1:8080',
    );
    expect(served.statusCode).toBe(200);
    const body = served.json<{ paymentUrl: string; depositId: string }>();
    expect(new URL(body.paymentUrl).origin).toBe('http://127.0.0.1:8080');
    expect(await payAndFollow(body.paymentUrl)).toBe(
      `http://127.0.0.1:8080/b2b/wallet/deposit/${body.depositId}/success?return=%2Fattractions%2Fpayment`,
    );
  });

  it('refuses any other origin with 400 and starts nothing', async () => {
    const a = await createWalletAgent(t.deps);
    const refused = [
      // another site
      { origin: 'https://evil.example', host: undefined },
      // a forged Host naming another site: not an address of this machine
      { origin: 'http://evil.example:8080', host: 'evil.example:8080' },
      // our loopback address, but not where the request arrived
      { origin: 'http://127.0.0.1:8080', host: undefined },
      // the right host on another port than the one we listen on
      { origin: 'http://127.0.0.1:9999', host: '127.0.0.1:9999' },
      // scheme tricks
      { origin: 'javascript://portal.example.com', host: undefined },
      { origin: 'https://user@portal.example.com', host: undefined },
    ];
    for (const { origin, host } of refused) {
      const res = await startDeposit(a.token, { returnOrigin: origin }, host);
      expect(res.statusCode, origin).toBe(400);
      expect(res.json<ErrorEnvelope>().error, origin).toMatch(
        origin.startsWith('javascript') ? /returnOrigin must be an origin/ : RETURN_ORIGIN_REFUSED,
      );
    }
    // Paths and other return pages are not accepted either.
    expect((await startDeposit(a.token, { returnOrigin: 'https://portal.example.com/x' })).statusCode).toBe(
      400,
    );
    expect((await startDeposit(a.token, { returnPath: 'https://evil.example/' })).statusCode).toBe(400);
    const list = await t.app.inject({
      url: '/api/v1/b2b/wallets/deposits/all',
      headers: { authorization: `Bearer ${a.token}` },
    });
    expect(list.json()).toEqual({ deposits: [], totalCount: 0 });
  });
});
