import { describe, expect, it } from 'vitest';
import { bucketKeys, bucketOf, periodRange } from './period.ts';

describe('dashboard periods (company zone)', () => {
  // 20:30 UTC on 31 Dec is already 1 Jan in Dubai.
  const newYearInDubai = new Date('2026-12-31T20:30:00Z');

  it('this month / this year start on the Dubai day', () => {
    expect(periodRange('this_month', newYearInDubai)).toEqual({ from: '2027-01-01', to: '2027-01-01' });
    expect(periodRange('this_year', newYearInDubai)).toEqual({ from: '2027-01-01', to: '2027-01-01' });
  });

  it('last month crosses the year and knows month lengths', () => {
    expect(periodRange('last_month', newYearInDubai)).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(periodRange('last_month', new Date('2028-03-10T08:00:00Z'))).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
    });
  });

  it('buckets by day up to about two months, by month beyond', () => {
    expect(bucketOf({ from: '2026-01-01', to: '2026-03-03' })).toBe('day');
    expect(bucketOf({ from: '2026-01-01', to: '2026-03-05' })).toBe('month');
    expect(bucketKeys({ from: '2026-02-27', to: '2026-03-02' })).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(bucketKeys({ from: '2026-11-15', to: '2027-02-01' })).toEqual([
      '2026-11-01',
      '2026-12-01',
      '2027-01-01',
      '2027-02-01',
    ]);
  });
});
