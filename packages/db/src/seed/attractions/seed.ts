import { sql } from 'drizzle-orm';
import { addDays, plainDateIn } from '@portal/domain';
import type { Db } from '../../client.ts';
import {
  attractionActivities,
  attractionCategories,
  attractions,
  attractionTickets,
  destinations,
} from '../../schema/index.ts';
import {
  buildActivityRow,
  buildAttractionRow,
  hasTicketInventory,
  ticketPools,
  type TicketPool,
} from './build.ts';
import { SEED_ATTRACTIONS } from './catalogue.ts';
import { SEED_CATEGORIES } from './categories.ts';
import { dayInfoFor } from './day-info.ts';

export interface SeedAttractionsResult {
  skipped: boolean;
  attractions: number;
  activities: number;
  tickets: number;
}

const SEED_LOCK = 72_410_005;

/**
 * Seeds the attraction catalogue (categories, attractions, activities, ticket inventory).
 * Needs the reference seed (destinations) first. Idempotent: does nothing when any attraction
 * exists; an advisory lock keeps two starting processes from seeding twice.
 */
export async function seedAttractions(db: Db, options: { now?: Date } = {}): Promise<SeedAttractionsResult> {
  const today = plainDateIn(options.now ?? new Date());
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [existing] = await tx.select({ n: sql<number>`count(*)::int` }).from(attractions);
    if ((existing?.n ?? 0) > 0) {
      await backfillDayInfo(tx);
      return { skipped: true, attractions: 0, activities: 0, tickets: 0 };
    }

    const destinationIds = new Map(
      (await tx.select({ id: destinations.id, slug: destinations.slug }).from(destinations)).map((d) => [
        d.slug,
        d.id,
      ]),
    );
    await tx
      .insert(attractionCategories)
      .values(SEED_CATEGORIES.map((c, i) => ({ name: c.name, slug: c.slug, icon: c.icon, sortOrder: i })))
      .onConflictDoNothing();
    const categoryIds = new Map(
      (
        await tx
          .select({ id: attractionCategories.id, slug: attractionCategories.slug })
          .from(attractionCategories)
      ).map((c) => [c.slug, c.id]),
    );

    const validTill = addDays(today, 365);
    const attractionRows = [];
    const activityRows = [];
    const pools: TicketPool[] = [];
    for (const [i, a] of SEED_ATTRACTIONS.entries()) {
      const destinationId = destinationIds.get(a.destination);
      if (!destinationId)
        throw new Error(`seedAttractions: destination "${a.destination}" missing; run seedReference first`);
      const categoryId = categoryIds.get(a.category);
      if (!categoryId) throw new Error(`seedAttractions: category "${a.category}" missing`);
      attractionRows.push(buildAttractionRow(a, i, { destinationId, categoryId }, today));
      for (const [j, activity] of a.activities.entries()) {
        const row = buildActivityRow(a, activity, j);
        activityRows.push(row);
        if (hasTicketInventory(a, activity)) pools.push(...ticketPools(i, j, row.id!, activity));
      }
    }

    await tx.insert(attractions).values(attractionRows);
    await tx.insert(attractionActivities).values(activityRows);
    // One statement expands every pool server-side: far faster than shipping 20 000 rows of parameters.
    await tx.execute(sql`
      insert into ${attractionTickets} (activity_id, ticket_no, ticket_for, valid_till, status)
      select p."activityId", p.prefix || lpad(g::text, 4, '0'), p."ticketFor", ${validTill}::date, 'available'
      from jsonb_to_recordset(${JSON.stringify(pools)}::jsonb)
        as p("activityId" uuid, prefix text, "ticketFor" text, count int)
      cross join lateral generate_series(1, p.count) as g`);
    return {
      skipped: false,
      attractions: attractionRows.length,
      activities: activityRows.length,
      tickets: pools.reduce((sum, p) => sum + p.count, 0),
    };
  });
}

/**
 * Databases seeded before attractions had their on-the-day details get them for the seeded
 * attractions still without (additive: a value set meanwhile is kept). Cheap when done: one count.
 */
async function backfillDayInfo(tx: Parameters<Parameters<Db['transaction']>[0]>[0]): Promise<void> {
  const [missing] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(attractions)
    .where(sql`${attractions.dayInfo} is null`);
  if ((missing?.n ?? 0) === 0) return;
  for (const a of SEED_ATTRACTIONS)
    await tx
      .update(attractions)
      .set({ dayInfo: dayInfoFor(a) })
      .where(sql`${attractions.slug} = ${a.slug} and ${attractions.dayInfo} is null`);
}
