import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRateChangeAnswer, adminRateHistoryAnswer, adminRateListAnswer } from '@portal/contracts';
import { auditEvents } from '@portal/db';
import { fixedClock } from '../../lib/clock.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { createTestAdmin, signInAdmin } from '../auth/auth.fixtures.ts';
import { auth, createAgentWithToken } from '../resellers/resellers.testing.ts';
import { HOME_COMMANDS } from './home.admin.ts';
import { cliActor } from '../../audit/index.ts';

/** Issue 33 section 3: a large rate move needs a second confirmation with a reason; rates keep their history. */
const start = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 24 * 3600_000);
let t: TestApp;
let staff: string;
let staffName: string;
beforeAll(async () => {
  t = await buildTestApp({ clock: fixedClock(start) });
  const admin = await createTestAdmin(t.deps);
  staffName = admin.name;
  staff = await signInAdmin(t.app, admin.email);
});
afterAll(() => t.close());

const put = (iso: string, payload: object, token = staff) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/admin/rates/${iso}`, headers: auth(token), payload });
const history = (iso: string, token = staff) =>
  t.app.inject({ method: 'GET', url: `/api/v1/admin/rates/${iso}/history`, headers: auth(token) });
const current = async (iso: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/rates', headers: auth(staff) });
  return adminRateListAnswer.parse(res.json()).rates.find((r) => r.isocode === iso)!.rate!;
};
const round8 = (n: number) => Math.round(n * 1e8) / 1e8;

describe('currency rate confirmation and history', () => {
  it('refuses a move beyond 5% without confirm and a reason (409), then records it with who and why', async () => {
    const last = await current('EUR');
    const small = round8(last * 1.04);
    expect((await put('EUR', { rate: small })).statusCode).toBe(200);

    const big = round8(small * 1.2);
    const refused = await put('EUR', { rate: big });
    expect(refused.statusCode).toBe(409);
    const body = refused.json<{ error: string; fieldErrors: Record<string, string[]> }>();
    expect(body.error).toMatch(
      /^EUR moves 20\.0% from .+, more than 5%: confirm the change and give a reason$/,
    );
    expect(Object.keys(body.fieldErrors).sort()).toEqual(['confirm', 'reason']);
    const noReason = await put('EUR', { rate: big, confirm: true, reason: '  ' });
    expect(noReason.statusCode).toBe(409);
    expect(Object.keys(noReason.json<{ fieldErrors: object }>().fieldErrors)).toEqual(['reason']);
    expect(await current('EUR')).toBe(small);

    const ok = await put('EUR', { rate: big, confirm: true, reason: 'Central bank devaluation' });
    expect(ok.statusCode).toBe(200);
    expect(adminRateChangeAnswer.parse(ok.json())).toMatchObject({
      rate: big,
      previous: { rate: small },
      reason: 'Central bank devaluation',
    });

    const h = adminRateHistoryAnswer.parse((await history('eur')).json());
    expect(h.confirmAbovePercent).toBe(5);
    expect(h.history[0]).toMatchObject({
      rate: big,
      previousRate: small,
      setBy: staffName,
      reason: 'Central bank devaluation',
      source: 'back office',
    });
    expect(h.history[1]).toMatchObject({ rate: small, previousRate: last, reason: null, setBy: staffName });

    const audited = await t.deps.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.kind, 'rate.set'), eq(auditEvents.objectId, 'EUR')));
    expect(audited).toHaveLength(2);
    const confirmed = audited.find((a) => a.reason !== null)!;
    expect(confirmed).toMatchObject({
      actorKind: 'staff',
      actorName: staffName,
      reason: 'Central bank devaluation',
    });
    expect(confirmed.before).toEqual({ rate: small });
    expect(confirmed.after).toMatchObject({ rate: big });
  });

  it('the command line asks for --confirm "<reason>" too', async () => {
    const set = HOME_COMMANDS.find((c) => c.name === 'rates:set')!;
    const big = String(round8((await current('GBP')) * 0.5));
    await expect(set.run(t.deps, { positional: ['GBP', big], flags: {} }, cliActor('test'))).rejects.toThrow(
      /more than 5%/,
    );
    expect(
      await set.run(t.deps, { positional: ['GBP', big], flags: { confirm: 'Typo fixed' } }, cliActor('test')),
    ).toContain(`-> ${Number(big)}`);
    const h = adminRateHistoryAnswer.parse((await history('GBP')).json());
    expect(h.history[0]).toMatchObject({ rate: Number(big), setBy: null, reason: 'Typo fixed' });
  });

  it('takes the share from RATE_CHANGE_CONFIRM_PERCENT', async () => {
    const strict = await buildTestApp({
      clock: fixedClock(new Date(start.getTime() + 60_000)),
      env: { RATE_CHANGE_CONFIRM_PERCENT: '1' },
      database: t.deps.database,
    });
    try {
      const token = await signInAdmin(strict.app, (await createTestAdmin(strict.deps)).email);
      const res = await strict.app.inject({
        method: 'PUT',
        url: '/api/v1/admin/rates/INR',
        headers: auth(token),
        payload: { rate: round8((await current('INR')) * 1.02) },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json<{ error: string }>().error).toMatch(/more than 1%/);
    } finally {
      await strict.close();
    }
  });

  it('history is for company staff; 404 for an unknown currency', async () => {
    const agent = await createAgentWithToken(t.deps);
    expect((await history('USD', agent.token)).statusCode).toBe(403);
    expect((await history('XYZ')).statusCode).toBe(404);
  });
});
