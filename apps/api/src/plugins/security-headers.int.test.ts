import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { portalHelmetOptions } from './security-headers.ts';

let t: TestApp;
let reference: Server;
let referenceUrl = '';

beforeAll(async () => {
  t = await buildTestApp({ env: { MAPS_API_KEY: 'maps-key' } });
  // helmet's own middleware on a real response, with the same options: what the answers must carry.
  const middleware = helmet(portalHelmetOptions(t.deps.env));
  reference = createServer((req, res) => {
    res.setHeader('x-powered-by', 'something');
    middleware(req, res, () => res.end('ok'));
  });
  await new Promise<void>((resolve) => reference.listen(0, '127.0.0.1', resolve));
  referenceUrl = `http://127.0.0.1:${(reference.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => reference.close(resolve));
});

describe('security headers worked out once', () => {
  it("sends exactly helmet's headers on API answers and errors", async () => {
    const expected = Object.fromEntries((await fetch(referenceUrl)).headers);
    const names = Object.keys(expected).filter(
      (n) => !['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(n),
    );
    expect(names).toContain('content-security-policy');
    expect(expected['content-security-policy']).toContain('https://www.google.com');
    expect(names).not.toContain('x-powered-by');
    for (const url of [
      '/api/v1/company/config',
      '/api/v1/no-such-route',
      '/api/v1/b2b/transactions/balance',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      for (const name of names) expect(res.headers[name], `${url} ${name}`).toBe(expected[name]);
    }
  });
});
