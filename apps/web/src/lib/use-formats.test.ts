import { afterEach, describe, expect, it } from 'vitest';
import { setArabicDigits } from './i18n/format';
import { formatsFor } from './use-formats';

const usd = { isocode: 'USD', conversionRate: 0.2723 };
const plain = (s: string) =>
  s.replace(/[\u200e\u200f\u061c\u00a0\u202f]/g, (c) => (c === '\u00a0' || c === '\u202f' ? ' ' : ''));

describe('money and dates in the reader language (issue 35)', () => {
  afterEach(() => setArabicDigits('latn'));

  it('keeps the English portal formats byte for byte', () => {
    const en = formatsFor('en');
    expect(en.aed(1234.5)).toBe('AED 1,234.50');
    expect(en.aedMinor(123450)).toBe('AED 1,234.50');
    expect(en.signedAed(-120)).toBe('-AED 120.00');
    expect(en.price(10000, usd)).toBe('USD 27.23');
    expect(en.price(null, usd)).toBe('-');
    expect(en.converted(100, usd)).toBe('USD 27.23');
    expect(en.date('2026-03-14')).toBe('14/03/2026');
    expect(en.dateTime('2026-12-31T14:05:00Z', { withZone: true })).toBe('31/12/2026 18:05 (Dubai time)');
  });

  it('writes Arabic month names and the currency symbol, Western digits by default', () => {
    const ar = formatsFor('ar');
    expect(plain(ar.aed(1234.5))).toMatch(/^1,234\.50 د\.إ\.?$/);
    expect(plain(ar.signedAed(500))).toMatch(/^\+500\.00 د\.إ\.?$/);
    expect(plain(ar.price(10000, usd))).toMatch(/^27\.23 US\$$/);
    expect(ar.price(10000, { isocode: 'USD', conversionRate: 0 })).toBe('-');
    expect(ar.date('2026-03-14')).toBe('14 مارس 2026');
    // 20:30 UTC on the 31st is already the 1st of January in Dubai.
    expect(ar.date('2026-12-31T20:30:00Z')).toBe('1 يناير 2027');
    expect(plain(ar.dateTime('2026-12-31T14:05:00Z'))).toBe('31 ديسمبر 2026 18:05');
    expect(plain(ar.dateTime('2026-12-31T14:05:00Z', { zone: 'Europe/London', withZone: true }))).toBe(
      '31 ديسمبر 2026 14:05 (Europe/London)',
    );
    expect(ar.wholeAmount(1896.4, { isocode: 'AED', conversionRate: 1 })).toBe('1,896');
  });

  it('uses Arabic-Indic digits when the company chose them', () => {
    setArabicDigits('arab');
    const ar = formatsFor('ar');
    expect(ar.date('2026-03-14')).toBe('١٤ مارس ٢٠٢٦');
    expect(ar.count(12)).toBe('١٢');
  });
});
