import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@portal/db';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { createWalletAgent, ledgerViolations } from '../wallet/wallet.testing.ts';
import {
  freeDate,
  INVENTORY,
  order,
  pickActivity,
  pricedItem,
  seedCatalogue,
} from './attractions.testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalogue(t);
});
afterAll(() => t.close());

describe('checkout races', () => {
  it('200 parallel checkouts for the last 50 tickets sell exactly 50, none twice', async () => {
    const inv = await pickActivity(
      t,
      sql`${INVENTORY} and exists (select 1 from attraction_tickets x where x.activity_id = act.id and x.ticket_for = 'common')`,
    );
    const db = t.deps.database.db;
    await db.execute(sql`update attraction_tickets set status = 'sold', reserved_by = 'earlier-sales'
      where activity_id = ${inv.activityId} and ticket_no not in (
        select ticket_no from attraction_tickets where activity_id = ${inv.activityId} and status = 'available'
        order by ticket_no limit 50)`);
    const date = await freeDate(t, inv.attractionId);
    const agents = await Promise.all(
      Array.from({ length: 20 }, () => createWalletAgent(t.deps, { balance: 10_000_000 })),
    );
    const item = await pricedItem(t, agents[0]!.token, { activityId: inv.activityId, date, adults: 1 });
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => order(t, agents[i % agents.length]!.token, [item])),
    );
    const created = results.filter((r) => r.statusCode === 201);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(created.length).toBe(50);
    for (const r of refused) {
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json<{ error: string }>().error).toMatch(/sold out/);
      // The key carries what the English names: the activity and the ticket type that ran out.
      const body = r.json<{
        error: string;
        messageKey?: string;
        messageParams?: { activity: string; ticket: string };
      }>();
      expect(body.messageKey).toBe('attraction.soldOut');
      const { activity, ticket } = body.messageParams ?? {};
      expect(body.error).toBe(
        `${activity}: sold out (no ${ticket === 'any' ? '' : `${ticket} `}tickets left).`,
      );
    }
    const [sold] = await queryRows<{ n: number; distinctLines: number; reserved: number }>(
      db,
      sql`select count(*) filter (where status = 'sold' and reserved_by <> 'earlier-sales')::int as n,
        count(distinct reserved_by) filter (where status = 'sold' and reserved_by <> 'earlier-sales')::int as "distinctLines",
        count(*) filter (where status = 'reserved')::int as reserved
        from attraction_tickets where activity_id = ${inv.activityId}`,
    );
    expect(sold).toEqual({ n: 50, distinctLines: 50, reserved: 0 });
    const [orders] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from booking_lines l join attraction_booking_lines d on d.line_id = l.id
        where d.activity_id = ${inv.activityId} and l.status = 'confirmed'`,
    );
    expect(orders!.n).toBe(50);
    expect(await ledgerViolations(db)).toEqual([]);
  }, 120_000);
});
