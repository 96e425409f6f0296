import { describe, expect, it } from 'vitest';
import { pageCount, pageItems, pageRange } from './pagination';

describe('pagination', () => {
  it('counts pages and the shown range', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(57, 10)).toBe(6);
    expect(pageRange(2, 10, 57)).toEqual({ from: 11, to: 20 });
    expect(pageRange(6, 10, 57)).toEqual({ from: 51, to: 57 });
    expect(pageRange(1, 10, 0)).toEqual({ from: 0, to: 0 });
    expect(pageCount(21, 10)).toBe(3);
    expect(pageRange(3, 10, 21)).toEqual({ from: 21, to: 21 });
  });

  it('shows first, last, neighbours and gaps', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 5)).toEqual([1, 2, 'gap', 5]);
    expect(pageItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(12, 12)).toEqual([1, 'gap', 11, 12]);
  });
});
