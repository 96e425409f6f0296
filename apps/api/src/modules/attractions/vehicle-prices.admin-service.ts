import { and, eq, sql } from 'drizzle-orm';
import { attractionActivities } from '@portal/db';
import type { AdminActivity, AdminVehiclePricesInput } from '@portal/contracts';
import { vehiclePricesProblem } from '@portal/domain';
import { recordAudit, type ActingAs } from '../../audit/index.ts';
import type { AppDeps } from '../../deps.ts';
import { refuseProblem } from '../../lib/app-error.ts';
import { activityDto, changed, namedVehicles, ownPricedActivity } from './content.admin-service.ts';

/**
 * Sets the vehicles of a private or hourly activity (issue 34): name, seats, price and cost per vehicle
 * (per vehicle-hour when hourly), or deactivates it, against the activity's version. These are the very
 * `private_vehicles` the price check and checkout choose the cheapest combination from, read uncached, so
 * agents see a new price at once; order lines keep their own breakdown, so no booking changes.
 */
export async function setVehiclePrices(
  deps: AppDeps,
  who: ActingAs,
  activityId: string,
  input: AdminVehiclePricesInput,
): Promise<AdminActivity> {
  const privateVehicles = namedVehicles(input.privateVehicles);
  refuseProblem(vehiclePricesProblem(privateVehicles));
  return deps.database.db.transaction(async (tx) => {
    const row = await ownPricedActivity(tx, activityId, 'vehicle');
    const updated = await tx
      .update(attractionActivities)
      .set({
        privateVehicles,
        isActive: input.isActive,
        version: sql`${attractionActivities.version} + 1`,
        updatedAt: deps.clock.now(),
      })
      .where(and(eq(attractionActivities.id, activityId), eq(attractionActivities.version, input.version)))
      .returning();
    if (!updated[0]) throw changed(`The activity ${row.activity.name}`);
    await recordAudit(tx, who, {
      kind: 'attraction-activity.vehicle-prices',
      object: { type: 'attraction-activity', id: activityId },
      before: { privateVehicles: row.activity.privateVehicles, isActive: row.activity.isActive },
      after: { privateVehicles, isActive: input.isActive },
    });
    return activityDto(updated[0], []);
  });
}
