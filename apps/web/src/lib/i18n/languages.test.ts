import { describe, expect, it } from 'vitest';
import { westernDigits } from './digits';
import { formatCurrency, formatLongDate, formatNumber, setArabicDigits } from './format';
import { directionOf, pickLanguage } from './languages';

describe('pickLanguage', () => {
  it('keeps a stored choice', () => {
    expect(pickLanguage('en', ['ar-AE'])).toBe('en');
    expect(pickLanguage('ar', ['en-GB'])).toBe('ar');
  });

  it('offers the browser language on a first visit, English otherwise', () => {
    expect(pickLanguage(null, ['ar-AE', 'en'])).toBe('ar');
    expect(pickLanguage(null, ['fr-FR', 'AR'])).toBe('ar');
    expect(pickLanguage('de', ['fr-FR'])).toBe('en');
    expect(pickLanguage(null, [])).toBe('en');
  });

  it('runs Arabic right to left', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });
});

describe('westernDigits', () => {
  it('reads Arabic-Indic and Eastern Arabic-Indic digits and separators', () => {
    expect(westernDigits('١٤/٠٣/٢٠٢٦')).toBe('14/03/2026');
    expect(westernDigits('۱۲۳۴')).toBe('1234');
    expect(westernDigits('١٬٢٣٤٫٥٠')).toBe('1,234.50');
    expect(westernDigits('AED 12.5')).toBe('AED 12.5');
  });
});

describe('Intl formatting', () => {
  it('writes Arabic month names with Western digits by default', () => {
    const date = formatLongDate('2026-03-14', 'ar');
    expect(date).toContain('مارس');
    expect(date).toMatch(/14/);
    expect(formatLongDate('2026-03-14', 'en')).toBe('14 March 2026');
    expect(formatNumber(1234.5, 'ar', 2)).toBe('1,234.50');
  });

  it('writes Arabic-Indic digits when the company chooses them', () => {
    setArabicDigits('arab');
    try {
      expect(formatNumber(1234, 'ar')).toBe('١٬٢٣٤');
      expect(westernDigits(formatNumber(1234, 'ar'))).toBe('1,234');
    } finally {
      setArabicDigits('latn');
    }
  });

  it('writes money in the language', () => {
    expect(formatCurrency(123450, 'AED', 'en').replace(/\s/g, ' ')).toBe('AED 1,234.50');
    expect(formatCurrency(123450, 'AED', 'ar')).toContain('1,234.50');
  });
});
