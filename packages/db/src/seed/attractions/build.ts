import { createHash } from 'node:crypto';
import {
  addDays,
  formatMoney,
  type CancellationPolicy,
  type TicketFor,
  type VehicleOption,
} from '@portal/domain';
import type { attractionActivities, attractions, attractionTickets } from '../../schema/index.ts';
import { attractionImages } from './catalogue.ts';
import { dayInfoFor } from './day-info.ts';
import type { SeedActivity, SeedAttraction } from './seed-types.ts';

type AttractionRow = typeof attractions.$inferInsert;
type ActivityRow = typeof attractionActivities.$inferInsert;
type TicketRow = typeof attractionTickets.$inferInsert;

export const DEFAULT_MARGIN = 0.18;
export const DEFAULT_VAT_PERCENT = 5;
export const TICKETS_PER_ACTIVITY = 200;

/** A stable UUID (version 5 layout) from a name, so seeded ids are the same on every install. */
export function seedUuid(name: string): string {
  const h = createHash('sha1').update(`portal-seed:${name}`).digest('hex');
  const variant = ((parseInt(h.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(18, 20)}-${h.slice(20, 32)}`;
}

export const attractionSeedId = (slug: string) => seedUuid(`attraction:${slug}`);
export const activitySeedId = (slug: string, index: number) => seedUuid(`activity:${slug}:${index}`);

const fils = (aed: number) => Math.round(aed * 100);
const costOf = (aed: number, margin: number) => Math.round(aed * (1 - margin)) * 100;

/** The window of a yearly season (month-day pairs) that is current or next on `today`. */
export function seasonWindow(season: readonly [string, string], today: string): { from: string; to: string } {
  const year = Number(today.slice(0, 4));
  const [from, to] = season;
  const crosses = to < from;
  for (const y of [year - 1, year, year + 1]) {
    const window = { from: `${y}-${from}`, to: `${crosses ? y + 1 : y}-${to}` };
    if (window.to >= today) return window;
  }
  return { from: `${year + 1}-${from}`, to: `${crosses ? year + 2 : year + 1}-${to}` };
}

/** Yearly closures (month-day) as dates over the next two years. */
export function expandClosedDays(days: readonly string[], today: string): string[] {
  const year = Number(today.slice(0, 4));
  return [year, year + 1, year + 2]
    .flatMap((y) => days.map((d) => `${y}-${d}`))
    .filter((d) => d >= today && d <= addDays(today, 731))
    .sort();
}

function cancellationColumns(policy: CancellationPolicy) {
  if (policy.type === 'non-refundable') {
    return {
      cancellationType: policy.type,
      cancelBeforeHours: 0,
      cancellationFeeType: null,
      cancellationFee: null,
    };
  }
  if (policy.type === 'free') {
    return {
      cancellationType: policy.type,
      cancelBeforeHours: policy.hoursBefore,
      cancellationFeeType: null,
      cancellationFee: null,
    };
  }
  return {
    cancellationType: policy.type,
    cancelBeforeHours: policy.hoursBefore,
    cancellationFeeType: policy.feeType,
    cancellationFee: policy.feeValue,
  };
}

function cancellationText(policy: CancellationPolicy): string {
  if (policy.type === 'non-refundable') return 'Non-refundable: no cancellation or change once booked.';
  if (policy.type === 'free')
    return `Free cancellation until ${policy.hoursBefore} hours before the service.`;
  const fee = policy.feeType === 'flat' ? formatMoney(policy.feeValue) : `${policy.feeValue}% of the price`;
  return `Cancellation until ${policy.hoursBefore} hours before the service, with a fee of ${fee}.`;
}

function sections(a: SeedAttraction) {
  const out: { title: string; body: string }[] = [];
  if (a.itinerary?.length) out.push({ title: 'Itinerary', body: a.itinerary.join('\n') });
  if (a.inclusions?.length) out.push({ title: 'Inclusions', body: a.inclusions.join('\n') });
  out.push({
    title: 'Know before you go',
    body: [
      a.bookingType === 'ticket'
        ? 'E-tickets are issued as soon as the booking is paid.'
        : 'The booking is confirmed by our operations team, usually within 24 hours, with a confirmation number.',
      `Duration: ${a.duration}.`,
      `Location: ${a.location}.`,
      'Age bands: adult 12+, child 2 to 11, infant under 2.',
    ].join('\n'),
  });
  out.push({ title: 'Cancellation policy', body: cancellationText(a.cancellation) });
  return out;
}

export function buildAttractionRow(
  a: SeedAttraction,
  index: number,
  ids: { destinationId: string; categoryId: string },
  today: string,
): AttractionRow {
  const window = a.season ? seasonWindow(a.season, today) : null;
  return {
    id: attractionSeedId(a.slug),
    destinationId: ids.destinationId,
    categoryId: ids.categoryId,
    slug: a.slug,
    title: a.title,
    images: attractionImages(a.slug),
    highlights: [...a.highlights],
    description: a.description,
    sections: sections(a),
    ...cancellationColumns(a.cancellation),
    bookingType: a.bookingType,
    bookingPriorDays: a.bookingPriorDays ?? 0,
    availableWeekdays: [...(a.weekdays ?? [0, 1, 2, 3, 4, 5, 6])],
    offDates: expandClosedDays(a.closedDays ?? [], today),
    customDateFrom: window?.from ?? null,
    customDateTo: window?.to ?? null,
    isApiConnected: Boolean(a.api),
    supplierCode: a.api?.supplier ?? null,
    productCode: a.api?.product ?? null,
    isActive: true,
    rating: a.rating,
    reviewCount: a.reviews,
    durationText: a.duration,
    location: a.location,
    dayInfo: dayInfoFor(a),
    sortOrder: index,
  };
}

function vehiclesOf(activity: SeedActivity, margin: number): VehicleOption[] {
  return (activity.vehicles ?? []).map((v) => ({
    id: v.id,
    name: v.name,
    capacity: v.capacity,
    price: fils(v.price),
    cost: costOf(v.price, margin),
  }));
}

export function buildActivityRow(a: SeedAttraction, activity: SeedActivity, index: number): ActivityRow {
  const margin = a.margin ?? DEFAULT_MARGIN;
  const child = activity.child ?? 0;
  const infant = activity.infant ?? 0;
  const [promoAdult, promoChild] = activity.promo ?? [0, 0];
  return {
    id: activitySeedId(a.slug, index),
    attractionId: attractionSeedId(a.slug),
    name: activity.name,
    description: activity.description ?? '',
    base: activity.base ?? 'person',
    activityType: activity.activityType ?? 'normal',
    adultPrice: fils(activity.adult),
    childPrice: fils(child),
    infantPrice: fils(infant),
    adultCost: costOf(activity.adult, margin),
    childCost: costOf(child, margin),
    infantCost: costOf(infant, margin),
    sharedTransferPrice: activity.shared === undefined ? null : fils(activity.shared),
    sharedTransferCost: activity.shared === undefined ? null : costOf(activity.shared, margin),
    privateVehicles: vehiclesOf(activity, margin),
    vatPercent: activity.vatPercent ?? DEFAULT_VAT_PERCENT,
    b2bPromoAmountAdult: fils(promoAdult),
    b2bPromoAmountChild: fils(promoChild),
    productCode: activity.productCode ?? null,
    isActive: true,
    sortOrder: index,
  };
}

/** Whether an activity draws e-tickets from inventory: person-priced, on a ticket-type, non-API attraction. */
export function hasTicketInventory(a: SeedAttraction, activity: SeedActivity): boolean {
  return a.bookingType === 'ticket' && !a.api && (activity.base ?? 'person') === 'person';
}

export interface TicketPool {
  activityId: string;
  /** Ticket number up to the sequence, e.g. DRT-00102-A. */
  prefix: string;
  ticketFor: TicketFor;
  count: number;
}

/**
 * Deterministic ticket pools, numbered e.g. DRT-00102-A0007: attraction 1, activity 2, adult ticket 7.
 * Typed pools hold 140 adult and 60 child tickets (130/60/10 when infants pay); common pools 200.
 */
export function ticketPools(
  attractionIndex: number,
  activityIndex: number,
  activityId: string,
  activity: SeedActivity,
): TicketPool[] {
  const typed = (activity.tickets ?? (activity.child === activity.adult ? 'common' : 'typed')) === 'typed';
  const sizes: [TicketFor, number][] = !typed
    ? [['common', TICKETS_PER_ACTIVITY]]
    : (activity.infant ?? 0) > 0
      ? [
          ['adult', 130],
          ['child', 60],
          ['infant', 10],
        ]
      : [
          ['adult', 140],
          ['child', 60],
        ];
  const base = `DRT-${String(attractionIndex + 1).padStart(3, '0')}${String(activityIndex + 1).padStart(2, '0')}`;
  const letter: Record<TicketFor, string> = { adult: 'A', child: 'C', infant: 'I', common: 'X' };
  return sizes.map(([ticketFor, count]) => ({
    activityId,
    prefix: `${base}-${letter[ticketFor]}`,
    ticketFor,
    count,
  }));
}

/** The rows a pool expands to (the seed expands them in SQL with generate_series, to the same numbers). */
export function ticketRowsOf(pool: TicketPool, validTill: string): TicketRow[] {
  return Array.from({ length: pool.count }, (_, i) => ({
    activityId: pool.activityId,
    ticketNo: `${pool.prefix}${String(i + 1).padStart(4, '0')}`,
    ticketFor: pool.ticketFor,
    validTill,
    status: 'available' as const,
  }));
}
