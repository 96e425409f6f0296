import { describe, expect, it } from 'vitest';
import { bookingPath, productLabel } from './booking-products';

describe('dashboard product links', () => {
  it('opens each product’s details page by its id', () => {
    expect(bookingPath('hotel', 'abc')).toBe('/hotel/order/abc/details');
    expect(bookingPath('visa', 'app-1')).toBe('/visa/order/app-1/details');
    expect(bookingPath('insurance', 'x')).toBe('/insurance/order/orderView/x');
    expect(bookingPath('flight', 'f')).toBe('/b2b/flight/order/details/f');
    expect(bookingPath('attraction', 'a')).toBe('/attraction/order');
  });
  it('names products in words', () => {
    expect(productLabel('a2a')).toBe('A2A');
    expect(productLabel('unknown')).toBe('unknown');
  });
});
