import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companySettingsAnswer, type CompanyConfigDto } from '@portal/contracts';
import { auditEvents } from '@portal/db';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer, signInStaffWithRole } from '../auth/auth.fixtures.ts';

let t: TestApp;
let content: string;
let finance: string;

beforeAll(async () => {
  t = await buildTestApp();
  content = await signInStaffWithRole(t, 'content');
  finance = await signInStaffWithRole(t, 'finance');
});
afterAll(() => t.close());

const as = (token: string) => (o: InjectOptions) =>
  t.app.inject({ ...o, headers: { ...bearer(token), ...o.headers } });
const URL = '/api/v1/admin/company/settings';
const load = async () =>
  companySettingsAnswer.parse((await as(content)({ method: 'GET', url: URL })).json()).settings;
const config = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/company/config' })).json<CompanyConfigDto>();

describe('company settings agents see', () => {
  it('a saved change reaches the public configuration at once; audited; the stale save is refused', async () => {
    const s = await load();
    const next = {
      ...s,
      contactEmail: 'desk@example.test',
      chatNumbers: { ...s.chatNumbers, visas: '+971 50 999 0000' },
      socialLinks: { instagram: 'https://www.instagram.com/new.example' },
    };
    const res = await as(content)({ method: 'PUT', url: URL, payload: next });
    expect(res.statusCode, res.body).toBe(200);
    await expect
      .poll(
        async () => {
          const c = await config();
          return [c.contactEmail, c.whatsappDetails.visas?.phoneNumber, c.socialLinks];
        },
        { timeout: 10_000 },
      )
      .toEqual([
        'desk@example.test',
        '+971 50 999 0000',
        { instagram: 'https://www.instagram.com/new.example' },
      ]);
    const audit = await t.deps.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.kind, 'company.settings'));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toMatchObject({ contactEmail: 'desk@example.test' });

    const stale = await as(content)({
      method: 'PUT',
      url: URL,
      payload: { ...next, contactEmail: 'other@example.test' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ error: string }>().error).toContain('changed by someone else');
    expect((await config()).contactEmail).toBe('desk@example.test');
  });

  it('the digits of the Arabic portal: Western by default, Arabic-Indic once chosen (issue 35)', async () => {
    expect((await config()).arabicDigits).toBe('latn');
    const s = await load();
    expect(s.arabicDigits).toBe('latn');
    const res = await as(content)({ method: 'PUT', url: URL, payload: { ...s, arabicDigits: 'arab' } });
    expect(res.statusCode, res.body).toBe(200);
    await expect.poll(async () => (await config()).arabicDigits, { timeout: 10_000 }).toBe('arab');
    const bad = await as(content)({
      method: 'PUT',
      url: URL,
      payload: { ...(await load()), arabicDigits: 'roman' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('bad input is a 400 naming the field; other roles are refused', async () => {
    const s = await load();
    for (const [patch, field] of [
      [{ contactEmail: 'not-an-email' }, 'contactEmail'],
      [{ chatNumbers: { ...s.chatNumbers, hotels: 'call us' } }, 'chatNumbers.hotels'],
      [{ socialLinks: { facebook: 'http://insecure.example' } }, 'socialLinks.facebook'],
      [{ phoneNumbers: [] }, 'phoneNumbers'],
    ] as const) {
      const res = await as(content)({ method: 'PUT', url: URL, payload: { ...s, ...patch } });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(Object.keys(res.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors)).toContain(field);
    }
    const refused = await as(finance)({ method: 'PUT', url: URL, payload: s });
    expect(refused.statusCode).toBe(403);
  });
});
