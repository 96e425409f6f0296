import { z } from 'zod';
import { plainDate } from '../common.ts';

/**
 * Amounts in the attractions contracts are integer minor units (fils, AED) unless the field name ends
 * in `Major` (a number with two decimals). The web app converts for display (spec section 5).
 */
export const minorAmount = z.number().int();

/** GET /attractions/categories/all (public). */
export const attractionCategoryDto = z.object({
  _id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  icon: z.string(),
});
export type AttractionCategoryDto = z.infer<typeof attractionCategoryDto>;
export const attractionCategoriesAnswer = z.array(attractionCategoryDto);

/** GET /search/list?search= (public): destination and attraction suggestions (spec sections 2.3, 3). */
export const searchListQuery = z.object({ search: z.string().trim().max(100).default('') });
export const searchListAnswer = z.object({
  destinations: z.array(z.object({ _id: z.uuid(), name: z.string(), slug: z.string() })),
  attractions: z.array(
    z.object({
      _id: z.uuid(),
      title: z.string(),
      slug: z.string(),
      destination: z.object({ name: z.string(), slug: z.string() }),
      image: z.string().nullable(),
    }),
  ),
});
export type SearchListAnswer = z.infer<typeof searchListAnswer>;

export const ATTRACTION_SORTS = ['recommended', 'price-asc', 'price-desc', 'rating', 'title'] as const;

/** GET /b2b/attractions/destinations/{slug}?category=&sort=&skip=&limit= */
export const destinationAttractionsQuery = z.object({
  category: z.string().trim().max(100).optional(),
  sort: z.enum(ATTRACTION_SORTS).default('recommended'),
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(24),
});
export type DestinationAttractionsQuery = z.input<typeof destinationAttractionsQuery>;
export const destinationSlugParam = z.object({ slug: z.string().trim().min(1).max(100) });

export const attractionSummaryDto = z.object({
  _id: z.uuid(),
  title: z.string(),
  slug: z.string(),
  images: z.array(z.string()),
  category: z.object({ _id: z.uuid(), name: z.string(), slug: z.string() }),
  destination: z.object({ name: z.string(), slug: z.string() }),
  bookingType: z.enum(['ticket', 'booking']),
  isApiConnected: z.boolean(),
  rating: z.number(),
  reviewCount: z.number().int(),
  durationText: z.string(),
  location: z.string(),
  cancellationType: z.enum(['non-refundable', 'free', 'fee']),
  /** Lowest adult (or per-vehicle) agent price of its activities, for this caller with every markup. */
  priceFrom: minorAmount,
  priceFromMajor: z.number(),
  /** Same, with the caller's client markup (what the client pays). */
  sellPriceFrom: minorAmount,
});
export type AttractionSummaryDto = z.infer<typeof attractionSummaryDto>;

export const destinationAttractionsAnswer = z.object({
  destination: z.object({ _id: z.uuid(), name: z.string(), slug: z.string() }),
  categories: z.array(attractionCategoryDto.extend({ count: z.number().int() })),
  attractions: z.array(attractionSummaryDto),
  totalAttractions: z.number().int(),
});
export type DestinationAttractionsAnswer = z.infer<typeof destinationAttractionsAnswer>;

const unitPrice = z.object({
  /** What the caller pays per unit (every layer up to its own client markup, VAT included). */
  agentPrice: minorAmount,
  /** agentPrice + the caller's client markup. */
  sellPrice: minorAmount,
});

export const vehicleDto = z.object({
  _id: z.string(),
  name: z.string(),
  capacity: z.number().int(),
  /** Per vehicle (per vehicle-hour for hourly activities). */
  price: unitPrice,
});
export type VehicleDto = z.infer<typeof vehicleDto>;

export const timeSlotDto = z.object({
  slotId: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  available: z.number().int(),
  adultPrice: minorAmount,
  childPrice: minorAmount,
});
export type TimeSlotDto = z.infer<typeof timeSlotDto>;

export const activityDto = z.object({
  _id: z.uuid(),
  name: z.string(),
  description: z.string(),
  base: z.enum(['person', 'private', 'hourly']),
  activityType: z.enum(['normal', 'transfer']),
  ageBands: z.object({
    adult: z.object({ from: z.number() }),
    child: z.object({ from: z.number(), to: z.number() }),
    infant: z.object({ from: z.number(), to: z.number() }),
  }),
  adultPrice: unitPrice,
  childPrice: unitPrice,
  infantPrice: unitPrice,
  /** Per seat; null when the activity offers no shared transfer. */
  sharedTransferPrice: unitPrice.nullable(),
  transferOptions: z.array(z.enum(['none', 'shared', 'private'])),
  vehicles: z.array(vehicleDto),
  vatPercent: z.number(),
  b2bPromoAmountAdult: minorAmount,
  b2bPromoAmountChild: minorAmount,
  /** Remaining e-tickets (ticket-type attractions); null when the attraction does not draw tickets. */
  adultTicketCount: z.number().int().nullable(),
  childTicketCount: z.number().int().nullable(),
  infantTicketCount: z.number().int().nullable(),
  commonTicketCount: z.number().int().nullable(),
  /** API-connected activities need a time slot (POST /b2b/attractions/timeslots). */
  isTimeSlot: z.boolean(),
});
export type ActivityDto = z.infer<typeof activityDto>;

/** GET /b2b/attractions/single/:id: the visit date to price the activities for (today when left out). */
export const attractionDetailsQuery = z.object({
  date: plainDate.optional(),
});

export const attractionDetailsDto = attractionSummaryDto.extend({
  highlights: z.array(z.string()),
  description: z.string(),
  sections: z.array(z.object({ title: z.string(), body: z.string() })),
  cancellationPolicy: z.object({
    type: z.enum(['non-refundable', 'free', 'fee']),
    hoursBefore: z.number().int(),
    feeType: z.enum(['flat', 'percentage']).nullable(),
    /** Minor units for flat fees, a percentage otherwise. */
    fee: z.number().nullable(),
    text: z.string(),
  }),
  availability: z.object({
    bookingPriorDays: z.number().int(),
    availableWeekdays: z.array(z.number().int()),
    offDates: z.array(z.string()),
    customDateFrom: z.string().nullable(),
    customDateTo: z.string().nullable(),
    /** Operating hours (`HH:mm`, Asia/Dubai), null when not given. */
    openingTime: z.string().nullable(),
    closingTime: z.string().nullable(),
    /** The visit date the activities' prices are for (date-range prices, issue 34). */
    pricedOn: z.string(),
    /** Bookable dates from today for the next ~120 days (company zone). */
    bookableDates: z.array(z.string()),
  }),
  /** Sum of remaining tickets over all activities; null for booking-type attractions. */
  ticketCount: z.number().int().nullable(),
  ticketStatus: z.enum(['available', 'sold-out', 'not-applicable']),
  activities: z.array(activityDto),
});
export type AttractionDetailsDto = z.infer<typeof attractionDetailsDto>;
