import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  DEFAULT_VIEW,
  isDefaultView,
  toAedMinor,
  toggled,
  viewFromState,
  viewQuery,
} from './results-view';

describe('results sort and filters', () => {
  it('asks for a page of the default view with no filter parameters', () => {
    expect(viewQuery(DEFAULT_VIEW, 2)).toEqual({ skip: 2, limit: 20, sortBy: 'price:asc' });
    expect(isDefaultView(DEFAULT_VIEW)).toBe(true);
  });

  it('sends lists comma-separated and flags only when on', () => {
    const view = toggled(
      toggled(
        { ...DEFAULT_VIEW, sortBy: 'stars:desc', refundableOnly: true, priceTo: 50_000 },
        'starCategories',
        '5',
      ),
      'starCategories',
      '4',
    );
    expect(viewQuery(view, 0)).toEqual({
      skip: 0,
      limit: 20,
      sortBy: 'stars:desc',
      priceTo: 50_000,
      starCategories: '5,4',
      refundableOnly: true,
    });
    expect(activeFilterCount(view)).toBe(4);
    expect(toggled(view, 'starCategories', '5').starCategories).toEqual(['4']);
  });

  it('keeps only what it understands from a history entry', () => {
    expect(viewFromState(null)).toEqual(DEFAULT_VIEW);
    expect(
      viewFromState({ view: { sortBy: 'bogus', priceFrom: -3, areas: [1, 2], payLaterOnly: 'yes' } }),
    ).toEqual(DEFAULT_VIEW);
    expect(
      viewFromState({ view: { sortBy: 'name:asc', chains: ['Jumeirah'], payLaterOnly: true } }),
    ).toMatchObject({
      sortBy: 'name:asc',
      chains: ['Jumeirah'],
      payLaterOnly: true,
    });
  });

  it('turns a price typed in the display currency into AED fils, widening the range', () => {
    // USD at 0.2723 per AED: USD 100 is AED 367.24...
    expect(toAedMinor(100, 0.2723, 'from')).toBe(36724);
    expect(toAedMinor(100, 0.2723, 'to')).toBe(36725);
    expect(toAedMinor(250, 1, 'to')).toBe(25000);
    expect(toAedMinor(-1, 1, 'from')).toBeNull();
    expect(toAedMinor(Number.NaN, 1, 'from')).toBeNull();
    expect(toAedMinor(10, 0, 'from')).toBeNull();
  });
});
