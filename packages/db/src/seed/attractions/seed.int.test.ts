import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../client.ts';
import { queryRows } from '../../client.ts';
import {
  attractionActivities,
  attractionCategories,
  attractions,
  attractionTickets,
} from '../../schema/index.ts';
import { createTestDb } from '../../testing/index.ts';
import { attractionSeedId } from './build.ts';
import { seedAttractions } from './seed.ts';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

describe('seedAttractions', () => {
  it('seeds the catalogue with activities and ticket inventory', async () => {
    const result = await seedAttractions(handle.db, { now: new Date('2026-11-21T06:00:00Z') });
    expect(result.skipped).toBe(false);
    const db = handle.db;
    const [a] = await db.select({ n: count() }).from(attractions);
    const [act] = await db.select({ n: count() }).from(attractionActivities);
    const [t] = await db.select({ n: count() }).from(attractionTickets);
    const [c] = await db.select({ n: count() }).from(attractionCategories);
    expect(a?.n).toBeGreaterThanOrEqual(60);
    expect(act?.n).toBeGreaterThanOrEqual(120);
    expect(t?.n).toBeGreaterThanOrEqual(10_000);
    expect(c?.n).toBe(9);
    expect({ attractions: a?.n, activities: act?.n, tickets: t?.n }).toEqual({
      attractions: result.attractions,
      activities: result.activities,
      tickets: result.tickets,
    });

    const [burj] = await db
      .select()
      .from(attractions)
      .where(eq(attractions.id, attractionSeedId('burj-khalifa-at-the-top')));
    expect(burj).toMatchObject({
      title: 'Burj Khalifa At the Top',
      isApiConnected: true,
      bookingType: 'ticket',
    });
    const [frameTickets] = await db
      .select({ n: count() })
      .from(attractionTickets)
      .innerJoin(attractionActivities, eq(attractionActivities.id, attractionTickets.activityId))
      .where(
        and(
          eq(attractionActivities.attractionId, attractionSeedId('dubai-frame')),
          eq(attractionTickets.ticketFor, 'adult'),
        ),
      );
    expect(frameTickets?.n).toBe(280);
  });

  it('lets checkouts claim tickets with SKIP LOCKED through the partial index', async () => {
    const [activity] = await handle.db
      .select({ id: attractionTickets.activityId })
      .from(attractionTickets)
      .where(eq(attractionTickets.ticketFor, 'adult'))
      .limit(1);
    const claimed = await handle.db.transaction(async (tx) =>
      queryRows<{ ticket_no: string }>(
        tx,
        sql`update attraction_tickets set status = 'reserved', reserved_by = 'ORD-TEST', reserved_until = now() + interval '15 minutes'
            where id in (select id from attraction_tickets
                         where activity_id = ${activity!.id} and ticket_for = 'adult' and status = 'available'
                         order by valid_till, ticket_no limit 3 for update skip locked)
            returning ticket_no`,
      ),
    );
    expect(claimed.map((r) => r.ticket_no)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^DRT-\d{5}-A\d{4}$/)]),
    );
    expect(claimed).toHaveLength(3);
    // A reservation without its order reference is refused by the table itself.
    await expect(
      handle.db.execute(
        sql`update attraction_tickets set status = 'sold' where activity_id = ${activity!.id} and status = 'available'`,
      ),
    ).rejects.toThrow();
  });

  it('is idempotent', async () => {
    const again = await seedAttractions(handle.db);
    expect(again).toEqual({ skipped: true, attractions: 0, activities: 0, tickets: 0 });
    const [a] = await handle.db.select({ n: count() }).from(attractions);
    expect(a?.n).toBeGreaterThanOrEqual(60);
  });

  it('fills the on-the-day details of attractions seeded before they existed, keeping set values', async () => {
    const frame = attractionSeedId('dubai-frame');
    const safari = attractionSeedId('evening-desert-safari-dubai');
    const custom = {
      meetingPoint: 'Set by the company',
      pickup: null,
      pickupIncluded: false,
      whatToBring: ['x'],
      operator: 'Own operator',
      emergencyPhone: '+971 4 555 0000',
    };
    await handle.db.execute(sql`update attractions set day_info = null where id = ${frame}`);
    await handle.db.update(attractions).set({ dayInfo: custom }).where(eq(attractions.id, safari));
    await seedAttractions(handle.db);
    const rows = await handle.db
      .select({ id: attractions.id, dayInfo: attractions.dayInfo })
      .from(attractions)
      .where(sql`${attractions.id} in (${frame}, ${safari})`);
    expect(rows.find((r) => r.id === frame)?.dayInfo?.meetingPoint).toMatch(/Zabeel Park Gate 4/);
    expect(rows.find((r) => r.id === safari)?.dayInfo).toEqual(custom);
  });
});
