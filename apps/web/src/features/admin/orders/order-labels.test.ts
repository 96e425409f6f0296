import { describe, expect, it } from 'vitest';
import { isProduct, isStatusFilter, productLabel, STATUS_OPTIONS } from './order-labels';

describe('bookings desk labels', () => {
  it("offers the dashboard's line-status links as status filters, each with its own label", () => {
    const values = STATUS_OPTIONS.map((o) => o.value);
    expect(values).toEqual(expect.arrayContaining(['booked', 'pending_supplier', 'completed', 'unpaid']));
    expect(new Set(STATUS_OPTIONS.map((o) => o.label)).size).toBe(STATUS_OPTIONS.length);
    expect(STATUS_OPTIONS.find((o) => o.value === 'booked')?.label).toBe('Line booked: to confirm');
  });

  it('keeps unknown URL values out of the request', () => {
    expect(isProduct('attraction')).toBe(true);
    expect(isProduct('cars')).toBe(false);
    expect(isStatusFilter('pending_supplier')).toBe(true);
    expect(isStatusFilter('')).toBe(false);
    expect(productLabel('a2a')).toBe('A2A ticket');
    expect(productLabel('boat')).toBe('boat');
  });
});
