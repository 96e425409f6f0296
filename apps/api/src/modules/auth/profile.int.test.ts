import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { agentRecord } from '@portal/contracts';
import { agencyUsers, auditEvents } from '@portal/db';
import { createAgencyUser } from '../agency-users/agency-users.testing.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  bearer,
  createTestAgent,
  multipart,
  SAMPLE_FILES,
  signInAgent,
  TEST_PASSWORD,
} from './auth.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function signedIn() {
  const agent = await createTestAgent(t.deps);
  return { agent, token: await signInAgent(t.app, agent.email) };
}
const patch = (path: string, token: string | null, rest: object) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/v1/b2b/resellers/auth/update/${path}`,
    ...rest,
    headers: { ...(token ? bearer(token) : {}), ...((rest as { headers?: object }).headers ?? {}) },
  });

describe('profile settings', () => {
  it('updates contact details and answers the agent record', async () => {
    const { token } = await signedIn();
    const res = await patch('profileSettings', token, {
      payload: { name: 'New Name', city: 'Sharjah', country: 'om', website: '', trnNumber: '123' },
    });
    expect(res.statusCode).toBe(200);
    expect(agentRecord.parse(res.json())).toMatchObject({
      name: 'New Name',
      city: 'Sharjah',
      country: { isocode: 'OM' },
      website: null,
      trnNumber: '123',
    });
  });

  it('stores and clears the zip code and landline, which the agent record answers', async () => {
    const { token } = await signedIn();
    const set = await patch('profileSettings', token, {
      payload: { zipCode: ' 12345 ', telephoneNumber: '+971 4 123 4567' },
    });
    expect(set.statusCode).toBe(200);
    expect(agentRecord.parse(set.json())).toMatchObject({
      zipCode: '12345',
      telephoneNumber: '+971 4 123 4567',
    });
    const cleared = await patch('profileSettings', token, { payload: { zipCode: '', telephoneNumber: '' } });
    expect(agentRecord.parse(cleared.json())).toMatchObject({ zipCode: null, telephoneNumber: null });
  });

  it('validates fields and refuses an empty update or unknown country', async () => {
    const { token } = await signedIn();
    const bad = await patch('profileSettings', token, { payload: { phoneNumber: 'abc' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fieldErrors: { phoneNumber: ['Enter a valid phone number'] } });
    expect((await patch('profileSettings', token, { payload: {} })).statusCode).toBe(400);
    const country = await patch('profileSettings', token, { payload: { country: 'ZZ' } });
    expect(country.json()).toMatchObject({ fieldErrors: { country: ['Select a valid country'] } });
  });

  it('needs a token', async () => {
    expect((await patch('profileSettings', null, { payload: { name: 'x' } })).statusCode).toBe(401);
  });
});

describe('avatar and company logo', () => {
  it('stores an image and answers a link to it', async () => {
    const { token } = await signedIn();
    for (const path of ['avatar', 'companyLogo'] as const) {
      const res = await patch(
        path,
        token,
        multipart([{ field: 'image', filename: 'me.png', content: SAMPLE_FILES.png }]),
      );
      expect(res.statusCode).toBe(200);
      const record = agentRecord.parse(res.json());
      const link = path === 'avatar' ? record.avatarImg : record.companyLogo;
      expect(link).toMatch(/^\/api\/v1\/files\//);
      const file = await t.app.inject({ method: 'GET', url: link ?? '' });
      expect(file.headers['content-type']).toBe('image/png');
    }
  });

  it('refuses a PDF or a renamed text file as an image', async () => {
    const { token } = await signedIn();
    for (const content of [SAMPLE_FILES.pdf, SAMPLE_FILES.text]) {
      const res = await patch('avatar', token, multipart([{ field: 'image', filename: 'me.jpg', content }]));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'Please upload a JPG, PNG or WEBP image.' });
    }
  });

  it('asks for an image when none is sent', async () => {
    const { token } = await signedIn();
    const res = await patch('avatar', token, multipart([], { note: 'x' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fieldErrors: { image: ['Choose an image to upload'] } });
  });
});

describe('password change', () => {
  const body = (oldPassword: string) => ({
    payload: { oldPassword, newPassword: 'Fresh#pass9', confirmPassword: 'Fresh#pass9' },
  });

  it('refuses a wrong current password', async () => {
    const { token } = await signedIn();
    const res = await patch('password', token, body('Wrong#pass1'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      fieldErrors: { oldPassword: ['Your current password is incorrect'] },
    });
  });

  it('refuses a weak new password', async () => {
    const { token } = await signedIn();
    const res = await patch('password', token, {
      payload: { oldPassword: TEST_PASSWORD, newPassword: 'weakweak', confirmPassword: 'weakweak' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).toHaveProperty('newPassword');
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const { agent, token } = await signedIn();
    const other = await signInAgent(t.app, agent.email);
    expect((await patch('password', token, body(TEST_PASSWORD))).statusCode).toBe(200);
    const me = (tk: string) =>
      t.app.inject({ method: 'GET', url: '/api/v1/b2b/resellers/auth/getReseller', headers: bearer(tk) });
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    await signInAgent(t.app, agent.email, 'Fresh#pass9');
  });
});

describe('languages (issue 35)', () => {
  const getReseller = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/b2b/resellers/auth/getReseller', headers: bearer(token) });
  const auditRows = async (objectId: string, kind: string) =>
    (
      await t.deps.database.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.objectId, objectId), eq(auditEvents.kind, kind)))
    ).map((r) => ({ before: r.before, after: r.after, actorName: r.actorName }));

  it('answers English by default; the person sets its own language, audited, and the record follows', async () => {
    const { agent, token } = await signedIn();
    const before = agentRecord.parse((await getReseller(token)).json());
    expect(before).toMatchObject({ language: 'en', clientLanguage: 'en', user: { language: 'en' } });
    const res = await patch('profileSettings', token, { payload: { language: 'ar' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(agentRecord.parse(res.json())).toMatchObject({ language: 'ar', user: { language: 'ar' } });
    expect(agentRecord.parse((await getReseller(token)).json()).language).toBe('ar');
    const [owner] = await t.deps.database.db
      .select()
      .from(agencyUsers)
      .where(and(eq(agencyUsers.agentId, agent.id), eq(agencyUsers.role, 'owner')));
    expect(await auditRows(owner!.id, 'user.language')).toEqual([
      expect.objectContaining({ before: { language: 'en' }, after: { language: 'ar' } }),
    ]);
  });

  it('sets the agency client language (owner or manager), audited, leaving the person language alone', async () => {
    const { agent, token } = await signedIn();
    const res = await patch('profileSettings', token, { payload: { clientLanguage: 'ar', city: 'Ajman' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(agentRecord.parse(res.json())).toMatchObject({
      clientLanguage: 'ar',
      language: 'en',
      city: 'Ajman',
    });
    expect(await auditRows(agent.id, 'agent.client-language')).toEqual([
      expect.objectContaining({ before: { clientLanguage: 'en' }, after: { clientLanguage: 'ar' } }),
    ]);
  });

  it('refuses a language it does not know with a clear message', async () => {
    const { token } = await signedIn();
    for (const payload of [{ language: 'fr' }, { clientLanguage: 'AR' }]) {
      const res = await patch('profileSettings', token, { payload });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: string }>().error).toBeTruthy();
    }
    expect((await patch('language', token, { payload: { language: 'de' } })).statusCode).toBe(400);
  });

  it('lets any user choose its own language, not the agency settings', async () => {
    const { agent } = await signedIn();
    const viewer = await createAgencyUser(t.deps, agent.id, 'viewer');
    expect((await patch('profileSettings', viewer.token, { payload: { language: 'ar' } })).statusCode).toBe(
      403,
    );
    const res = await patch('language', viewer.token, { payload: { language: 'ar' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(agentRecord.parse(res.json())).toMatchObject({ language: 'ar', user: { language: 'ar' } });
    // The owner's language is its own.
    const owner = await signInAgent(t.app, agent.email);
    expect(agentRecord.parse((await getReseller(owner)).json()).language).toBe('en');
    expect(await auditRows(viewer.id, 'user.language')).toHaveLength(1);
  });
});
