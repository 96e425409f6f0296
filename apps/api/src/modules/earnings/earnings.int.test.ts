import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESELLER_PATHS, type TransactionsAnswer } from '@portal/contracts';
import { fixedClock } from '../../lib/clock.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  auth,
  createAgentWithToken,
  createSubAgentOf,
  type TestAgent,
} from '../resellers/resellers.testing.ts';
import { walletService } from '../wallet/wallet.service.ts';
import { ledgerViolations } from '../wallet/wallet.testing.ts';
import {
  companyToday,
  recordParentEarning,
  releaseAllDueEarnings,
  releaseDueEarningsOnce,
  reverseParentEarning,
} from './earnings.service.ts';

// 22:00 UTC on 1 May is already 2 May in Dubai.
const clock = fixedClock('2026-05-01T22:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ clock });
});
afterAll(async () => {
  expect(await ledgerViolations(t.deps.database.db)).toEqual([]);
  await t.close();
});

/** A sub-agent's booking paid in full, with the parent's markup recorded as its pending earning. */
async function paidBooking(
  parent: TestAgent,
  sub: TestAgent,
  markupMinor: number,
  serviceDate: string,
  markupVatMinor?: number,
) {
  const orderRef = `B2BATT-${randomUUID().slice(0, 8)}`;
  const lineRef = `${orderRef}-1`;
  await t.deps.database.db.transaction(async (tx) => {
    await walletService(t.deps).debit(
      { agentId: sub.id, amount: 50_000, reference: orderRef, description: 'Attraction booking' },
      tx,
    );
    await recordParentEarning(t.deps, tx, {
      parentId: parent.id,
      subAgentId: sub.id,
      orderRef,
      lineRef,
      amountMinor: markupMinor,
      ...(markupVatMinor === undefined ? {} : { markupVatMinor }),
      releaseOn: serviceDate,
      product: 'attraction',
    });
  });
  return { orderRef, lineRef };
}

const details = async (parent: TestAgent, sub: TestAgent) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/v1${RESELLER_PATHS.single(sub.id)}`,
      headers: auth(parent.token),
    })
  ).json<{
    pendingEarnings: number;
    totalEarnings: number;
    pendingEarningsVat: number;
    totalEarningsVat: number;
  }>();

describe('parent earnings', () => {
  it('keep the VAT on the markup beside the earning, shown where the earning is (page and statement)', async () => {
    clock.set('2026-05-01T22:00:00Z');
    const parent = await createAgentWithToken(t.deps);
    const sub = await createSubAgentOf(t.deps, parent, { balance: 100_000 });
    await paidBooking(parent, sub, 3_500, '2026-05-02', 175);
    expect(await details(parent, sub)).toMatchObject({
      pendingEarnings: 35,
      pendingEarningsVat: 1.75,
      totalEarnings: 35,
      totalEarningsVat: 1.75,
    });
    clock.set('2026-05-02T20:00:00Z');
    expect(await releaseAllDueEarnings(t.deps)).toBeGreaterThanOrEqual(1);
    expect(await details(parent, sub)).toMatchObject({
      pendingEarnings: 0,
      pendingEarningsVat: 0,
      totalEarningsVat: 1.75,
    });
    const statement = await t.app.inject({
      url: '/api/v1/b2b/transactions/all',
      headers: auth(parent.token),
    });
    const [row] = statement.json<TransactionsAnswer>().transactions;
    expect(row).toMatchObject({ type: 'earnings', amount: 35 });
    expect(row?.description).toMatch(
      /^Earning on booking B2BATT-\w+ of sub-agent \d+ \(.+\), service date 02\/05\/2026: markup AED 35\.00 \(the sub-agent paid AED 36\.75 over your price; AED 1\.75 is VAT on the markup\)$/,
    );
  });

  it('uses the company (Asia/Dubai) day', () => {
    expect(companyToday(new Date('2026-05-01T22:00:00Z'))).toBe('2026-05-02');
    expect(companyToday(new Date('2026-05-01T19:59:59Z'))).toBe('2026-05-01');
  });

  it('stays pending until the service date has passed, then is released exactly once', async () => {
    clock.set('2026-05-01T22:00:00Z');
    const parent = await createAgentWithToken(t.deps);
    const sub = await createSubAgentOf(t.deps, parent, { balance: 100_000 });
    await paidBooking(parent, sub, 1_250, '2026-05-02');
    await paidBooking(parent, sub, 750, '2026-05-03');
    expect(await details(parent, sub)).toMatchObject({ pendingEarnings: 20, totalEarnings: 20 });

    // Service day itself (2 May in Dubai): nothing is due yet.
    expect(await releaseAllDueEarnings(t.deps)).toBe(0);
    clock.set('2026-05-02T20:00:00Z'); // 3 May 00:00 in Dubai
    // Two nodes run the job at the same moment: the earning is paid once.
    const runs = await Promise.all([releaseDueEarningsOnce(t.deps), releaseDueEarningsOnce(t.deps)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect((await walletService(t.deps).position(parent.id)).balance).toBe(1_250);
    expect(await details(parent, sub)).toMatchObject({ pendingEarnings: 7.5, totalEarnings: 20 });
    expect(await releaseAllDueEarnings(t.deps)).toBe(0);

    const statement = await t.app.inject({
      method: 'GET',
      url: '/api/v1/b2b/transactions/all',
      headers: auth(parent.token),
    });
    expect(statement.json<TransactionsAnswer>().transactions).toEqual([
      expect.objectContaining({ type: 'earnings', amount: 12.5, balance: 12.5 }),
    ]);
    clock.set('2026-05-03T20:00:00Z');
    expect(await releaseAllDueEarnings(t.deps)).toBe(1);
    expect(await details(parent, sub)).toMatchObject({ pendingEarnings: 0, totalEarnings: 20 });
  });

  it('many concurrent job runs release every due earning exactly once', async () => {
    clock.set('2026-06-01T08:00:00Z');
    const parent = await createAgentWithToken(t.deps);
    const sub = await createSubAgentOf(t.deps, parent, { balance: 10_000_000 });
    for (let i = 0; i < 12; i++) await paidBooking(parent, sub, 100 + i, '2026-06-01');
    clock.set('2026-06-05T08:00:00Z');
    const before = (await walletService(t.deps).position(parent.id)).balance;
    const runs = await Promise.all(Array.from({ length: 6 }, () => releaseDueEarningsOnce(t.deps, 5)));
    const rest = await releaseAllDueEarnings(t.deps, 5);
    expect(runs.reduce((a, b) => a + b, 0) + rest).toBe(12);
    const expected = Array.from({ length: 12 }, (_, i) => 100 + i).reduce((a, b) => a + b, 0);
    expect((await walletService(t.deps).position(parent.id)).balance - before).toBe(expected);
    expect(await details(parent, sub)).toMatchObject({ pendingEarnings: 0, totalEarnings: expected / 100 });
  });

  it('a cancellation reverses a pending earning (once), and claws back a released one', async () => {
    clock.set('2026-07-01T08:00:00Z');
    const parent = await createAgentWithToken(t.deps, { balance: 10_000 });
    const sub = await createSubAgentOf(t.deps, parent, { balance: 1_000_000 });
    const pending = await paidBooking(parent, sub, 900, '2026-07-10');
    const released = await paidBooking(parent, sub, 400, '2026-07-02');
    clock.set('2026-07-05T08:00:00Z');
    expect(await releaseAllDueEarnings(t.deps)).toBe(1);
    expect((await walletService(t.deps).position(parent.id)).balance).toBe(10_400);

    const db = t.deps.database.db;
    const first = await db.transaction((tx) =>
      reverseParentEarning(t.deps, tx, { lineRef: pending.lineRef }),
    );
    expect(first.outcome).toBe('reversed');
    const again = await db.transaction((tx) =>
      reverseParentEarning(t.deps, tx, { lineRef: pending.lineRef }),
    );
    expect(again.outcome).toBe('already-reversed');
    expect(await details(parent, sub)).toMatchObject({ pendingEarnings: 0, totalEarnings: 4 });

    const back = await db.transaction((tx) =>
      reverseParentEarning(t.deps, tx, { lineRef: released.lineRef }),
    );
    expect(back.outcome).toBe('clawed-back');
    expect((await walletService(t.deps).position(parent.id)).balance).toBe(10_000);
    expect(await details(parent, sub)).toMatchObject({ pendingEarnings: 0, totalEarnings: 0 });
    const unknown = await db.transaction((tx) => reverseParentEarning(t.deps, tx, { lineRef: 'NOPE-1' }));
    expect(unknown.outcome).toBe('not-found');
    // A reversed earning is never released later.
    clock.set('2026-08-01T08:00:00Z');
    expect(await releaseAllDueEarnings(t.deps)).toBe(0);
    expect((await walletService(t.deps).position(parent.id)).balance).toBe(10_000);
  });

  it('recording the same line twice is a no-op; a buyer that is not the sub-agent of the parent is refused', async () => {
    clock.set('2026-09-01T08:00:00Z');
    const parent = await createAgentWithToken(t.deps);
    const sub = await createSubAgentOf(t.deps, parent, { balance: 100_000 });
    const stranger = await createAgentWithToken(t.deps);
    const input = {
      parentId: parent.id,
      subAgentId: sub.id,
      orderRef: 'ORD-X',
      lineRef: `ORD-X-${randomUUID()}`,
      amountMinor: 500,
      releaseOn: '2026-09-03',
    };
    const db = t.deps.database.db;
    const a = await db.transaction((tx) => recordParentEarning(t.deps, tx, input));
    const b = await db.transaction((tx) => recordParentEarning(t.deps, tx, input));
    expect(b.id).toBe(a.id);
    expect(await details(parent, sub)).toMatchObject({ pendingEarnings: 5 });
    await expect(
      db.transaction((tx) =>
        recordParentEarning(t.deps, tx, { ...input, lineRef: 'L2', parentId: stranger.id }),
      ),
    ).rejects.toThrow(/not a sub-agent/);
    await expect(
      db.transaction((tx) => recordParentEarning(t.deps, tx, { ...input, lineRef: 'L3', amountMinor: 1.5 })),
    ).rejects.toThrow();
    await expect(
      db.transaction((tx) =>
        recordParentEarning(t.deps, tx, { ...input, lineRef: 'L4', releaseOn: '03/09/2026' }),
      ),
    ).rejects.toThrow(/yyyy-mm-dd/);
  });
});
