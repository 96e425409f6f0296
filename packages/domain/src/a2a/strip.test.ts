import { describe, expect, it } from 'vitest';
import { A2A_STRIP_DAYS, buildStrip, dateProblem, normaliseSkip, skipForDate } from './strip.ts';

const today = '2026-11-26';

describe('a2a date strip', () => {
  it('shows 9 consecutive days from today with badges from the dates answer', () => {
    const strip = buildStrip(today, 0, { '2026-11-26': 3, '2026-11-28': 1, '2026-12-10': 5 });
    expect(strip.days).toHaveLength(A2A_STRIP_DAYS);
    expect(strip.days[0]).toEqual({ date: '2026-11-26', seats: 3, available: true });
    expect(strip.days[1]).toEqual({ date: '2026-11-27', seats: 0, available: false });
    expect(strip.days[2]?.available).toBe(true);
    expect(strip.days[8]?.date).toBe('2026-12-04');
    expect(strip.canGoBack).toBe(false);
    expect(strip.nextSkip).toBe(9);
  });

  it('says a page without seats is empty and names the next day with seats after it', () => {
    const strip = buildStrip(today, 0, { '2026-12-10': 5, '2026-12-20': 1, '2026-12-05': 0 });
    expect(strip.empty).toBe(true);
    expect(strip.nextAvailable).toBe('2026-12-10');
    expect(buildStrip(today, 0, {}).nextAvailable).toBeNull();
    expect(buildStrip(today, 0, { '2026-11-26': 3 }).empty).toBe(false);
  });

  it('pages by 9 in both directions and never before today', () => {
    const next = buildStrip(today, 9, { '2026-12-10': 5 });
    expect(next.days[0]?.date).toBe('2026-12-05');
    expect(next.days.find((d) => d.available)?.date).toBe('2026-12-10');
    expect(next.canGoBack).toBe(true);
    expect(next.previousSkip).toBe(0);
    expect(buildStrip(today, -9, {}).skip).toBe(0);
    expect(normaliseSkip(13)).toBe(9);
    expect(normaliseSkip(Number.NaN)).toBe(0);
  });

  it('crosses month and year ends', () => {
    const strip = buildStrip('2026-12-28', 0, {});
    expect(strip.days.map((d) => d.date).slice(3, 5)).toEqual(['2026-12-31', '2027-01-01']);
  });

  it('finds the page of a date and why a date cannot be booked', () => {
    expect(skipForDate(today, '2026-12-05')).toBe(9);
    expect(skipForDate(today, '2026-11-20')).toBe(0);
    expect(dateProblem(today, '2026-11-25', { '2026-11-25': 4 })).toBe('past');
    expect(dateProblem(today, '2026-11-27', {})).toBe('unavailable');
    expect(dateProblem(today, '2026-02-30', {})).toBe('invalid');
    expect(dateProblem(today, '2026-11-26', { '2026-11-26': 1 })).toBeNull();
  });
});
