import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyTermsAnswer, companyTermsListAnswer } from '@portal/contracts';
import { auditEvents, companyTerms } from '@portal/db';
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
const read = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/company/terms/booking-terms' });
  expect(res.statusCode, res.body).toBe(200);
  return companyTermsAnswer.parse(res.json()).terms;
};
const save = (token: string, body: Record<string, unknown>) =>
  as(token)({ method: 'PUT', url: '/api/v1/admin/company/terms/booking-terms', payload: body });

describe('company terms pages', () => {
  it('staff write the booking terms; agents read the latest version; every version is kept and audited', async () => {
    expect(await read()).toMatchObject({ version: 0, body: '', title: 'Booking terms' });
    const first = await save(content, {
      title: 'Booking terms',
      body: 'Rates are per room per night.',
      version: 0,
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await save(content, {
      title: 'Booking terms',
      body: 'Rates are per room, VAT included.',
      version: 1,
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(await read()).toMatchObject({ version: 2, body: 'Rates are per room, VAT included.' });

    const versions = await t.deps.database.db
      .select({ version: companyTerms.version, body: companyTerms.body })
      .from(companyTerms)
      .where(eq(companyTerms.page, 'booking-terms'));
    expect(versions.map((v) => v.version).sort()).toEqual([1, 2]);
    const audit = await t.deps.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.kind, 'company-terms.update'), eq(auditEvents.objectId, 'booking-terms')));
    expect(audit).toHaveLength(2);

    const list = await as(content)({ method: 'GET', url: '/api/v1/admin/company/terms' });
    expect(companyTermsListAnswer.parse(list.json()).pages.map((p) => [p.page, p.version])).toEqual([
      ['booking-terms', 2],
      ['cancellation-policy', 0],
    ]);
  });

  it('a save against an older version is refused: changed by someone else; nothing is written', async () => {
    const current = await read();
    const stale = await save(content, {
      title: 'Booking terms',
      body: 'Stale',
      version: current.version - 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ error: string }>().error).toContain('changed by someone else');
    expect(await read()).toEqual(current);
  });

  it('an empty page, a missing title or an unknown page is a 400 naming the field', async () => {
    const current = await read();
    for (const [body, field] of [
      [{ title: 'Booking terms', body: '   ', version: current.version }, 'body'],
      [{ title: '', body: 'Text', version: current.version }, 'title'],
    ] as const) {
      const res = await save(content, body);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors)).toContain(field);
    }
    const unknown = await as(content)({
      method: 'PUT',
      url: '/api/v1/admin/company/terms/privacy-policy',
      payload: { title: 'Privacy', body: 'x', version: 0 },
    });
    expect(unknown.statusCode).toBe(400);
    expect(await read()).toEqual(current);
  });

  it('only staff with the content settings permission may write them', async () => {
    const current = await read();
    const res = await save(finance, { title: 'Booking terms', body: 'Nope', version: current.version });
    expect(res.statusCode).toBe(403);
    expect(await read()).toEqual(current);
  });
});
