import { isPromoExempt } from './activity-pricing.ts';

/** A cart item (spec section 3, excursion booking); amounts in minor units. Extra fields ride along. */
export interface CartItem {
  _id: string;
  name: string;
  date: string | null;
  activityType: string;
  base: string;
  adult: number;
  child: number;
  infant: number;
  adultPrice: number;
  childPrice: number;
  infantPrice: number;
  price: number;
  isPromoAdded: boolean;
  b2bPromoAmountAdult: number;
  b2bPromoAmountChild: number;
}

/**
 * Merges items into the cart, de-duplicated by _id: a later item replaces an earlier one with the
 * same _id and keeps the earlier one's place (so re-adding an edited item does not reorder the cart).
 */
export function addToCart<T extends CartItem>(cart: readonly T[], items: T | readonly T[]): T[] {
  const incoming: readonly T[] = isList(items) ? items : [items];
  const merged = new Map<string, T>();
  for (const item of [...cart, ...incoming]) merged.set(item._id, item);
  return [...merged.values()];
}

function isList<T>(value: T | readonly T[]): value is readonly T[] {
  return Array.isArray(value);
}

export function removeFromCart<T extends CartItem>(cart: readonly T[], id: string): T[] {
  return cart.filter((item) => item._id !== id);
}

export function emptyCart<T extends CartItem>(): T[] {
  return [];
}

/** The promo discount of an item: adult x b2bPromoAmountAdult + child x b2bPromoAmountChild (0 when exempt). */
export function promoDiscount(item: CartItem): number {
  if (isPromoExempt(item)) return 0;
  return item.adult * item.b2bPromoAmountAdult + item.child * item.b2bPromoAmountChild;
}

/**
 * Applies the B2B promo to one item: isPromoAdded true and price reduced by the discount. Already
 * applied, exempt (hourly transfer) items, and discounts larger than the price leave the item as is,
 * so removing the promo always adds back exactly what applying took.
 */
export function applyPromo<T extends CartItem>(cart: readonly T[], id: string): T[] {
  return cart.map((item) => {
    if (item._id !== id || item.isPromoAdded || isPromoExempt(item)) return item;
    const discount = promoDiscount(item);
    if (discount > item.price) return item;
    return { ...item, isPromoAdded: true, price: item.price - discount };
  });
}

/** Removes the promo from one item: isPromoAdded false and the discount added back. */
export function removePromo<T extends CartItem>(cart: readonly T[], id: string): T[] {
  return cart.map((item) => {
    if (item._id !== id || !item.isPromoAdded || isPromoExempt(item)) return item;
    return { ...item, isPromoAdded: false, price: item.price + promoDiscount(item) };
  });
}

export function cartTotal(cart: readonly CartItem[]): number {
  return cart.reduce((sum, item) => sum + item.price, 0);
}

/** Favourites: toggling removes the item when present, otherwise adds it at the front. */
export function toggleFavourite<T extends { _id: string }>(list: readonly T[], item: T): T[] {
  return list.some((f) => f._id === item._id) ? list.filter((f) => f._id !== item._id) : [item, ...list];
}

export function isFavourite(list: readonly { _id: string }[], id: string): boolean {
  return list.some((f) => f._id === id);
}
