import { describe, expect, it } from 'vitest';
import type { AttractionCartItem } from '../attractions.slice';
import { cartLinkLastDay } from './cart-link';

const item = (date: string | null) => ({ date }) as AttractionCartItem;
const now = new Date('2026-12-01T08:00:00Z');

describe('cartLinkLastDay', () => {
  it('is the day before the first activity of the cart', () => {
    expect(cartLinkLastDay([item('2026-12-10'), item('2026-12-05')], now)).toBe('2026-12-04');
  });
  it('may be today, never a day already over', () => {
    expect(cartLinkLastDay([item('2026-12-02')], now)).toBe('2026-12-01');
    expect(cartLinkLastDay([item('2026-12-01')], now)).toBeNull();
  });
  it('is null for a cart without dates', () => {
    expect(cartLinkLastDay([item(null)], now)).toBeNull();
  });
});
