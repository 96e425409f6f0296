import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { HSTS_VALUE } from './hsts.ts';

const get = (t: TestApp, from: { remoteAddress?: string; proto?: string } = {}) =>
  t.app.inject({
    url: '/api/v1/home/initial-data',
    remoteAddress: from.remoteAddress ?? '198.51.100.20',
    headers: from.proto ? { 'x-forwarded-proto': from.proto } : {},
  });

describe('an http deployment behind a proxy named in TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { PUBLIC_URL: 'http://portal.lan:8080', TRUST_PROXY: '10.0.0.0/8' } });
  });
  afterAll(() => t.close());

  it('sends no HSTS over plain http', async () => {
    const res = await get(t);
    expect(res.statusCode).toBe(200);
    expect(res.headers['strict-transport-security']).toBeUndefined();
    // The other helmet headers stay.
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('ignores X-Forwarded-Proto from a client that is not a trusted proxy', async () => {
    const res = await get(t, { proto: 'https' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when the trusted proxy says the request came over TLS, on errors too', async () => {
    const res = await get(t, { remoteAddress: '10.0.0.7', proto: 'https' });
    expect(res.headers['strict-transport-security']).toBe(HSTS_VALUE);
    const missing = await t.app.inject({
      url: '/api/v1/no-such-route',
      remoteAddress: '10.0.0.7',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['strict-transport-security']).toBe(HSTS_VALUE);
  });
});

describe('a deployment whose PUBLIC_URL is https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { PUBLIC_URL: 'https://portal.example' } });
  });
  afterAll(() => t.close());

  it('always sends HSTS', async () => {
    expect((await get(t)).headers['strict-transport-security']).toBe(HSTS_VALUE);
  });
});
