import { describe, expect, it } from 'vitest';
import { formatDisplayDate, fromDayPicker, parseDisplayDate, toDayPicker } from './display-date';

describe('hotel dates as DD/MM/YYYY', () => {
  it('shows plain dates day first', () => {
    expect(formatDisplayDate('2026-03-05')).toBe('05/03/2026');
    expect(formatDisplayDate('2026-02-30')).toBe('');
  });

  it('reads typed dates and refuses what is not a date', () => {
    expect(parseDisplayDate('05/03/2026')).toBe('2026-03-05');
    expect(parseDisplayDate(' 5-3-2026 ')).toBe('2026-03-05');
    expect(parseDisplayDate('٠٥/٠٣/٢٠٢٦')).toBe('2026-03-05');
    expect(parseDisplayDate('۵/۳/۲۰۲۶')).toBe('2026-03-05');
    expect(parseDisplayDate('29.02.2028')).toBe('2028-02-29');
    expect(parseDisplayDate('29/02/2027')).toBeNull();
    expect(parseDisplayDate('2026-03-05')).toBeNull();
    expect(parseDisplayDate('13/13/2026')).toBeNull();
  });

  it('round-trips through the calendar in local time', () => {
    const day = toDayPicker('2026-12-31');
    expect(day && fromDayPicker(day)).toBe('2026-12-31');
  });
});
