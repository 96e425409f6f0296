import type { StoredPricedLine, Tx } from '@portal/db';
import { said } from '@portal/contracts';
import type { ActivityPrice } from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import {
  activitySupplier,
  supplierSettings,
  withTimeout,
  type SupplierSlot,
} from '../../suppliers/activities/index.ts';
import { findActivity, ticketCounts, type ActivityRow } from './catalogue.repository.ts';
import { reserveTickets, ticketNeed } from './tickets.ts';

/**
 * Pieces of an attraction line shared by booking it and paying it again: the supplier slot check,
 * the line's stored price and its ticket reservation.
 */

/**
 * Checks the time slots of API-connected lines with the supplier, before any transaction (a
 * supplier call never runs inside one). Unknown or full slots answer 400.
 */
export interface SlotRequest {
  activityId: string;
  slotId?: string | null | undefined;
  date: string;
  adults: number;
  children: number;
}

export async function checkSupplierSlots(
  deps: AppDeps,
  body: { items: readonly SlotRequest[] },
): Promise<Map<number, SupplierSlot>> {
  const chosen = new Map<number, SupplierSlot>();
  for (const [index, item] of body.items.entries()) {
    const found = await findActivity(deps.database.db, item.activityId);
    if (!found?.attraction.isApiConnected) continue;
    const field = `items.${index}.slotId`;
    if (!item.slotId)
      throw badRequest('Choose a time slot for this activity.', { [field]: ['Choose a time slot'] });
    const supplier = activitySupplier(deps, found.attraction.supplierCode ?? '');
    if (!supplier) throw new AppError('UNAVAILABLE', 'This supplier is not available right now');
    const productCode = found.activity.productCode ?? found.attraction.productCode ?? '';
    const slots = await withTimeout(
      supplier.slots(productCode, item.date),
      supplierSettings(deps.env).timeoutMs,
      'slots',
    ).catch(() => {
      throw new AppError('UNAVAILABLE', 'The supplier did not answer in time; please try again');
    });
    const slot = slots.find((s) => s.slotId === item.slotId);
    if (!slot)
      throw badRequest('The chosen time slot is not offered on this date.', { [field]: ['Unknown slot'] });
    if (slot.available < item.adults + item.children)
      throw new AppError('BAD_REQUEST', `Only ${slot.available} places left in the ${slot.startTime} slot.`, {
        fieldErrors: { [field]: ['Not enough places'] },
        ...said('attraction.slotFull', { left: slot.available, slot: slot.startTime }),
      });
    chosen.set(index, slot);
  }
  return chosen;
}

/** The attraction side of a line's stored price: its priced sub-lines (with their VAT rate), vehicles and promo. */
export function storedPrice(price: ActivityPrice, vatPercent: number) {
  return {
    vehiclePlan: price.vehiclePlan
      ? {
          vehicles: price.vehiclePlan.vehicles.map((v) => ({
            id: v.id,
            name: v.name,
            capacity: v.capacity,
            count: v.count,
          })),
          vehicleCount: price.vehiclePlan.vehicleCount,
          seats: price.vehiclePlan.seats,
        }
      : null,
    pricedLines: price.lines.map((l): StoredPricedLine => ({
      ...l,
      vatPercent,
      breakdown: { ...l.breakdown },
    })),
    promo: price.total.promo,
  };
}

/** Claims a line's e-tickets from the inventory until `until` (400 when too few are left). */
export async function reserveLineTickets(
  tx: Tx,
  activity: ActivityRow,
  party: { date: string; adults: number; children: number; infants: number },
  lineId: string,
  until: Date,
): Promise<void> {
  const counts = (await ticketCounts(tx, [activity.id], party.date)).get(activity.id) ?? {
    adult: 0,
    child: 0,
    infant: 0,
    common: 0,
  };
  await reserveTickets(tx, {
    activityId: activity.id,
    activityName: activity.name,
    date: party.date,
    need: ticketNeed(activity, party, counts),
    lineId,
    until,
  });
}
