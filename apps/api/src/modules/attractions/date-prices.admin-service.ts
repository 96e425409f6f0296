import { and, eq, sql } from 'drizzle-orm';
import { attractionActivities, attractionActivityPrices } from '@portal/db';
import type { AdminActivity, AdminDatePricesInput } from '@portal/contracts';
import { datePricesProblem } from '@portal/domain';
import { recordAudit, type ActingAs } from '../../audit/index.ts';
import type { AppDeps } from '../../deps.ts';
import { refuseProblem } from '../../lib/app-error.ts';
import { datePricesOf } from './catalogue.repository.ts';
import { activityDto, changed, personPricedActivity } from './content.admin-service.ts';

/**
 * Sets every date-range price of a per-person activity (issue 34) against the activity's version: the
 * version bump takes the activity's row lock, so two saves never interleave and the ranges checked for
 * overlap are the ones stored. Search, price check and checkout read them for the visit date
 * (catalogue.repository pricedOn); order lines keep their own prices, so no booking changes.
 */
export async function setDatePrices(
  deps: AppDeps,
  who: ActingAs,
  activityId: string,
  input: AdminDatePricesInput,
): Promise<AdminActivity> {
  const ranges = [...input.ranges].sort((a, b) => a.dateFrom.localeCompare(b.dateFrom));
  refuseProblem(datePricesProblem(input.ranges));
  return deps.database.db.transaction(async (tx) => {
    const row = await personPricedActivity(tx, activityId);
    const updated = await tx
      .update(attractionActivities)
      .set({ version: sql`${attractionActivities.version} + 1`, updatedAt: deps.clock.now() })
      .where(and(eq(attractionActivities.id, activityId), eq(attractionActivities.version, input.version)))
      .returning();
    if (!updated[0]) throw changed(`The activity ${row.activity.name}`);
    const before = (await datePricesOf(tx, [activityId])).get(activityId) ?? [];
    await tx.delete(attractionActivityPrices).where(eq(attractionActivityPrices.activityId, activityId));
    if (ranges.length > 0)
      await tx.insert(attractionActivityPrices).values(ranges.map((r) => ({ ...r, activityId })));
    await recordAudit(tx, who, {
      kind: 'attraction-activity.date-prices',
      object: { type: 'attraction-activity', id: activityId },
      before: { ranges: before },
      after: { ranges },
    });
    return activityDto(updated[0], ranges);
  });
}
