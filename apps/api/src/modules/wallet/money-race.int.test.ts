import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESELLER_PATHS } from '@portal/contracts';
import { queryRows } from '@portal/db';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  BOOKING_TYPE,
  freeDate,
  INVENTORY,
  order,
  pickActivity,
  pricedItem,
  seedCatalogue,
} from '../attractions/attractions.testing.ts';
import {
  auth,
  createAgentWithToken,
  createSubAgentOf,
  type TestAgent,
} from '../resellers/resellers.testing.ts';
import { walletService } from './wallet.service.ts';
import { idemKey, ledgerViolations } from './wallet.testing.ts';

// PostgreSQL only: PGlite has one connection, so its transactions never interleave and cannot deadlock.
// This is the mix that deadlocked (1.6% of requests answered 500): wallet checkouts of a parent and its
// sub-agent, transfers both ways between them and credit-limit changes, all at once.
const postgres = process.env.TEST_DATABASE_URL;

const REQUESTS = 320;
const IN_FLIGHT = 32;

let t: TestApp;
beforeAll(async () => {
  if (!postgres) return;
  t = await buildTestApp();
  await seedCatalogue(t);
}, 120_000);
afterAll(async () => {
  if (t) await t.close();
});

describe.runIf(postgres)('checkouts and sub-agent transfers racing on PostgreSQL', () => {
  it('no 5xx, every answer a success or a clear refusal, wallets and ledger exact', async () => {
    const parent = await createAgentWithToken(t.deps, { balance: 5_000_000, creditLimit: 1_000_000 });
    const sub = await createSubAgentOf(t.deps, parent, { balance: 2_000_000 });
    const inv = await pickActivity(t, INVENTORY);
    const booking = await pickActivity(t, BOOKING_TYPE);
    const items = async (agent: TestAgent) => [
      await pricedItem(t, agent.token, {
        activityId: inv.activityId,
        date: await freeDate(t, inv.attractionId),
        adults: 1,
      }),
      await pricedItem(t, agent.token, {
        activityId: booking.activityId,
        date: await freeDate(t, booking.attractionId),
        adults: 1,
      }),
    ];
    const menu = { [parent.id]: await items(parent), [sub.id]: await items(sub) };
    const startTotal = await moneyOf([parent.id, sub.id]);

    const request = (i: number) => {
      const kind = i % 6;
      if (kind === 0 || kind === 1) {
        const buyer = kind === 0 ? parent : sub;
        return order(t, buyer.token, [menu[buyer.id]![i % 2]!]).then((r) => ({ what: 'checkout', r }));
      }
      if (kind === 2 || kind === 3)
        return t.app
          .inject({
            method: 'POST',
            url: `/api/v1${RESELLER_PATHS.transfer(sub.id)}`,
            headers: { ...auth(parent.token), 'idempotency-key': idemKey() },
            payload: { amount: 1 + (i % 7), direction: kind === 2 ? 'to-sub' : 'from-sub' },
          })
          .then((r) => ({ what: 'transfer', r }));
      if (kind === 4)
        return order(t, sub.token, [menu[sub.id]![(i + 1) % 2]!]).then((r) => ({ what: 'checkout', r }));
      return t.app
        .inject({
          method: 'PATCH',
          url: `/api/v1${RESELLER_PATHS.creditLimit(sub.id)}`,
          headers: auth(parent.token),
          payload: { amount: 100 + (i % 5) * 10 },
        })
        .then((r) => ({ what: 'credit-limit', r }));
    };

    const answers: { what: string; status: number; body: string }[] = [];
    let next = 0;
    const worker = async () => {
      while (next < REQUESTS) {
        const { what, r } = await request(next++);
        answers.push({ what, status: r.statusCode, body: r.body });
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));

    const failures = answers.filter((a) => a.status >= 500);
    expect(failures.map((a) => `${a.what} ${a.status} ${a.body}`)).toEqual([]);
    for (const a of answers) {
      if (a.status === 400) expect(a.body, a.what).toMatch(/INSUFFICIENT_FUNDS|sold out|tickets? left/);
      else expect(a.status, `${a.what} ${a.body}`).toBe(a.what === 'checkout' ? 201 : 200);
    }
    const [open] = await queryRows<{ n: number }>(
      t.deps.database.db,
      sql`select count(*)::int as n from booking_orders where product = 'attraction' and status not in ('completed', 'failed')`,
    );
    expect(open!.n).toBe(0);
    expect(await ledgerViolations(t.deps.database.db)).toEqual([]);
    // Money is only spent on completed orders: transfers move it between the two, never create it.
    const [spent] = await queryRows<{ total: number }>(
      t.deps.database.db,
      sql`select coalesce(sum(total_agent_price), 0)::int as total from booking_orders
        where product = 'attraction' and status = 'completed' and agent_id in (${parent.id}, ${sub.id})`,
    );
    expect((await moneyOf([parent.id, sub.id])) + spent!.total).toBe(startTotal);
  }, 240_000);
});

/** Own money of the agents: balances minus the credit they used. */
async function moneyOf(agentIds: string[]): Promise<number> {
  let total = 0;
  for (const id of agentIds) {
    const p = await walletService(t.deps).position(id);
    total += p.balance - p.creditUsed;
  }
  return total;
}
