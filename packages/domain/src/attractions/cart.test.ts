import { describe, expect, it } from 'vitest';
import {
  addToCart,
  applyPromo,
  cartTotal,
  emptyCart,
  isFavourite,
  promoDiscount,
  removeFromCart,
  removePromo,
  toggleFavourite,
  type CartItem,
} from './cart.ts';

const item = (id: string, over: Partial<CartItem> = {}): CartItem => ({
  _id: id,
  name: `Activity ${id}`,
  date: '2026-11-25',
  activityType: 'normal',
  base: 'person',
  adult: 2,
  child: 1,
  infant: 0,
  adultPrice: 10_000,
  childPrice: 8_000,
  infantPrice: 0,
  price: 28_000,
  isPromoAdded: false,
  b2bPromoAmountAdult: 1_000,
  b2bPromoAmountChild: 500,
  ...over,
});

describe('cart', () => {
  it('merges and de-duplicates by _id, the later item replacing the earlier', () => {
    const cart = addToCart([item('a'), item('b')], [item('c'), item('a', { adult: 3 })]);
    expect(cart.map((i) => i._id)).toEqual(['a', 'b', 'c']);
    expect(cart[0]!.adult).toBe(3);
    expect(addToCart(cart, item('b', { price: 1 }))[1]!.price).toBe(1);
    expect(addToCart([], [item('x'), item('x', { name: 'second' })])).toEqual([
      item('x', { name: 'second' }),
    ]);
  });

  it('removes and empties', () => {
    const cart = [item('a'), item('b')];
    expect(removeFromCart(cart, 'a').map((i) => i._id)).toEqual(['b']);
    expect(removeFromCart(cart, 'zz')).toEqual(cart);
    expect(emptyCart()).toEqual([]);
    expect(cartTotal(cart)).toBe(56_000);
  });

  it('applies a promo: adult x promoAdult + child x promoChild off the price, and adds it back on removal', () => {
    const cart = [item('a'), item('b')];
    const applied = applyPromo(cart, 'a');
    expect(applied[0]).toMatchObject({ isPromoAdded: true, price: 28_000 - 2_500 });
    expect(applied[1]).toBe(cart[1]);
    expect(applyPromo(applied, 'a')).toEqual(applied);
    const removed = removePromo(applied, 'a');
    expect(removed[0]).toMatchObject({ isPromoAdded: false, price: 28_000 });
    expect(removePromo(removed, 'a')).toEqual(removed);
  });

  it('leaves hourly transfer items unchanged by promo', () => {
    const hourly = item('h', { activityType: 'transfer', base: 'hourly' });
    expect(promoDiscount(hourly)).toBe(0);
    expect(applyPromo([hourly], 'h')).toEqual([hourly]);
    expect(removePromo([{ ...hourly, isPromoAdded: true }], 'h')).toEqual([
      { ...hourly, isPromoAdded: true },
    ]);
  });

  it('refuses a promo larger than the price so removal stays symmetric', () => {
    const cheap = item('c', { price: 1_000 });
    expect(applyPromo([cheap], 'c')).toEqual([cheap]);
  });
});

describe('favourites', () => {
  it('toggles: removes when present, otherwise adds at the front', () => {
    const a = { _id: 'a', title: 'A' };
    const b = { _id: 'b', title: 'B' };
    const list = toggleFavourite(toggleFavourite([], a), b);
    expect(list).toEqual([b, a]);
    expect(isFavourite(list, 'a')).toBe(true);
    expect(toggleFavourite(list, { _id: 'a', title: 'A again' })).toEqual([b]);
    expect(isFavourite([b], 'a')).toBe(false);
  });
});
