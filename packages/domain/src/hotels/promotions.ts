import { percentOf, type Minor } from '../money.ts';
import { daysBetween } from '../plain-date.ts';
import type { HotelPromotion, PlainDate } from './types.ts';

export interface NightAmount {
  date: PlainDate;
  net: Minor;
}

export interface AppliedPromotion {
  code: string;
  name: string;
  discount: Minor;
}

export interface PromotionResult {
  nightly: NightAmount[];
  applied: AppliedPromotion[];
}

function inWindow(promotion: HotelPromotion, date: PlainDate): boolean {
  if (promotion.stayFrom && date < promotion.stayFrom) return false;
  if (promotion.stayTo && date > promotion.stayTo) return false;
  return true;
}

/**
 * Applies a contract's promotions to the nightly amounts of a rate (all rooms, board included):
 * highest priority first, at most one promotion of each type, each on the amounts the previous one
 * left. A promotion that gives nothing (window missed, booked too late, stay too short) does not use
 * up its type, so a lower-priority one of the same type may still apply. A promotion that is not
 * combinable applies only when none has before it, and then ends the list.
 * - stay-pay: the nights inside the window, in date order, form blocks of `stay`; in every full block
 *   the `stay - pay` cheapest nights are free (on equal price the later night).
 * - early-booking: `percent` off every night inside the window when booked at least `minDaysBefore`
 *   days before check-in (`today` is the hotel-local date of the booking).
 * - long-stay: `percent` off every night inside the window when the stay has at least `minNights`.
 */
export function applyPromotions(
  promotions: readonly HotelPromotion[],
  nights: readonly NightAmount[],
  ctx: { checkIn: PlainDate; today: PlainDate },
): PromotionResult {
  const nightly = nights.map((n) => ({ ...n }));
  const applied: AppliedPromotion[] = [];
  const used = new Set<HotelPromotion['type']>();
  const ordered = orderOf(promotions);
  for (const promotion of ordered) {
    if (used.has(promotion.type)) continue;
    const exclusive = promotion.combinable === false;
    if (exclusive && applied.length > 0) continue;
    const eligible = nightly.filter((n) => inWindow(promotion, n.date));
    if (eligible.length === 0) continue;
    const discount = qualifies(promotion, nightly.length, ctx)
      ? promotion.type === 'stay-pay'
        ? applyStayPay(promotion, eligible)
        : applyPercent(promotion.percent, eligible)
      : 0;
    if (discount <= 0) continue;
    used.add(promotion.type);
    applied.push({ code: promotion.code, name: promotion.name, discount });
    if (exclusive) break;
  }
  return { nightly, applied };
}

/**
 * The promotions in the order they apply (highest priority first, then by code), sorted once per
 * list: a search prices every board of every contract, each asking for the same contract's order.
 * A list changed in place since (same array, other elements) is sorted again.
 */
const orders = new WeakMap<readonly HotelPromotion[], { of: HotelPromotion[]; ordered: HotelPromotion[] }>();
function orderOf(promotions: readonly HotelPromotion[]): readonly HotelPromotion[] {
  const held = orders.get(promotions);
  if (held && held.of.length === promotions.length && held.of.every((p, i) => p === promotions[i]))
    return held.ordered;
  const ordered = [...promotions].sort((a, b) => b.priority - a.priority || a.code.localeCompare(b.code));
  orders.set(promotions, { of: [...promotions], ordered });
  return ordered;
}

/** Whether the booking meets the promotion's condition (stay-pay: its blocks decide). */
function qualifies(
  promotion: HotelPromotion,
  stayNights: number,
  ctx: { checkIn: PlainDate; today: PlainDate },
): boolean {
  if (promotion.type === 'early-booking') return daysBetween(ctx.today, ctx.checkIn) >= promotion.minDaysBefore;
  if (promotion.type === 'long-stay') return stayNights >= promotion.minNights;
  return true;
}

/** Frees the cheapest nights of every full block in place; returns the discount. */
function applyStayPay(
  promotion: Extract<HotelPromotion, { type: 'stay-pay' }>,
  eligible: NightAmount[],
): Minor {
  const { stay, pay } = promotion;
  if (!Number.isSafeInteger(stay) || !Number.isSafeInteger(pay) || pay < 1 || stay <= pay) {
    throw new RangeError(`promotion ${promotion.code}: stay-pay needs whole stay > pay >= 1`);
  }
  let discount = 0;
  for (let start = 0; start + stay <= eligible.length; start += stay) {
    const block = eligible.slice(start, start + stay);
    const free = [...block].sort((a, b) => a.net - b.net || (a.date < b.date ? 1 : -1)).slice(0, stay - pay);
    for (const night of free) {
      discount += night.net;
      night.net = 0;
    }
  }
  return discount;
}

function applyPercent(percent: number, eligible: NightAmount[]): Minor {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) {
    throw new RangeError('a promotion percentage is between 0 and 100');
  }
  let discount = 0;
  for (const night of eligible) {
    // Rounded per night so the nightly amounts keep summing to the rate's net.
    const off = Math.min(night.net, percentOf(night.net, percent));
    night.net -= off;
    discount += off;
  }
  return discount;
}
