import { describe, expect, it } from 'vitest';
import { ATTRACTION_PATHS } from '@portal/contracts';
import { CATALOGUE_PATHS } from './catalogue-paths';

describe('catalogue paths', () => {
  it('match the contracts', () => {
    expect(CATALOGUE_PATHS.categories).toBe(ATTRACTION_PATHS.categories);
    expect(CATALOGUE_PATHS.searchList).toBe(ATTRACTION_PATHS.searchList);
    expect(CATALOGUE_PATHS.price).toBe(ATTRACTION_PATHS.price);
    expect(CATALOGUE_PATHS.timeslots).toBe(ATTRACTION_PATHS.timeslots);
    expect(CATALOGUE_PATHS.destination('ras al khaimah')).toBe(ATTRACTION_PATHS.destination('ras al khaimah'));
    expect(CATALOGUE_PATHS.single('x')).toBe(ATTRACTION_PATHS.single('x'));
  });
});
