import type { ActivityBase, ActivityType, BookingType, CancellationPolicy } from '@portal/domain';

/** Category slugs of the seed (see categories.ts). */
export type CategorySlug =
  | 'theme-parks'
  | 'water-parks'
  | 'desert-safari'
  | 'cruises'
  | 'landmarks'
  | 'museums'
  | 'tours'
  | 'adventure'
  | 'family';

/** A vehicle in AED per vehicle (per hour for hourly activities). */
export interface SeedVehicle {
  id: string;
  name: string;
  capacity: number;
  price: number;
}

export interface SeedActivity {
  name: string;
  description?: string;
  base?: ActivityBase;
  activityType?: ActivityType;
  /** Catalogue prices in AED (major units). */
  adult: number;
  child?: number;
  infant?: number;
  /** Shared transfer price per adult/child in AED. */
  shared?: number;
  /** Private transfer (person base) or the priced units (private/hourly base). */
  vehicles?: readonly SeedVehicle[];
  vatPercent?: number;
  /** B2B promo per adult and per child in AED. */
  promo?: readonly [number, number];
  productCode?: string;
  /** Ticket pools for ticket-type attractions: one common pool or per traveller type. */
  tickets?: 'common' | 'typed';
}

export interface SeedAttraction {
  slug: string;
  title: string;
  destination: 'dubai' | 'abu-dhabi' | 'sharjah' | 'ras-al-khaimah' | 'fujairah' | 'ajman';
  category: CategorySlug;
  bookingType: BookingType;
  bookingPriorDays?: number;
  /** 0 = Sunday ... 6 = Saturday; all days when absent. */
  weekdays?: readonly number[];
  /** Month-day pairs closed every year ("12-02"), expanded to the next two years. */
  closedDays?: readonly string[];
  /** Seasonal window as month-day pairs, e.g. ['10-15', '05-31'] (crossing the new year). */
  season?: readonly [string, string];
  api?: { supplier: string; product: string };
  cancellation: CancellationPolicy;
  rating: number;
  reviews: number;
  duration: string;
  location: string;
  description: string;
  highlights: readonly string[];
  inclusions?: readonly string[];
  itinerary?: readonly string[];
  /** How much of the catalogue price the company keeps (cost = price x (1 - margin)); default 0.18. */
  margin?: number;
  activities: readonly SeedActivity[];
}

/** Standard private fleet priced for a trip; `factor` scales the city rates for longer drives. */
export function fleet(factor = 1): SeedVehicle[] {
  const r = (aed: number) => Math.round(aed * factor);
  return [
    { id: 'sedan', name: 'Sedan', capacity: 4, price: r(150) },
    { id: 'suv', name: 'SUV', capacity: 6, price: r(220) },
    { id: 'van', name: 'Van', capacity: 12, price: r(350) },
    { id: 'mini-coach', name: 'Mini Coach', capacity: 22, price: r(600) },
    { id: 'coach', name: 'Coach', capacity: 50, price: r(1100) },
  ];
}

export const NON_REFUNDABLE: CancellationPolicy = { type: 'non-refundable' };
export const free = (hoursBefore: number): CancellationPolicy => ({ type: 'free', hoursBefore });
export const percentFee = (hoursBefore: number, percent: number): CancellationPolicy => ({
  type: 'fee',
  hoursBefore,
  feeType: 'percentage',
  feeValue: percent,
});
/** A flat fee in AED per line. */
export const flatFee = (hoursBefore: number, aed: number): CancellationPolicy => ({
  type: 'fee',
  hoursBefore,
  feeType: 'flat',
  feeValue: aed * 100,
});
