import { addDays, plainDateIn } from '@portal/domain';
import type { AttractionCartItem } from '../attractions.slice';

/**
 * The last day a client may pay a cart's link: the day before its first activity (the server stops
 * the link at the start of that day, Dubai time). Null when that day is already over.
 */
export function cartLinkLastDay(cart: readonly AttractionCartItem[], now = new Date()): string | null {
  const dates = cart
    .map((item) => item.date ?? '')
    .filter(Boolean)
    .sort();
  if (dates.length === 0) return null;
  const lastDay = addDays(dates[0]!, -1);
  return lastDay >= plainDateIn(now) ? lastDay : null;
}
