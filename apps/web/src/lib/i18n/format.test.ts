import { afterEach, describe, expect, it } from 'vitest';
import { calendarFormatters, formatCurrency, formatLongDate, setArabicDigits } from './format';

describe('formats in the reader language (issue 35)', () => {
  afterEach(() => setArabicDigits('latn'));

  it('names the calendar month and weekdays in Arabic, Western digits by default', () => {
    const march = new Date(2026, 2, 14);
    const ar = calendarFormatters('ar');
    expect(ar.formatCaption(march)).toBe('مارس 2026');
    expect(ar.formatWeekdayName(march)).toBe('السبت');
    expect(ar.formatDay(march)).toBe('14');
    const en = calendarFormatters('en');
    expect(en.formatCaption(march)).toBe('March 2026');
    expect(en.formatWeekdayName(march)).toBe('Sat');
  });

  it('writes Arabic-Indic digits when the company chose them', () => {
    setArabicDigits('arab');
    expect(calendarFormatters('ar').formatDay(new Date(2026, 2, 14))).toBe('١٤');
    expect(formatLongDate('2026-03-14', 'ar')).toBe('١٤ مارس ٢٠٢٦');
    expect(formatCurrency(123450, 'AED', 'en').replace(/\s/g, ' ')).toBe('AED 1,234.50');
  });
});
