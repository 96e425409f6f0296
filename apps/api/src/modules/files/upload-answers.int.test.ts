import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificateAnswer } from '@portal/contracts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  bearer,
  createTestAdmin,
  createTestAgent,
  multipart,
  SAMPLE_FILES,
  signInAdmin,
} from '../auth/auth.fixtures.ts';

/** A PDF that runs JavaScript when opened, with an HTML page appended after its end. */
const HOSTILE_PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj<</Type/Catalog/Pages 2 0 R/OpenAction<</S/JavaScript/JS(app.alert(document.cookie))>>>>endobj',
    '2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj',
    'trailer<</Root 1 0 R>>',
    '%%EOF',
    '<html><body><script>fetch("/api/v1/admin/agents").then(r=>r.text()).then(alert)</script></body></html>',
    '',
  ].join('\n'),
);

let t: TestApp;
let links: { tradeLicense: string; taxCertificate: string };
beforeAll(async () => {
  t = await buildTestApp();
  const agent = await createTestAgent(t.deps, { status: 'pending' });
  const path = `${agent.agentCode}/${agent.randomString}`;
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/v1/b2b/resellers/auth/update/certificate/${path}`,
    ...multipart([
      { field: 'tradeLicense', filename: 'licence (final);.pdf', content: HOSTILE_PDF },
      { field: 'taxCertificate', filename: 'tax.png', content: SAMPLE_FILES.png },
    ]),
  });
  expect(res.statusCode, res.body).toBe(200);
  const answer = certificateAnswer.parse(
    (await t.app.inject({ url: `/api/v1/b2b/resellers/auth/certificate/${path}` })).json(),
  );
  links = { tradeLicense: answer.tradeLicense ?? '', taxCertificate: answer.taxCertificate ?? '' };
});
afterAll(() => t.close());

const uploadIdOf = (link: string) => /files\/([0-9a-f-]{36})/.exec(link)?.[1] ?? '';

describe('uploaded files never run as a page of the portal', () => {
  it('answers an uploaded PDF (JavaScript, appended HTML) as a sandboxed download, by link and by token', async () => {
    const admin = await signInAdmin(t.app, (await createTestAdmin(t.deps)).email);
    for (const res of [
      await t.app.inject({ url: links.tradeLicense }),
      await t.app.inject({
        url: `/api/v1/b2b/files/${uploadIdOf(links.tradeLicense)}`,
        headers: bearer(admin),
      }),
    ]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="licence _final__.pdf"; filename*=UTF-8''licence%20%28final%29%3B.pdf`,
      );
      expect(res.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.rawPayload.equals(HOSTILE_PDF)).toBe(true);
    }
  });

  it('previews pictures inline, sandboxed', async () => {
    const res = await t.app.inject({ url: links.taxCertificate });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="tax.png"/);
    expect(res.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
  });

  it('keeps the JSON answer headers on a refused link', async () => {
    const res = await t.app.inject({ url: `${links.tradeLicense}x` });
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
