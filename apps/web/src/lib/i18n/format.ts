import { INTL_LOCALES, type Language } from './languages';

/**
 * Numbers, money and dates in the reader's language (issue 35), through Intl with `ar-AE` in Arabic:
 * Arabic month and day names; digits as the company chooses, Western (latn) by default, or
 * Arabic-Indic (arab) with `setArabicDigits('arab')`.
 */
export type ArabicDigits = 'latn' | 'arab';
let arabicDigits: ArabicDigits = 'latn';

export function setArabicDigits(digits: ArabicDigits): void {
  arabicDigits = digits;
}

/** The Intl locale tag for a language, with the numbering system chosen for Arabic. */
export function intlLocale(language: Language): string {
  return language === 'ar' ? `${INTL_LOCALES.ar}-u-nu-${arabicDigits}` : INTL_LOCALES.en;
}

export function formatNumber(value: number, language: Language, fractionDigits = 0): string {
  return new Intl.NumberFormat(intlLocale(language), {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

/** An amount of a currency from its minor units (fils, cents): "AED 1,234.50" / "‏1,234.50 د.إ.‏". */
export function formatCurrency(minor: number, currency: string, language: Language): string {
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'currency',
    currency,
    currencyDisplay: language === 'ar' ? 'symbol' : 'code',
  }).format(minor / 100);
}

/** A calendar date ("2026-03-14", read as that day wherever the reader is) with its month named. */
export function formatLongDate(isoDate: string, language: Language): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Intl.DateTimeFormat(intlLocale(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)));
}

/** A month's name and year, as a calendar's caption shows it. */
export function formatMonth(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(intlLocale(language), { month: 'long', year: 'numeric' }).format(date);
}

/**
 * A calendar's caption, weekday and day labels through Intl in the reader's language (the date
 * picker's formatters): `ar-AE` month and weekday names, digits as the company chose.
 */
export function calendarFormatters(language: Language): {
  formatCaption: (month: Date) => string;
  formatWeekdayName: (day: Date) => string;
  formatDay: (day: Date) => string;
} {
  const weekday = new Intl.DateTimeFormat(intlLocale(language), { weekday: 'short' });
  return {
    formatCaption: (month) => formatMonth(month, language),
    formatWeekdayName: (day) => weekday.format(day),
    formatDay: (day) => formatNumber(day.getDate(), language),
  };
}
