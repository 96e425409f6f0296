import { addDays, daysBetween, plainDateIn } from '../plain-date.ts';

/** The dashboard's period picker (issue 36): named periods resolve to company-zone days, inclusive. */
export const DASHBOARD_PERIODS = ['this_month', 'last_month', 'this_year', 'custom'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

export const DASHBOARD_PERIOD_LABELS: Record<DashboardPeriod, string> = {
  this_month: 'This month',
  last_month: 'Last month',
  this_year: 'This year',
  custom: 'Custom',
};

/** A custom period spans at most this many days (two years and a leap day). */
export const MAX_PERIOD_DAYS = 731;

export interface DayRange {
  from: string;
  to: string;
}

/** First and last company-zone day of a named period at `now`. */
export function periodRange(period: Exclude<DashboardPeriod, 'custom'>, now: Date): DayRange {
  const today = plainDateIn(now);
  const [y = '1970', m = '01'] = today.split('-');
  const monthStart = `${y}-${m}-01`;
  if (period === 'this_month') return { from: monthStart, to: today };
  if (period === 'this_year') return { from: `${y}-01-01`, to: today };
  const lastEnd = addDays(monthStart, -1);
  return { from: `${lastEnd.slice(0, 7)}-01`, to: lastEnd };
}

/** Chart buckets: days up to about two months, months beyond. */
export function bucketOf(range: DayRange): 'day' | 'month' {
  return daysBetween(range.from, range.to) <= 62 ? 'day' : 'month';
}

/** The bucket keys of a range (yyyy-mm-dd days or yyyy-mm-01 months), so empty days chart as 0. */
export function bucketKeys(range: DayRange): string[] {
  const bucket = bucketOf(range);
  const keys: string[] = [];
  if (bucket === 'day') {
    for (let d = range.from; d <= range.to; d = addDays(d, 1)) keys.push(d);
    return keys;
  }
  let month = `${range.from.slice(0, 7)}-01`;
  while (month <= range.to) {
    keys.push(month);
    const [y = 0, m = 0] = month.split('-').map(Number);
    month = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  }
  return keys;
}
