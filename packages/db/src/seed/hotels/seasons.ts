import { addDays, type PlainDate } from '@portal/domain';

export type SeasonClass = 'low' | 'shoulder' | 'high' | 'festive';

/** Price level of each season class against the shoulder season. */
export const SEASON_FACTOR: Record<SeasonClass, number> = {
  low: 0.72,
  shoulder: 1,
  high: 1.25,
  festive: 1.65,
};

/** UAE seasons: festive around New Year, high in the cool months, low in the summer heat. */
export function seasonClassOf(date: PlainDate): SeasonClass {
  const md = date.slice(5);
  if (md >= '12-20' || md <= '01-04') return 'festive';
  const month = Number(date.slice(5, 7));
  if (month >= 11 || month <= 3) return 'high';
  if (month === 10 || month === 4) return 'shoulder';
  return 'low';
}

export interface SeasonSpan {
  from: PlainDate;
  to: PlainDate;
  season: SeasonClass;
}

/** Contract validity: from 30 days before the seed date to 400 days after. */
export const CONTRACT_DAYS_BEFORE = 30;
export const CONTRACT_DAYS_AFTER = 400;

/** Consecutive, non-overlapping spans of one season class covering the contract window. */
export function seasonSpans(today: PlainDate): SeasonSpan[] {
  const last = addDays(today, CONTRACT_DAYS_AFTER);
  const spans: SeasonSpan[] = [];
  for (let d = addDays(today, -CONTRACT_DAYS_BEFORE); d <= last; d = addDays(d, 1)) {
    const season = seasonClassOf(d);
    const current = spans[spans.length - 1];
    if (current && current.season === season) current.to = d;
    else spans.push({ from: d, to: d, season });
  }
  return spans;
}
