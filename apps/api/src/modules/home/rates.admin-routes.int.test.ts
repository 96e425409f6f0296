import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { fxRates } from '@portal/db';
import { adminRateChangeAnswer, adminRateListAnswer, initialDataAnswer } from '@portal/contracts';
import { fixedClock } from '../../lib/clock.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { createTestAdmin, signInAdmin } from '../auth/auth.fixtures.ts';
import { auth, createAgentWithToken } from '../resellers/resellers.testing.ts';
import { HOME_COMMANDS } from './home.admin.ts';
import { cliActor } from '../../audit/index.ts';

// A day ahead of the real clock, so every rate this file records is newer than the seeded ones.
const start = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 24 * 3600_000);
let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await buildTestApp({ clock: fixedClock(start) });
  staff = await signInAdmin(t.app, (await createTestAdmin(t.deps)).email);
});
afterAll(() => t.close());

const rates = (query = '', token = staff) =>
  t.app.inject({ method: 'GET', url: `/api/v1/admin/rates${query}`, headers: auth(token) });
const setRate = (iso: string, payload: unknown, token = staff) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/admin/rates/${iso}`,
    headers: auth(token),
    payload: payload as object,
  });
async function initialRate(iso: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/home/initial-data' });
  expect(res.statusCode).toBe(200);
  return initialDataAnswer.parse(res.json()).currencies.find((c) => c.isocode === iso)?.conversionRate;
}

describe('admin currency rates', () => {
  it('lists every currency with its latest rate, source and time', async () => {
    const answer = adminRateListAnswer.parse((await rates()).json());
    expect(answer.base).toBe('AED');
    expect(answer.total).toBe(answer.rates.length);
    const usd = answer.rates.find((r) => r.isocode === 'USD')!;
    expect(usd.name).toBe('US Dollar');
    expect(usd.rate).toBeGreaterThan(0);
    expect(usd.source).toBeTruthy();
    expect(usd.fetchedAt).toBeTruthy();
    const page = adminRateListAnswer.parse((await rates('?skip=1&limit=2')).json());
    expect(page.rates.map((r) => r.isocode)).toEqual(answer.rates.slice(1, 3).map((r) => r.isocode));
    expect(page.total).toBe(answer.total);
  });

  it('records a new rate as history, answers the old and new rate, and initial-data serves it at once', async () => {
    const before = await initialRate('USD'); // warms the in-memory reference data
    const res = await setRate('usd', { rate: '0.2799' });
    expect(res.statusCode).toBe(200);
    const change = adminRateChangeAnswer.parse(res.json());
    expect(change).toMatchObject({
      isocode: 'USD',
      name: 'US Dollar',
      rate: 0.2799,
      time: start.toISOString(),
      previous: { rate: before },
    });
    expect(await initialRate('USD')).toBe(0.2799);

    const [latest] = await t.deps.database.db
      .select()
      .from(fxRates)
      .where(eq(fxRates.isocode, 'USD'))
      .orderBy(desc(fxRates.fetchedAt), desc(fxRates.id));
    expect(latest).toMatchObject({ rate: 0.2799, source: 'back office' });
    const listed = adminRateListAnswer.parse((await rates()).json()).rates.find((r) => r.isocode === 'USD');
    expect(listed).toMatchObject({ rate: 0.2799, source: 'back office', fetchedAt: start.toISOString() });

    // A number works too; the command line lists what the back office set.
    expect((await setRate('USD', { rate: 0.28 })).statusCode).toBe(200);
    expect(await initialRate('USD')).toBe(0.28);
    const list = HOME_COMMANDS.find((c) => c.name === 'rates:list')!;
    expect(await list.run(t.deps, { positional: [], flags: {} }, cliActor('test'))).toMatch(
      /USD\s+US Dollar\s+0\.28\s+yes\s+back office/,
    );
  });

  it.each([
    ['AED', { rate: '2' }, 400, /base currency/],
    ['XYZ', { rate: '1.5' }, 404, /Currency XYZ not found/],
    ['US', { rate: '1' }, 400, /three-letter code/],
    ['USD', { rate: '-1' }, 400, /not a valid rate/],
    ['USD', { rate: 0 }, 400, /not a valid rate/],
    ['USD', { rate: 'abc' }, 400, /not a valid rate/],
    ['USD', { rate: '1.123456789' }, 400, /at most 8 decimals/],
    ['USD', {}, 400, /rate/],
  ])('PUT %s %j answers %i', async (iso, payload, status, message) => {
    const res = await setRate(iso, payload);
    expect(res.statusCode).toBe(status);
    expect(res.json<{ error: string }>().error).toMatch(message);
  });

  it('is for company staff only', async () => {
    const agent = await createAgentWithToken(t.deps);
    expect((await rates('', agent.token)).statusCode).toBe(403);
    expect((await setRate('USD', { rate: '9' }, agent.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/rates' })).statusCode).toBe(401);
    expect(await initialRate('USD')).not.toBe(9);
  });
});
