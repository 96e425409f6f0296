import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';

let sameOrigin: TestApp;
let elsewhere: TestApp;

beforeAll(async () => {
  sameOrigin = await buildTestApp();
  // A path in CLIENT_URL is allowed; the origin is what browsers send.
  elsewhere = await buildTestApp({ env: { CLIENT_URL: 'https://agents.example.com/app' } });
});
afterAll(async () => {
  await sameOrigin.close();
  await elsewhere.close();
});

const preflight = (t: TestApp, origin: string) =>
  t.app.inject({
    method: 'OPTIONS',
    url: '/api/v1/b2b/resellers/auth/login',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type',
    },
  });

describe('cross-origin access (CORS)', () => {
  it('grants none when the web app is served by the portal itself (no CLIENT_URL)', async () => {
    const res = await sameOrigin.app.inject({
      method: 'GET',
      url: '/api/v1/company/config',
      headers: { origin: 'https://other.example.com' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(
      (await preflight(sameOrigin, 'https://other.example.com')).headers['access-control-allow-origin'],
    ).toBeUndefined();
  });

  it("grants CLIENT_URL's origin, preflight included, and no other", async () => {
    const res = await elsewhere.app.inject({
      method: 'GET',
      url: '/api/v1/company/config',
      headers: { origin: 'https://agents.example.com' },
    });
    expect(res.headers['access-control-allow-origin']).toBe('https://agents.example.com');
    expect(res.headers.vary).toMatch(/origin/i);
    const allowed = await preflight(elsewhere, 'https://agents.example.com');
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://agents.example.com');
    const other = await elsewhere.app.inject({
      method: 'GET',
      url: '/api/v1/company/config',
      headers: { origin: 'https://other.example.com' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
