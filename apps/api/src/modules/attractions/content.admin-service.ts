import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { transfersProblem, type ActivityDatePrice, type VehicleOption } from '@portal/domain';
import {
  attractionActivities,
  attractionCategories,
  attractions,
  destinations,
  type DbOrTx,
} from '@portal/db';
import type {
  AdminActivity,
  AdminActivityPriceInput,
  AdminAttraction,
  AdminAttractionInput,
  AdminAttractionsAnswer,
} from '@portal/contracts';
import { recordAudit, type ActingAs } from '../../audit/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, badRequest, notFound, refuseProblem } from '../../lib/app-error.ts';
import { datePricesOf } from './catalogue.repository.ts';

/**
 * The back office's attraction content and activity prices (issue 34), in the very tables search,
 * pricing and checkout read. The attractions table's statement trigger bumps the `catalogue` and
 * `reference` topics, so every node's search index follows at once; activities are read uncached.
 * Order lines keep their own price breakdown and cancellation policy, so no change alters a booking.
 */
export const changed = (what: string) =>
  new AppError(
    'CONFLICT',
    `${what} was changed by someone else since you opened it: reload and make your change again`,
  );

type ActivityRow = typeof attractionActivities.$inferSelect;
export const activityDto = (a: ActivityRow, datePrices: ActivityDatePrice[]): AdminActivity => ({
  _id: a.id,
  name: a.name,
  base: a.base,
  adultPrice: a.adultPrice,
  childPrice: a.childPrice,
  infantPrice: a.infantPrice,
  adultCost: a.adultCost,
  childCost: a.childCost,
  infantCost: a.infantCost,
  sharedTransferPrice: a.sharedTransferPrice,
  sharedTransferCost: a.sharedTransferCost,
  privateVehicles: a.privateVehicles,
  datePrices,
  isActive: a.isActive,
  version: a.version,
});

export async function listAttractions(deps: AppDeps): Promise<AdminAttractionsAnswer> {
  const db = deps.database.db;
  const rows = await db
    .select({
      _id: attractions.id,
      title: attractions.title,
      destination: destinations.name,
      category: attractionCategories.name,
      bookingType: attractions.bookingType,
      isApiConnected: attractions.isApiConnected,
      isActive: attractions.isActive,
      version: attractions.version,
    })
    .from(attractions)
    .innerJoin(destinations, eq(destinations.id, attractions.destinationId))
    .innerJoin(attractionCategories, eq(attractionCategories.id, attractions.categoryId))
    .orderBy(asc(attractions.title));
  const categories = await db
    .select({ _id: attractionCategories.id, name: attractionCategories.name })
    .from(attractionCategories)
    .orderBy(asc(attractionCategories.sortOrder), asc(attractionCategories.name));
  const dests = await db
    .select({ _id: destinations.id, name: destinations.name })
    .from(destinations)
    .orderBy(asc(destinations.name));
  return { attractions: rows, categories, destinations: dests };
}

export async function findAttraction(db: DbOrTx, id: string): Promise<AdminAttraction> {
  const [a] = await db.select().from(attractions).where(eq(attractions.id, id));
  if (!a) throw notFound('Attraction');
  const acts = await db
    .select()
    .from(attractionActivities)
    .where(eq(attractionActivities.attractionId, id))
    .orderBy(asc(attractionActivities.sortOrder), asc(attractionActivities.name));
  const ranges = await datePricesOf(
    db,
    acts.map((x) => x.id),
  );
  return {
    _id: a.id,
    title: a.title,
    description: a.description,
    categoryId: a.categoryId,
    destinationId: a.destinationId,
    bookingType: a.bookingType,
    availableWeekdays: a.availableWeekdays,
    openingTime: a.openingTime,
    closingTime: a.closingTime,
    durationText: a.durationText,
    cancellationType: a.cancellationType,
    cancelBeforeHours: a.cancelBeforeHours,
    cancellationFeeType: a.cancellationFeeType,
    cancellationFee: a.cancellationFee,
    isActive: a.isActive,
    isApiConnected: a.isApiConnected,
    version: a.version,
    activities: acts.map((x) => activityDto(x, ranges.get(x.id) ?? [])),
  };
}

async function checkReferences(db: DbOrTx, input: AdminAttractionInput): Promise<void> {
  const [category] = await db
    .select({ id: attractionCategories.id })
    .from(attractionCategories)
    .where(eq(attractionCategories.id, input.categoryId));
  if (!category) throw badRequest('Choose a category', { categoryId: ['Choose a category'] });
  const [destination] = await db
    .select({ id: destinations.id })
    .from(destinations)
    .where(eq(destinations.id, input.destinationId));
  if (!destination) throw badRequest('Choose a destination', { destinationId: ['Choose a destination'] });
}

/** Saves an attraction's content and cancellation policy (or deactivates it) against its version. */
export async function updateAttraction(
  deps: AppDeps,
  who: ActingAs,
  id: string,
  input: AdminAttractionInput,
): Promise<AdminAttraction> {
  return deps.database.db.transaction(async (tx) => {
    const { activities: _acts, ...before } = await findAttraction(tx, id);
    void _acts;
    await checkReferences(tx, input);
    const { version, ...changes } = input;
    const fee = changes.cancellationType === 'fee';
    const values = {
      ...changes,
      availableWeekdays: [...changes.availableWeekdays].sort((a, b) => a - b),
      cancelBeforeHours: changes.cancellationType === 'non-refundable' ? 0 : changes.cancelBeforeHours,
      cancellationFeeType: fee ? changes.cancellationFeeType : null,
      cancellationFee: fee ? changes.cancellationFee : null,
    };
    const updated = await tx
      .update(attractions)
      .set({ ...values, version: sql`${attractions.version} + 1`, updatedAt: deps.clock.now() })
      .where(and(eq(attractions.id, id), eq(attractions.version, version)))
      .returning({ id: attractions.id });
    if (updated.length === 0) throw changed(`The attraction ${before.title}`);
    const { version: _v, _id, isApiConnected, ...old } = before;
    void _v;
    void _id;
    void isApiConnected;
    await recordAudit(tx, who, {
      kind: 'attraction.update',
      object: { type: 'attraction', id },
      before: old,
      after: { ...old, ...values },
    });
    return findAttraction(tx, id);
  });
}

/**
 * An activity whose prices staff edit here: our own inventory, priced per person (its standing prices and
 * date ranges) or per vehicle (private and hourly). 404 when missing; a supplier's activity, or one priced
 * the other way, is a 400.
 */
export async function ownPricedActivity(tx: DbOrTx, activityId: string, priced: 'person' | 'vehicle') {
  const [row] = await tx
    .select({ activity: attractionActivities, api: attractions.isApiConnected })
    .from(attractionActivities)
    .innerJoin(attractions, eq(attractions.id, attractionActivities.attractionId))
    .where(eq(attractionActivities.id, activityId));
  if (!row) throw notFound('Activity');
  if (row.api || row.activity.productCode)
    throw badRequest(`${row.activity.name} is priced by its supplier`, {
      activityId: ['Priced by its supplier'],
    });
  if (priced === 'person' && row.activity.base !== 'person')
    throw badRequest(`${row.activity.name} is priced per vehicle`, {
      activityId: ['Priced per vehicle, not per person'],
    });
  if (priced === 'vehicle' && row.activity.base === 'person')
    throw badRequest(`${row.activity.name} is priced per person`, {
      activityId: ['Priced per person, not per vehicle'],
    });
  return row;
}

export const personPricedActivity = (tx: DbOrTx, activityId: string) =>
  ownPricedActivity(tx, activityId, 'person');

/** Sets an activity's prices and costs per adult, child and infant (or deactivates it) against its version. */
export async function updateActivityPrices(
  deps: AppDeps,
  who: ActingAs,
  activityId: string,
  input: AdminActivityPriceInput,
): Promise<AdminActivity> {
  return deps.database.db.transaction(async (tx) => {
    const row = await personPricedActivity(tx, activityId);
    const { version, privateVehicles, ...rest } = input;
    const values = {
      ...rest,
      ...(privateVehicles ? { privateVehicles: namedVehicles(privateVehicles) } : {}),
    };
    refuseProblem(
      transfersProblem({
        sharedTransferPrice:
          values.sharedTransferPrice === undefined
            ? row.activity.sharedTransferPrice
            : values.sharedTransferPrice,
        sharedTransferCost:
          values.sharedTransferCost === undefined
            ? row.activity.sharedTransferCost
            : values.sharedTransferCost,
        privateVehicles: values.privateVehicles ?? row.activity.privateVehicles,
      }),
    );
    const updated = await tx
      .update(attractionActivities)
      .set({ ...values, version: sql`${attractionActivities.version} + 1`, updatedAt: deps.clock.now() })
      .where(and(eq(attractionActivities.id, activityId), eq(attractionActivities.version, version)))
      .returning();
    if (!updated[0]) throw changed(`The activity ${row.activity.name}`);
    const { version: _v, _id, name, base, datePrices, ...old } = activityDto(row.activity, []);
    void datePrices;
    void _v;
    void _id;
    void name;
    void base;
    await recordAudit(tx, who, {
      kind: 'attraction-activity.prices',
      object: { type: 'attraction-activity', id: activityId },
      before: old,
      after: values,
    });
    return activityDto(updated[0], (await datePricesOf(tx, [activityId])).get(activityId) ?? []);
  });
}

/** Vehicles as stored: a new one (no id) gets one; names trimmed. */
export function namedVehicles(
  list: { id?: string | undefined; name: string; capacity: number; price: number; cost: number }[],
): VehicleOption[] {
  return list.map((v) => ({
    id: v.id ?? randomUUID(),
    name: v.name.trim(),
    capacity: v.capacity,
    price: v.price,
    cost: v.cost,
  }));
}
