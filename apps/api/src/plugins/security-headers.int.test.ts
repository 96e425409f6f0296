import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { JSON_ANSWER_HEADERS, portalHelmetOptions } from './security-headers.ts';

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

/** helmet's headers on a real response with the portal's options, minus the transport ones. */
async function helmetReference() {
  const expected = Object.fromEntries((await fetch(referenceUrl)).headers);
  for (const n of ['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'])
    delete expected[n];
  return expected;
}

describe('security headers worked out once', () => {
  it("sends exactly helmet's headers on documents (the API docs page and its files)", async () => {
    const expected = await helmetReference();
    expect(Object.keys(expected)).toContain('content-security-policy');
    expect(expected['content-security-policy']).toContain('https://www.google.com');
    expect(Object.keys(expected)).not.toContain('x-powered-by');
    for (const [url, type] of [
      ['/api/docs/', /^text\/html/],
      ['/api/docs/static/swagger-ui.css', /^text\/css/],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(type);
      for (const [name, value] of Object.entries(expected))
        expect(res.headers[name], `${url} ${name}`).toBe(value);
    }
  });

  it('sends the JSON answer headers, and none of the document ones, on API answers, errors and 304s', async () => {
    const documentOnly = Object.keys(await helmetReference()).filter((n) => !(n in JSON_ANSWER_HEADERS));
    expect(documentOnly).toEqual(
      expect.arrayContaining(['origin-agent-cluster', 'cross-origin-opener-policy']),
    );
    const first = await t.app.inject({ method: 'GET', url: '/api/v1/home/initial-data' });
    const answers = [
      first,
      await t.app.inject({ method: 'GET', url: '/api/v1/company/config' }),
      await t.app.inject({ method: 'GET', url: '/api/v1/no-such-route' }),
      await t.app.inject({ method: 'GET', url: '/api/v1/b2b/transactions/balance' }),
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/home/initial-data',
        headers: { 'if-none-match': String(first.headers.etag) },
      }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 404, 401, 304]);
    for (const res of answers) {
      const at = `${res.statusCode} ${res.headers['content-type'] ?? '(no body)'}`;
      for (const [name, value] of Object.entries(JSON_ANSWER_HEADERS))
        expect(res.headers[name], `${at} ${name}`).toBe(value);
      for (const name of documentOnly) expect(res.headers[name], `${at} ${name}`).toBeUndefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });
});
