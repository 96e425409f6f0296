import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents, uploads } from '@portal/db';
import { certificateAnswer } from '@portal/contracts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { createTestAgent, multipart, SAMPLE_FILES, type TestFilePart } from './auth.fixtures.ts';
import type { AgentRow } from './agents.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const certificateUrl = (a: AgentRow, random = a.randomString) =>
  `/api/v1/b2b/resellers/auth/certificate/${a.agentCode}/${random}`;
const upload = (a: AgentRow, parts: TestFilePart[], random = a.randomString) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/v1/b2b/resellers/auth/update/certificate/${a.agentCode}/${random}`,
    ...multipart(parts),
  });
const both = (license = SAMPLE_FILES.pdf, certificate = SAMPLE_FILES.png): TestFilePart[] => [
  { field: 'tradeLicense', filename: 'license.pdf', content: license },
  { field: 'taxCertificate', filename: 'tax.png', content: certificate },
];

describe('verification documents', () => {
  it('answers nulls before any upload', async () => {
    const agent = await createTestAgent(t.deps, { status: 'pending' });
    const res = await t.app.inject({ method: 'GET', url: certificateUrl(agent) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ tradeLicense: null, taxCertificate: null });
  });

  it('answers 404 for a wrong agent code or verification string', async () => {
    const agent = await createTestAgent(t.deps, { status: 'pending' });
    const wrong = await t.app.inject({ method: 'GET', url: certificateUrl(agent, 'f'.repeat(48)) });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toMatchObject({ code: 'NOT_FOUND' });
    const code = await t.app.inject({
      method: 'GET',
      url: `/api/v1/b2b/resellers/auth/certificate/99999/${agent.randomString}`,
    });
    expect(code.statusCode).toBe(404);
    expect((await upload(agent, both(), 'nope')).statusCode).toBe(404);
  });

  it('stores both documents and answers links that serve them', async () => {
    const agent = await createTestAgent(t.deps, { status: 'pending' });
    const res = await upload(agent, both());
    expect(res.statusCode).toBe(200);
    const body = res.json<{ message: string; tradeLicense: string; taxCertificate: string }>();
    expect(body.message).toBe('Files uploaded successfully!');
    const again = certificateAnswer.parse(
      (await t.app.inject({ method: 'GET', url: certificateUrl(agent) })).json(),
    );
    expect(again.tradeLicense).toMatch(/^\/api\/v1\/files\/[0-9a-f-]{36}\?exp=\d+&sig=/);
    const file = await t.app.inject({ method: 'GET', url: again.tradeLicense ?? '' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="license.pdf"/);
    expect(file.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
    const image = await t.app.inject({ method: 'GET', url: again.taxCertificate ?? '' });
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('replaces earlier documents', async () => {
    const agent = await createTestAgent(t.deps, { status: 'pending' });
    await upload(agent, both());
    await upload(agent, both(SAMPLE_FILES.jpg, SAMPLE_FILES.pdf));
    const rows = await t.deps.database.db.select().from(uploads).where(eq(uploads.ownerAgentId, agent.id));
    expect(rows.map((r) => r.mime).sort()).toEqual(['application/pdf', 'image/jpeg']);
  });

  it('refuses a renamed non-image with the spec message', async () => {
    const agent = await createTestAgent(t.deps, { status: 'pending' });
    const res = await upload(agent, both(SAMPLE_FILES.text));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'Please upload a valid JPG or PDF file.',
      fieldErrors: { tradeLicense: ['Please upload a valid JPG or PDF file.'] },
    });
    const [row] = await t.deps.database.db.select().from(agents).where(eq(agents.id, agent.id));
    expect(row?.tradeLicenseId).toBeNull();
  });

  it('requires both documents', async () => {
    const agent = await createTestAgent(t.deps, { status: 'pending' });
    const res = await upload(agent, [
      { field: 'tradeLicense', filename: 'a.pdf', content: SAMPLE_FILES.pdf },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'Please upload both documents',
      fieldErrors: { taxCertificate: ['Tax Certificate is required'] },
    });
    const empty = await upload(agent, [
      { field: 'tradeLicense', filename: 'a.pdf', content: SAMPLE_FILES.pdf },
      { field: 'taxCertificate', filename: '', content: Buffer.alloc(0) },
    ]);
    expect(empty.json()).toMatchObject({ error: 'Please upload both documents' });
  });

  it('refuses a file over 5 MB with a 413 envelope', async () => {
    const agent = await createTestAgent(t.deps, { status: 'pending' });
    const big = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(agent, both(big));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('refuses a request that is not multipart', async () => {
    const agent = await createTestAgent(t.deps, { status: 'pending' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/b2b/resellers/auth/update/certificate/${agent.agentCode}/${agent.randomString}`,
      payload: { tradeLicense: 'x' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('closes the link once the agent is approved', async () => {
    const agent = await createTestAgent(t.deps, { status: 'pending' });
    await upload(agent, both());
    await t.deps.database.db.update(agents).set({ status: 'ok' }).where(eq(agents.id, agent.id));
    expect((await t.app.inject({ method: 'GET', url: certificateUrl(agent) })).statusCode).toBe(404);
    expect((await upload(agent, both())).statusCode).toBe(404);
  });
});
