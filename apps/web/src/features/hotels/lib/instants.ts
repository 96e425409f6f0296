import { currentLanguage, intlLocale } from '../../../lib/i18n';

/**
 * Instants (UTC ISO strings) as wall time, DD/MM/YYYY HH:mm, in a given zone (the hotel's) or in the
 * agent's own (the browser's); cancellation deadlines are shown in both (issue "Hotels I"). In Arabic
 * (issue 35) the day through Intl `ar-AE`: Arabic month names, the company's digits.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per locale and zone: English numeric (its parts are laid out below), others by name. */
function formatter(locale: string, zone: string | undefined): Intl.DateTimeFormat {
  const key = `${locale} ${zone ?? ''}`;
  let f = formatters.get(key);
  if (!f) {
    const day: Intl.DateTimeFormatOptions =
      locale === 'en-GB'
        ? { year: 'numeric', month: '2-digit', day: '2-digit' }
        : { day: 'numeric', month: 'long', year: 'numeric' };
    f = new Intl.DateTimeFormat(locale, {
      ...(zone ? { timeZone: zone } : {}),
      ...day,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'short',
    });
    formatters.set(key, f);
  }
  return f;
}

/** "12/03/2026 14:00 GMT+4" (in Arabic "12 مارس 2026 في 14:00 غرينتش+4"); '' for an unreadable instant. */
export function formatInstant(iso: string, zone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const language = currentLanguage();
  if (language !== 'en') return formatter(intlLocale(language), zone).format(date);
  const parts = formatter('en-GB', zone).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('day')}/${get('month')}/${get('year')} ${get('hour')}:${get('minute')} ${get('timeZoneName')}`.trim();
}
