import { checkBookableDate } from './availability.ts';
import { COMPANY_ZONE } from '../plain-date.ts';
import {
  TRANSFER_TYPES,
  type ActivityCatalogue,
  type ActivitySelection,
  type AvailabilityRules,
  type FieldError,
} from './types.ts';

export const MAX_HOURS = 12;
/** Most travellers (adults + children + infants) on one activity line. */
export const MAX_TRAVELLERS = 100;

export interface SelectionCheck {
  attraction: AvailabilityRules;
  activity: Pick<ActivityCatalogue, 'base' | 'activityType' | 'sharedTransferPrice' | 'privateVehicles'>;
  selection: ActivitySelection;
  now: Date;
  zone?: string;
}

/** Seats a party needs in a vehicle: infants travel on a lap. */
export function seatsNeeded(selection: Pick<ActivitySelection, 'adults' | 'children'>): number {
  return selection.adults + selection.children;
}

/** Every reason the selection cannot be priced or booked, as field messages; empty when it is fine. */
export function validateSelection(check: SelectionCheck): FieldError[] {
  const { attraction, activity, selection } = check;
  const errors: FieldError[] = [];
  const add = (field: string, message: string) => errors.push({ field, message });

  if (
    attraction.bookingType === 'ticket' &&
    (activity.activityType === 'transfer' || activity.base === 'hourly')
  ) {
    add('activity', 'Ticket attractions cannot include transfer or hourly activities.');
  }

  if (!selection.date) add('date', 'Choose a date.');
  else {
    const date = checkBookableDate(selection.date, attraction, check.now, check.zone ?? COMPANY_ZONE);
    if (!date.ok) add('date', date.message);
  }

  const counts = [
    ['adults', 'Adults'],
    ['children', 'Children'],
    ['infants', 'Infants'],
  ] as const;
  let countsValid = true;
  for (const [field, label] of counts) {
    const value = selection[field];
    if (!Number.isSafeInteger(value) || value < 0) {
      add(field, `${label} must be a whole number, 0 or more.`);
      countsValid = false;
    }
  }
  if (countsValid) {
    if (selection.adults + selection.children < 1) add('adults', 'Choose at least one adult or child.');
    if (selection.infants > selection.adults) add('infants', 'Infants cannot exceed adults.');
    if (selection.adults + selection.children + selection.infants > MAX_TRAVELLERS) {
      add('adults', `At most ${MAX_TRAVELLERS} travellers per activity.`);
    }
  }

  if (activity.base === 'hourly') {
    const hours = selection.hours;
    if (typeof hours !== 'number' || !Number.isInteger(hours) || hours < 1 || hours > MAX_HOURS) {
      add('hours', `Choose between 1 and ${MAX_HOURS} hours.`);
    }
  }

  const usesVehicles = checkTransfer(check, add);
  if (usesVehicles && countsValid) checkExplicitVehicles(check, add);
  return errors;
}

/** Adds transfer errors; true when the selection is priced by vehicles. */
function checkTransfer(check: SelectionCheck, add: (field: string, message: string) => void): boolean {
  const { activity, selection } = check;
  if (!(TRANSFER_TYPES as readonly string[]).includes(selection.transferType)) {
    add('transferType', 'Unknown transfer type.');
    return false;
  }
  if (activity.base !== 'person') {
    if (selection.transferType === 'shared') {
      add('transferType', 'Shared transfer is only available for per-person activities.');
    }
    if (activity.privateVehicles.length === 0) {
      add('activity', 'This activity has no vehicles to choose from.');
      return false;
    }
    return true;
  }
  if (selection.transferType === 'shared' && activity.sharedTransferPrice === null) {
    add('transferType', 'This activity has no shared transfer.');
  }
  if (selection.transferType === 'private') {
    if (activity.privateVehicles.length === 0) {
      add('transferType', 'This activity has no private transfer.');
      return false;
    }
    return true;
  }
  return false;
}

function checkExplicitVehicles(check: SelectionCheck, add: (field: string, message: string) => void): void {
  const chosen = check.selection.vehicles;
  if (!chosen || chosen.length === 0) return;
  let seats = 0;
  for (const entry of chosen) {
    const vehicle = check.activity.privateVehicles.find((v) => v.id === entry.id);
    if (!vehicle) {
      add('vehicles', 'Unknown vehicle.');
      return;
    }
    if (!Number.isSafeInteger(entry.count) || entry.count < 1 || entry.count > 50) {
      add('vehicles', 'Vehicle counts must be whole numbers from 1 to 50.');
      return;
    }
    seats += vehicle.capacity * entry.count;
  }
  const needed = seatsNeeded(check.selection);
  if (seats < needed) {
    add('vehicles', `The selected vehicles seat ${seats}; the party needs ${needed}.`);
  }
}
