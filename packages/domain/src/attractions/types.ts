import type { Minor } from '../money.ts';

export const BOOKING_TYPES = ['ticket', 'booking'] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];

export const ACTIVITY_BASES = ['person', 'private', 'hourly'] as const;
/** person: priced per adult/child/infant; private: per vehicle; hourly: per vehicle per hour. */
export type ActivityBase = (typeof ACTIVITY_BASES)[number];

export const ACTIVITY_TYPES = ['normal', 'transfer'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export const TRANSFER_TYPES = ['none', 'shared', 'private'] as const;
export type TransferType = (typeof TRANSFER_TYPES)[number];

export const TICKET_FOR = ['adult', 'child', 'infant', 'common'] as const;
export type TicketFor = (typeof TICKET_FOR)[number];

export const TICKET_STATUSES = ['available', 'reserved', 'sold', 'used'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** A private vehicle option: `price` is the catalogue price per vehicle (per hour for hourly), `cost` its net. */
export interface VehicleOption {
  id: string;
  name: string;
  capacity: number;
  price: Minor;
  cost: Minor;
}

/** How many of one vehicle a selection uses. */
export interface VehicleCount {
  id: string;
  count: number;
}

/** The availability rules of an attraction (reference notes section 8). */
export interface AvailabilityRules {
  bookingType: BookingType;
  /** Days of notice required for booking-type attractions (0 = same day). */
  bookingPriorDays: number;
  /** Enabled weekdays, 0 = Sunday ... 6 = Saturday. */
  availableWeekdays: readonly number[];
  /** Plain dates (yyyy-mm-dd) the attraction is closed. */
  offDates: readonly string[];
  /** Custom date window, inclusive; either end may be open. */
  customDateFrom?: string | null | undefined;
  customDateTo?: string | null | undefined;
}

/** The catalogue fields of an activity that pricing and validation need. */
export interface ActivityCatalogue {
  id: string;
  name: string;
  base: ActivityBase;
  activityType: ActivityType;
  adultPrice: Minor;
  childPrice: Minor;
  infantPrice: Minor;
  adultCost: Minor;
  childCost: Minor;
  infantCost: Minor;
  /** Null when the activity offers no shared transfer. */
  sharedTransferPrice: Minor | null;
  sharedTransferCost: Minor | null;
  privateVehicles: readonly VehicleOption[];
  vatPercent: number;
  b2bPromoAmountAdult: Minor;
  b2bPromoAmountChild: Minor;
}

/** What the agent chose for one activity. */
export interface ActivitySelection {
  date: string | null;
  adults: number;
  children: number;
  infants: number;
  /** Hours for hourly activities (1..12); ignored otherwise. */
  hours?: number | null | undefined;
  transferType: TransferType;
  /** Explicit vehicles; when absent the cheapest combination seating the party is chosen. */
  vehicles?: readonly VehicleCount[] | null | undefined;
}

export interface FieldError {
  field: string;
  message: string;
}
