import type { TransferType } from './types.ts';

/** The per-activity choice state the details page keeps (spec section 3, Activity). */
export interface ActivityChoiceState<V = unknown> {
  isChecked: boolean;
  date: string | null;
  transfer: TransferType;
  adult: number;
  child: number;
  infant: number;
  sum: number;
  vehicle: V[];
  selectedVehicle: V[];
  hourCount: number | null;
}

export interface LoadedAttraction<A> {
  bookingType: string;
  isApiConnected: boolean;
  activities: readonly A[];
}

/**
 * Spec section 4, "Loading an attraction": every activity unchecked, no date, no transfer, child 0,
 * infant 0, sum 0, empty vehicle lists; adult 1 when adultTicketCount > 0, the attraction is
 * booking-type or API-connected, else 0; hourly activities start with hourCount 1 (others none).
 */
export function resetActivities<A extends { base: string; adultTicketCount?: number | null }, V = unknown>(
  attraction: LoadedAttraction<A>,
): (A & ActivityChoiceState<V>)[] {
  return attraction.activities.map((activity) => {
    const adultStartsAtOne =
      (activity.adultTicketCount ?? 0) > 0 ||
      attraction.bookingType === 'booking' ||
      attraction.isApiConnected;
    return {
      ...activity,
      isChecked: false,
      date: null,
      transfer: 'none',
      adult: adultStartsAtOne ? 1 : 0,
      child: 0,
      infant: 0,
      sum: 0,
      vehicle: [],
      selectedVehicle: [],
      hourCount: activity.base === 'hourly' ? 1 : null,
    };
  });
}
