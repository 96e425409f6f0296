import type { ActivityCatalogue, AvailabilityRules } from './types.ts';

export const ALL_WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];
export const NOW = new Date('2026-11-21T06:00:00Z');

export const ticketAttraction: AvailabilityRules = {
  bookingType: 'ticket',
  bookingPriorDays: 0,
  availableWeekdays: ALL_WEEKDAYS,
  offDates: [],
};
export const bookingAttraction: AvailabilityRules = {
  ...ticketAttraction,
  bookingType: 'booking',
  bookingPriorDays: 1,
};

export const VEHICLES = [
  { id: 'sedan', name: 'Sedan', capacity: 4, price: 20_000, cost: 15_000 },
  { id: 'suv', name: 'SUV', capacity: 6, price: 30_000, cost: 24_000 },
  { id: 'van', name: 'Van', capacity: 12, price: 45_000, cost: 36_000 },
];

export const personActivity: ActivityCatalogue = {
  id: 'act-person',
  name: 'Evening desert safari',
  base: 'person',
  activityType: 'normal',
  adultPrice: 15_000,
  childPrice: 12_000,
  infantPrice: 0,
  adultCost: 11_000,
  childCost: 9_000,
  infantCost: 0,
  sharedTransferPrice: 5_000,
  sharedTransferCost: 3_500,
  privateVehicles: VEHICLES,
  vatPercent: 5,
  b2bPromoAmountAdult: 1_000,
  b2bPromoAmountChild: 500,
};

export const hourlyActivity: ActivityCatalogue = {
  ...personActivity,
  id: 'act-hourly',
  name: 'Private car with driver',
  base: 'hourly',
  activityType: 'transfer',
  sharedTransferPrice: null,
  sharedTransferCost: null,
};
