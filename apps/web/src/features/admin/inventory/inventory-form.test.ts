import { describe, expect, it } from 'vitest';
import { aedToFils, filsToAed, linesOf } from './inventory-form';

describe('extranet form helpers', () => {
  it('reads AED amounts as fils and writes them back', () => {
    expect(aedToFils('450')).toBe(45_000);
    expect(aedToFils(' 450.5 ')).toBe(45_050);
    expect(aedToFils('1.234')).toBeNull();
    expect(aedToFils('-3')).toBeNull();
    expect(aedToFils('')).toBeNull();
    expect(filsToAed(45_000)).toBe('450');
    expect(filsToAed(45_050)).toBe('450.50');
  });

  it('splits lists by line or comma', () => {
    expect(linesOf('Pool, Wi-Fi\n\n Gym ')).toEqual(['Pool', 'Wi-Fi', 'Gym']);
  });
});
