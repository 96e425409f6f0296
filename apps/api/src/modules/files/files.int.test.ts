import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { fixedClock } from '../../lib/clock.ts';
import {
  bearer,
  createTestAdmin,
  createTestAgent,
  multipart,
  SAMPLE_FILES,
  signInAdmin,
  signInAgent,
} from '../auth/auth.fixtures.ts';

const clock = fixedClock(new Date());
let t: TestApp;
let ownerToken: string;
let uploadId: string;
let signedLink: string;
beforeAll(async () => {
  t = await buildTestApp({ clock });
  const owner = await createTestAgent(t.deps);
  ownerToken = await signInAgent(t.app, owner.email);
  const body = multipart([{ field: 'image', filename: 'a.jpg', content: SAMPLE_FILES.jpg }]);
  const res = await t.app.inject({
    method: 'PATCH',
    url: '/api/v1/b2b/resellers/auth/update/avatar',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(ownerToken) },
  });
  signedLink = res.json<{ avatarImg: string }>().avatarImg;
  uploadId = /files\/([0-9a-f-]{36})/.exec(signedLink)?.[1] ?? '';
});
afterAll(() => t.close());

const byToken = (token: string | null, id = uploadId) =>
  t.app.inject({ method: 'GET', url: `/api/v1/b2b/files/${id}`, headers: token ? bearer(token) : {} });

describe('file serving by token', () => {
  it('serves the owner inline with the stored type', async () => {
    const res = await byToken(ownerToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="a.jpg"/);
    expect(res.rawPayload.equals(SAMPLE_FILES.jpg)).toBe(true);
  });

  it('answers 404 to another agent and 401 without a token', async () => {
    const other = await createTestAgent(t.deps);
    expect((await byToken(await signInAgent(t.app, other.email))).statusCode).toBe(404);
    expect((await byToken(null)).statusCode).toBe(401);
  });

  it('serves admins', async () => {
    const admin = await createTestAdmin(t.deps);
    expect((await byToken(await signInAdmin(t.app, admin.email))).statusCode).toBe(200);
  });

  it('answers 404 for an unknown upload', async () => {
    expect((await byToken(ownerToken, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('signed links', () => {
  it('serves a valid link without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: signedLink });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
  });

  it('refuses a tampered signature, expiry or file id', async () => {
    const url = new URL(signedLink, 'http://x');
    const sig = url.searchParams.get('sig') ?? '';
    const exp = Number(url.searchParams.get('exp'));
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    const tries = [
      `/api/v1/files/${uploadId}?exp=${exp}&sig=${flipped}`,
      `/api/v1/files/${uploadId}?exp=${exp + 3600}&sig=${sig}`,
      `/api/v1/files/00000000-0000-4000-8000-000000000000?exp=${exp}&sig=${sig}`,
    ];
    for (const u of tries) {
      const res = await t.app.inject({ method: 'GET', url: u });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/files/${uploadId}` })).statusCode).toBe(400);
  });

  it('refuses an expired link', async () => {
    clock.advance(3 * 3600 * 1000);
    try {
      const res = await t.app.inject({ method: 'GET', url: signedLink });
      expect(res.statusCode).toBe(403);
      expect(res.json<{ error: string }>().error).toMatch(/expired/);
    } finally {
      clock.set(new Date());
    }
  });
});
