import { useMemo } from 'react';
import {
  COMPANY_ZONE,
  convertCurrency,
  formatMoney,
  isPlainDate,
  type DisplayCurrency,
} from '@portal/domain';
import {
  formatAed,
  formatAedMinor,
  formatConverted,
  formatDate,
  formatDateTime,
  formatInCurrency,
  formatPrice,
  isBaseCurrency,
  formatSignedAed,
  formatWholeAmount,
  majorToMinor,
  zoneLabel,
} from './format';
import { intlLocale, useLanguage, type Language } from './i18n';

/**
 * Money and dates of the agent pages in the reader's language (issue 35, ADR 0032). English returns
 * exactly what lib/format.ts prints ("AED 1,234.50", "31/12/2026", "31/12/2026 18:05 (Dubai time)"),
 * as the spec, the PDFs and the mails do; Arabic formats through Intl `ar-AE`: the currency's Arabic
 * symbol, Arabic month names, digits as the company chose (Western by default).
 */
export interface Formats {
  /** An AED major amount of an answer. */
  aed: (major: number) => string;
  /** An AED amount in fils. */
  aedMinor: (minor: number) => string;
  /** An amount of a currency in its minor units ("USD 1,204.35"). */
  money: (minor: number, currency: string) => string;
  /** A statement amount with its sign ("+AED 500.00"). */
  signedAed: (major: number) => string;
  /** An AED minor amount in the selected currency; "-" when it cannot be converted. */
  price: (minor: number | null | undefined, currency: DisplayCurrency) => string;
  /** An AED major amount in the selected currency; "-" when it cannot be converted. */
  converted: (major: number, currency: DisplayCurrency) => string;
  /** An AED major amount in the selected currency beside the AED figure; null in AED or when not convertible. */
  alsoIn: (major: number, currency: DisplayCurrency) => string | null;
  /** A whole amount without its code, where space is tight; null when 0 or not convertible. */
  wholeAmount: (major: number, currency: DisplayCurrency) => string | null;
  /** A plain date ("2026-03-14") as that day, an instant as its day in Dubai. */
  date: (value: Date | string) => string;
  /** An instant's day and 24-hour time in Dubai; `withZone` names the zone. */
  dateTime: (instant: Date | string, options?: { zone?: string; withZone?: boolean }) => string;
  count: (n: number) => string;
}

const ENGLISH: Formats = {
  aed: formatAed,
  aedMinor: formatAedMinor,
  money: (minor, currency) => formatMoney(minor, currency),
  signedAed: formatSignedAed,
  price: formatPrice,
  converted: formatConverted,
  wholeAmount: formatWholeAmount,
  alsoIn: formatInCurrency,
  date: (value) => formatDate(value),
  dateTime: (instant, options) => formatDateTime(instant, options),
  count: (n) => String(n),
};

function money(locale: string, currency: string, signed = false): Intl.NumberFormat {
  const options: Intl.NumberFormatOptions = {
    style: 'currency',
    currency,
    currencyDisplay: 'symbol',
    ...(signed ? { signDisplay: 'exceptZero' as const } : {}),
  };
  try {
    return new Intl.NumberFormat(locale, options);
  } catch {
    // A currency code Intl does not know: the amount with the code as the answer gave it.
    return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  }
}

/** The formats of a language (English: lib/format.ts unchanged); also for code outside React. */
export function formatsFor(language: Language): Formats {
  if (language === 'en') return ENGLISH;
  const locale = intlLocale(language);
  const aed = money(locale, 'AED');
  const signed = money(locale, 'AED', true);
  const inCode = (major: number, code: string): string => {
    const formatter = money(locale, code);
    const text = formatter.format(major);
    return formatter.resolvedOptions().style === 'currency' ? text : `${code} ${text}`;
  };
  const inCurrency = (major: number, currency: DisplayCurrency): string => {
    const value = convertCurrency(major, currency);
    return value === 0 ? '-' : inCode(Number(value), (currency.isocode ?? '').toUpperCase());
  };
  const day = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: COMPANY_ZONE,
  });
  const plainDay = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const clock = (timeZone: string) =>
    new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone });
  const dayIn = (timeZone: string) =>
    new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone });
  const time = clock(COMPANY_ZONE);
  const date = (value: Date | string): string => {
    if (typeof value === 'string' && isPlainDate(value)) {
      const [y, m, d] = value.split('-').map(Number);
      return plainDay.format(new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)));
    }
    const instant = new Date(value);
    return Number.isNaN(instant.getTime()) ? '' : day.format(instant);
  };
  const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  return {
    aed: (major) => aed.format(majorToMinor(major) / 100),
    aedMinor: (minor) => aed.format(minor / 100),
    money: (minor, currency) => inCode(minor / 100, currency.toUpperCase()),
    signedAed: (major) => signed.format(majorToMinor(major) / 100),
    price: (minor, currency) =>
      minor === null || minor === undefined ? '-' : inCurrency(minor / 100, currency),
    converted: inCurrency,
    alsoIn: (major, currency) => {
      if (isBaseCurrency(currency)) return null;
      const text = inCurrency(major, currency);
      return text === '-' ? null : text;
    },
    wholeAmount: (major, currency) => {
      const value = Math.round(Number(convertCurrency(major, currency)));
      return value > 0 ? whole.format(value) : null;
    },
    date,
    dateTime: (instant, { zone, withZone } = {}) => {
      const at = new Date(instant);
      if (Number.isNaN(at.getTime())) return '';
      const inZone = zone && zone !== COMPANY_ZONE;
      const shown = inZone
        ? `${dayIn(zone).format(at)} ${clock(zone).format(at)}`
        : `${day.format(at)} ${time.format(at)}`;
      return withZone ? `${shown} (${zoneLabel(zone)})` : shown;
    },
    count: (n) => whole.format(n),
  };
}

/** The formats of the reader's language; a language switch (or the company's digits) gives new ones. */
export function useFormats(): Formats {
  const { language } = useLanguage();
  const locale = intlLocale(language);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the locale carries the company's digits
  return useMemo(() => formatsFor(language), [language, locale]);
}
