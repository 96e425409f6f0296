import { likePattern } from '../../lib/like-pattern.ts';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { withDatePrice, type ActivityDatePrice } from '@portal/domain';
import {
  attractionActivities,
  attractionActivityPrices,
  attractionCategories,
  attractions,
  attractionTickets,
  destinations,
  type DbOrTx,
} from '@portal/db';

export type AttractionRow = typeof attractions.$inferSelect;
export type ActivityRow = typeof attractionActivities.$inferSelect;

export interface AttractionWithRefs extends AttractionRow {
  category: { id: string; name: string; slug: string };
  destination: { id: string; name: string; slug: string };
}

const refs = {
  category: { id: attractionCategories.id, name: attractionCategories.name, slug: attractionCategories.slug },
  destination: { id: destinations.id, name: destinations.name, slug: destinations.slug },
};

export function listCategories(db: DbOrTx) {
  return db
    .select()
    .from(attractionCategories)
    .orderBy(asc(attractionCategories.sortOrder), asc(attractionCategories.name));
}

export async function searchSuggestions(db: DbOrTx, text: string) {
  const pattern = likePattern(text);
  const [dest, attr] = await Promise.all([
    db
      .select({ id: destinations.id, name: destinations.name, slug: destinations.slug })
      .from(destinations)
      .where(
        text
          ? sql`${destinations.name} ilike ${pattern} escape '\\' and exists (select 1 from ${attractions} a where a.destination_id = ${destinations.id} and a.is_active)`
          : sql`exists (select 1 from ${attractions} a where a.destination_id = ${destinations.id} and a.is_active)`,
      )
      .orderBy(asc(destinations.sortOrder), asc(destinations.name))
      .limit(6),
    db
      .select({
        id: attractions.id,
        title: attractions.title,
        slug: attractions.slug,
        images: attractions.images,
        destination: { name: destinations.name, slug: destinations.slug },
      })
      .from(attractions)
      .innerJoin(destinations, eq(destinations.id, attractions.destinationId))
      .where(
        and(
          eq(attractions.isActive, true),
          text ? sql`${attractions.title} ilike ${pattern} escape '\\'` : undefined,
        ),
      )
      .orderBy(asc(attractions.sortOrder), asc(attractions.title))
      .limit(10),
  ]);
  return { destinations: dest, attractions: attr };
}

export async function findDestinationBySlug(db: DbOrTx, slug: string) {
  const [row] = await db
    .select({ id: destinations.id, name: destinations.name, slug: destinations.slug })
    .from(destinations)
    .where(sql`lower(${destinations.slug}) = lower(${slug}) or lower(${destinations.name}) = lower(${slug})`)
    // Names are what links carry (spec: /attractions/{destination name}); slugs keep older links working.
    .orderBy(sql`lower(${destinations.name}) = lower(${slug}) desc`, destinations.sortOrder)
    .limit(1);
  return row ?? null;
}

export async function attractionsOfDestination(
  db: DbOrTx,
  destinationId: string,
): Promise<AttractionWithRefs[]> {
  const rows = await db
    .select({ attraction: attractions, ...refs })
    .from(attractions)
    .innerJoin(attractionCategories, eq(attractionCategories.id, attractions.categoryId))
    .innerJoin(destinations, eq(destinations.id, attractions.destinationId))
    .where(and(eq(attractions.destinationId, destinationId), eq(attractions.isActive, true)))
    .orderBy(asc(attractions.sortOrder), asc(attractions.title));
  return rows.map((r) => ({ ...r.attraction, category: r.category, destination: r.destination }));
}

export async function findAttraction(db: DbOrTx, id: string): Promise<AttractionWithRefs | null> {
  const [row] = await db
    .select({ attraction: attractions, ...refs })
    .from(attractions)
    .innerJoin(attractionCategories, eq(attractionCategories.id, attractions.categoryId))
    .innerJoin(destinations, eq(destinations.id, attractions.destinationId))
    .where(and(eq(attractions.id, id), eq(attractions.isActive, true)));
  return row ? { ...row.attraction, category: row.category, destination: row.destination } : null;
}

const datePriceColumns = {
  activityId: attractionActivityPrices.activityId,
  dateFrom: attractionActivityPrices.dateFrom,
  dateTo: attractionActivityPrices.dateTo,
  adultPrice: attractionActivityPrices.adultPrice,
  childPrice: attractionActivityPrices.childPrice,
  infantPrice: attractionActivityPrices.infantPrice,
  adultCost: attractionActivityPrices.adultCost,
  childCost: attractionActivityPrices.childCost,
  infantCost: attractionActivityPrices.infantCost,
};

/** Every date-range price of the activities, by first day. */
export async function datePricesOf(
  db: DbOrTx,
  activityIds: string[],
): Promise<Map<string, ActivityDatePrice[]>> {
  const out = new Map<string, ActivityDatePrice[]>();
  if (activityIds.length === 0) return out;
  const rows = await db
    .select(datePriceColumns)
    .from(attractionActivityPrices)
    .where(inArray(attractionActivityPrices.activityId, activityIds))
    .orderBy(asc(attractionActivityPrices.dateFrom));
  for (const { activityId, ...range } of rows) out.set(activityId, [...(out.get(activityId) ?? []), range]);
  return out;
}

/**
 * The activities as priced on the visit date `onDate`: an activity with a date-range price holding that
 * day carries its prices, the others keep their standing prices.
 */
export async function pricedOn(db: DbOrTx, rows: ActivityRow[], onDate: string): Promise<ActivityRow[]> {
  if (rows.length === 0) return rows;
  const ranges = await db
    .select(datePriceColumns)
    .from(attractionActivityPrices)
    .where(
      and(
        inArray(
          attractionActivityPrices.activityId,
          rows.map((r) => r.id),
        ),
        lte(attractionActivityPrices.dateFrom, onDate),
        gte(attractionActivityPrices.dateTo, onDate),
      ),
    );
  if (ranges.length === 0) return rows;
  return rows.map((r) =>
    withDatePrice(
      r,
      ranges.filter((x) => x.activityId === r.id),
      onDate,
    ),
  );
}

/** Active activities of the attractions; priced on `onDate` when given (see pricedOn). */
export async function activitiesOf(
  db: DbOrTx,
  attractionIds: string[],
  onDate?: string,
): Promise<ActivityRow[]> {
  if (attractionIds.length === 0) return [];
  const rows = await db
    .select()
    .from(attractionActivities)
    .where(
      and(inArray(attractionActivities.attractionId, attractionIds), eq(attractionActivities.isActive, true)),
    )
    .orderBy(asc(attractionActivities.sortOrder), asc(attractionActivities.name));
  return onDate ? pricedOn(db, rows, onDate) : rows;
}

/** An active activity with its active attraction, or null; priced on `onDate` when given (see pricedOn). */
export async function findActivity(
  db: DbOrTx,
  activityId: string,
  onDate?: string,
): Promise<{ activity: ActivityRow; attraction: AttractionWithRefs } | null> {
  const [row] = await db
    .select({ activity: attractionActivities, attraction: attractions, ...refs })
    .from(attractionActivities)
    .innerJoin(attractions, eq(attractions.id, attractionActivities.attractionId))
    .innerJoin(attractionCategories, eq(attractionCategories.id, attractions.categoryId))
    .innerJoin(destinations, eq(destinations.id, attractions.destinationId))
    .where(
      and(
        eq(attractionActivities.id, activityId),
        eq(attractionActivities.isActive, true),
        eq(attractions.isActive, true),
      ),
    );
  if (!row) return null;
  return {
    activity: onDate ? (await pricedOn(db, [row.activity], onDate))[0]! : row.activity,
    attraction: { ...row.attraction, category: row.category, destination: row.destination },
  };
}

export type TicketCounts = Record<'adult' | 'child' | 'infant' | 'common', number>;

/** Available e-tickets per activity and type, valid on `onDate` or later. */
export async function ticketCounts(
  db: DbOrTx,
  activityIds: string[],
  onDate: string,
): Promise<Map<string, TicketCounts>> {
  const out = new Map<string, TicketCounts>();
  if (activityIds.length === 0) return out;
  const rows = await db
    .select({
      activityId: attractionTickets.activityId,
      ticketFor: attractionTickets.ticketFor,
      n: sql<number>`count(*)::int`,
    })
    .from(attractionTickets)
    .where(
      and(
        inArray(attractionTickets.activityId, activityIds),
        eq(attractionTickets.status, 'available'),
        gte(attractionTickets.validTill, onDate),
      ),
    )
    .groupBy(attractionTickets.activityId, attractionTickets.ticketFor);
  for (const r of rows) {
    const counts = out.get(r.activityId) ?? { adult: 0, child: 0, infant: 0, common: 0 };
    counts[r.ticketFor] = Number(r.n);
    out.set(r.activityId, counts);
  }
  return out;
}
