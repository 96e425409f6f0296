import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVELOPMENT_SECRETS } from './env.ts';
import {
  API_CONNECTED,
  auth,
  freeDate,
  pickActivity,
  seedCatalogue,
} from './modules/attractions/attractions.testing.ts';
import { walletService } from './modules/wallet/wallet.service.ts';
import { createWalletAgent, idemKey, ledgerViolations } from './modules/wallet/wallet.testing.ts';
import { startServerProcess } from './modules/wallet/server-process.testing.ts';
import { CARD_PAYMENTS_OFF } from './suppliers/payment-gateway/index.ts';
import { buildTestApp, type TestApp } from './testing/test-app.ts';

/** A production node configured as the README says: its own secret for every signed thing. */
const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'prod-jwt-secret-0f1e2d3c4b5a69788796a5b4c3d2e1f0',
  GATEWAY_SECRET: 'prod-gateway-secret-a1b2c3d4e5f60718293a4b5c6d7e8f90',
  FILE_LINK_SECRET: 'prod-file-link-secret-5e4d3c2b1a0f9e8d7c6b5a4938271605',
  SANDBOX_GATEWAY_LATENCY_MS: '0',
};

const depositBy = (t: TestApp, token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/b2b/resellers/wallet/deposit',
    headers: { ...auth(token), 'idempotency-key': idemKey() },
    payload: { amount: 100 },
  });

/** A "succeeded" callback signed with a secret of the caller's choice. */
function callback(secret: string, d: { paymentId: string; depositId: string }) {
  const fields = {
    paymentId: d.paymentId,
    orderRef: d.depositId,
    amount: 10_300,
    currency: 'AED',
    status: 'succeeded',
    nonce: 'f'.repeat(32),
  };
  const text = [
    fields.paymentId,
    fields.orderRef,
    fields.amount,
    fields.currency,
    fields.status,
    fields.nonce,
  ];
  return { ...fields, signature: createHmac('sha256', secret).update(text.join('|')).digest('hex') };
}

describe('a production server with a guessable secret', () => {
  it('does not start, and says which variable to fix', async () => {
    for (const [name, value] of [
      ['JWT_SECRET', ' '.repeat(32)],
      ['GATEWAY_SECRET', 'z'.repeat(48)],
    ] as const) {
      // A server that starts anyway is stopped, and the test fails on its answer.
      const outcome = await startServerProcess({ ...PRODUCTION, [name]: value, JOBS: 'off' }, 60_000).then(
        async (server) => {
          await server.stop();
          return 'started';
        },
        (err: Error) => err.message,
      );
      expect(outcome).toMatch(new RegExp(`exited with 1[^]*${name} is too easy to guess`));
    }
  });
});

describe('a production node without SANDBOX=true', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: PRODUCTION });
    await seedCatalogue(t);
  });
  afterAll(() => t.close());

  it('serves no sandbox card page and accepts no sandbox callback', async () => {
    const paymentId = '6c1f6f7e-4a55-4c3b-9d1e-0e6f0c9a1b2c';
    const page = await t.app.inject({ url: `/api/v1/payments/sandbox/pay/${paymentId}` });
    expect(page.statusCode).toBe(404);
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payments/sandbox/pay/${paymentId}`,
      payload: 'holder=A&cardNumber=4242424242424242&expiry=12/39&cvc=123&action=pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.statusCode).toBe(404);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/sandbox/callback',
      payload: callback(DEVELOPMENT_SECRETS.GATEWAY_SECRET, { paymentId, depositId: paymentId }),
    });
    expect(forged.statusCode).toBe(404);
  });

  it('answers card payments with a clear 422 and records nothing', async () => {
    const a = await createWalletAgent(t.deps);
    const res = await depositBy(t, a.token);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ status: 422, error: CARD_PAYMENTS_OFF });
    const listed = await t.app.inject({ url: '/api/v1/b2b/wallets/deposits', headers: auth(a.token) });
    expect(JSON.stringify(listed.json())).not.toContain('"card"');
  });

  it('books nothing through the sandbox activity supplier', async () => {
    const a = await createWalletAgent(t.deps);
    const api = await pickActivity(t, API_CONNECTED);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/b2b/attractions/timeslots',
      headers: auth(a.token),
      payload: { activityId: api.activityId, date: await freeDate(t, api.attractionId) },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ error: 'This supplier is not available right now' });
  });
});

describe('a production node with SANDBOX=true', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { ...PRODUCTION, SANDBOX: 'true' } });
  });
  afterAll(() => t.close());

  it('refuses a callback signed with the development default secret; nothing is credited', async () => {
    const a = await createWalletAgent(t.deps);
    const res = await depositBy(t, a.token);
    expect(res.statusCode).toBe(200);
    const d = res.json<{ depositId: string; paymentId: string }>();
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/sandbox/callback',
      payload: callback(DEVELOPMENT_SECRETS.GATEWAY_SECRET, d),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ error: 'Invalid gateway signature' });
    expect((await walletService(t.deps).position(a.id)).balance).toBe(0);
    // The configured secret is the one that counts.
    const genuine = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/sandbox/callback',
      payload: callback(PRODUCTION.GATEWAY_SECRET, d),
    });
    expect(genuine.statusCode).toBe(200);
    expect((await walletService(t.deps).position(a.id)).balance).toBe(10_000);
    expect(await ledgerViolations(t.deps.database.db)).toEqual([]);
  });

  it('labels every sandbox page as a sandbox', async () => {
    const a = await createWalletAgent(t.deps);
    const d = (await depositBy(t, a.token)).json<{ paymentId: string }>();
    const url = `/api/v1/payments/sandbox/pay/${d.paymentId}`;
    const form = (fields: Record<string, string>) => ({
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const card = { holder: 'Aisha Rahman', expiry: '12/39', cvc: '123', action: 'pay' };
    const pages = [
      await t.app.inject({ url }),
      await t.app.inject({ method: 'POST', url, ...form({ ...card, cardNumber: '1234' }) }),
      await t.app.inject({ method: 'POST', url, ...form({ ...card, cardNumber: '4000000000003220' }) }),
      await t.app.inject({ method: 'POST', url: `${url}/3ds`, ...form({ token: 'ab', otp: '1' }) }),
      await t.app.inject({ url: '/api/v1/payments/sandbox/pay/6c1f6f7e-4a55-4c3b-9d1e-0e6f0c9a1b2c' }),
    ];
    expect(pages.map((p) => p.statusCode)).toEqual([200, 400, 200, 400, 404]);
    for (const page of pages) {
      expect(page.body).toMatch(/<title>Sandbox: /);
      expect(page.body).toContain('<span class="sandbox">Sandbox</span>');
    }
  });
});
